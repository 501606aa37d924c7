import type { RouteDefinition } from '../route';
import { adminProductRoutes } from './admin-products.routes';
import { adminSearchRoutes } from './admin-search.routes';
import { adminVariantRoutes } from './admin-variants.routes';
import type { CatalogRouteDeps } from './catalog-route-deps';
import { productRoutes } from './products.routes';
import { reviewRoutes } from './reviews.routes';
import { wishlistRoutes } from './wishlist.routes';

export type { CatalogRouteDeps } from './catalog-route-deps';
export { adminProductRoutes, adminSearchRoutes, adminVariantRoutes, productRoutes, reviewRoutes, wishlistRoutes };

/** Every catalog route, in an order Express matches correctly; mount under /api/v1. */
export function catalogRoutes(deps: CatalogRouteDeps): RouteDefinition[] {
  return [...productRoutes(deps), ...reviewRoutes(deps), ...wishlistRoutes(deps), ...adminProductRoutes(deps), ...adminVariantRoutes(deps), ...adminSearchRoutes(deps)];
}
