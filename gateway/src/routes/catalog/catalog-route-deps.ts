import type { CatalogApi } from '@shop/catalog';

/** What the catalog routes need: the catalog (in-process or gRPC); it names reviewers itself. */
export interface CatalogRouteDeps {
  catalog: CatalogApi;
}
