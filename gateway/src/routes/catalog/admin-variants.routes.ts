import { productSchema, productVariantsBodySchema } from '@shop/contracts';
import { actingAdmin } from '../../auth/acting-admin';
import { defineRoute, type RouteDefinition } from '../route';
import type { CatalogRouteDeps } from './catalog-route-deps';
import { productIdParams } from './catalog-query.schemas';

/** A product's options (Size, Colour…) and the variants it is sold in, each with its SKU, price and stock. */
export function adminVariantRoutes({ catalog }: CatalogRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'put',
      path: '/admin/products/:id/variants',
      summary: 'Replace a product’s options and variants; a combination sold before keeps its id and the units orders reserved',
      tags: ['admin', 'products'],
      access: 'admin',
      conflicts: true,
      request: { params: productIdParams, body: productVariantsBodySchema },
      response: productSchema,
      handler: async ({ params, body, res }) => ({
        data: await catalog.replaceVariants({ id: params.id, body, actor: actingAdmin(res) }),
        message: 'Variants saved',
      }),
    }),
  ];
}
