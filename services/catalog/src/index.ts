// The catalog service's public surface: the contract and the app factory. gRPC lives behind its
// own subpath exports (`@shop/catalog/grpc-client`, `@shop/catalog/grpc-server`), so the
// in-process path never loads @grpc/grpc-js.
import type { ServiceDependencies } from '@shop/platform';

export type * from './api/catalog-api';
export { MAX_PRODUCT_STAMPS, PRODUCT_SORT_KEYS } from './api/catalog-api';
export { createCatalogService, type CatalogService, type CatalogServiceDeps } from './app';
export { seedDemoCatalogue } from './seed/seed-demo-catalogue';
export { demoImportItems } from './seed/demo-import';
/** The item-code counters a bulk import (scripts/seed.ts) must write to the real store. */
export { COUNTERS_COLLECTION as ITEM_CODE_COUNTERS } from './adapters/storage/document-item-code-sequence';
export type { ImportedProduct } from './core/use-cases/import-products.use-case';

/** The platform ports this service owns or talks through; its process opens these at start. */
export const SERVICE_DEPENDENCIES: ServiceDependencies = { documents: true, cache: true, events: true };
