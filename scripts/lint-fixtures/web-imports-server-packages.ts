import { catalogPb } from '@shop/proto';
import { createLogger } from '@shop/platform';
import type { CatalogApi } from '@shop/catalog';
import { createApp } from '@shop/gateway';
import { randomUUID } from 'node:crypto';
export const loadGrpc = () => import('@shop/platform/grpc');
export const pieces = [catalogPb, createLogger, createApp, randomUUID];
export type Catalog = CatalogApi;
