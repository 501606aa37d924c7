import { Collection } from 'mongodb';
import { DocumentOrderRepository } from '../adapters/storage/document-order-repository';
import { GrpcCatalogApi } from '@shop/catalog/grpc-client';
import { RedisCache } from '@shop/platform/redis';
import { readFileSync } from 'node:fs';
export const pieces = [Collection, DocumentOrderRepository, GrpcCatalogApi, RedisCache, readFileSync];
