export { DocumentOrderRepository } from '../adapters/storage/document-order-repository';
export * from '@shop/platform/redis';
export type { CatalogApi } from '@shop/catalog';
import mongodb = require('mongodb');
export const driver = mongodb;
