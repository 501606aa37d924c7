import type { CatalogApi } from '@shop/catalog';

/** The reviewer's public fields, as identity keeps them. */
export interface ReviewerProfile {
  firstName: string;
  lastName: string;
  username: string;
  avatar: string;
}

/** What the catalog routes need: the catalog (in-process or gRPC) and a way to name a reviewer. */
export interface CatalogRouteDeps {
  catalog: CatalogApi;
  reviewerOf: (userId: string) => Promise<ReviewerProfile>;
}
