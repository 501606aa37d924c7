import type { CatalogApi } from '@shop/catalog';
import { GrpcCatalogApi } from '@shop/catalog/grpc-client';
import { createLogger } from '@shop/platform';
import { Collection } from 'mongodb';
import { readFileSync } from 'node:fs';
import type { OrderRepository } from '../../core/ports/order-repository.port';
export const pieces = [GrpcCatalogApi, createLogger, Collection, readFileSync];
export type Pieces = [CatalogApi, OrderRepository];
