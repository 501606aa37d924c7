import { z } from 'zod';
import { currentUser } from '../../auth/current-user';
import { defineRoute, type RouteDefinition } from '../route';
import type { CatalogRouteDeps } from './catalog-route-deps';
import { objectId, productIdParams } from './catalog-query.schemas';
import { wishlistChangeSchema, wishlistSchema } from '@shop/contracts';

const tags = ['wishlist'];

/** The signed-in user's wishlist, kept on the server. */
export function wishlistRoutes({ catalog }: CatalogRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/products/:id/wishlist',
      summary: 'Add the product to the wishlist, or remove it when there; data.added tells which',
      tags,
      access: 'user',
      request: { params: productIdParams, body: z.object({}).optional() },
      response: wishlistChangeSchema,
      handler: async ({ params, res }) => {
        const change = await catalog.toggleWishlist({ userId: currentUser(res).id, productId: params.id });
        return { data: change, message: change.added ? 'Added to wishlist' : 'Removed from wishlist' };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/wishlist',
      summary: 'The wishlist, most recent first, with live price, stock and rating',
      tags,
      access: 'user',
      response: wishlistSchema,
      handler: async ({ res }) => {
        const items = await catalog.listWishlist(currentUser(res).id);
        return { data: { items, count: items.length } };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/wishlist/:productId',
      summary: 'Remove a product from the wishlist',
      tags,
      access: 'user',
      request: { params: z.object({ productId: objectId('Invalid product id') }) },
      response: wishlistChangeSchema,
      handler: async ({ params, res }) => ({
        data: await catalog.removeFromWishlist({ userId: currentUser(res).id, productId: params.productId }),
        message: 'Removed from wishlist',
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/wishlist',
      summary: 'Empty the wishlist',
      tags,
      access: 'user',
      response: wishlistChangeSchema,
      handler: async ({ res }) => ({ data: await catalog.clearWishlist(currentUser(res).id), message: 'Wishlist cleared' }),
    }),
  ];
}
