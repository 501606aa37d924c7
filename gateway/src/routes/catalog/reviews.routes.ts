import { z } from 'zod';
import { MAX_REVIEW_COMMENT_LENGTH, REVIEW_MESSAGES } from '@shop/domain';
import { currentUser } from '../../auth/current-user';
import { defineRoute, type RouteDefinition } from '../route';
import type { CatalogRouteDeps } from './catalog-route-deps';
import { adminReviewsQuery, objectId, pageOnlyQuery, productIdParams } from './catalog-query.schemas';
import { myReviewSchema, reviewPageSchema, reviewSchema } from '@shop/contracts';
import { actingAdmin } from '../../auth/acting-admin';

const tags = ['reviews'];
const RATING = REVIEW_MESSAGES.ratingInvalid;
export const REVIEW_SUBMITTED = 'Review submitted successfully!';
export const REVIEW_DELETED = 'Review deleted';

/** The review form (SPEC section 5): a whole-star rating and a comment, with the form's messages. */
const reviewBody = z.object({
  rating: z
    .union([z.number(), z.string().trim().regex(/^\d{1,2}$/, RATING).transform(Number)], { error: RATING })
    .pipe(z.number().int(RATING).min(1, RATING).max(5, RATING)),
  comment: z
    .string({ error: REVIEW_MESSAGES.commentRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.commentRequired)
    .max(MAX_REVIEW_COMMENT_LENGTH, REVIEW_MESSAGES.commentTooLong),
});

const reviewParams = z.object({
  productId: objectId('Invalid product id'),
  reviewId: objectId('Invalid review id'),
});

/** Writing and reading reviews, the shopper's own review (read and delete); the admin's list and delete. */
export function reviewRoutes({ catalog }: CatalogRouteDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/products/:id/reviews',
      summary: "Review a product (one per user: a second one updates the first; 201 when new)",
      tags,
      access: 'user',
      conflicts: true,
      request: { params: productIdParams, body: reviewBody },
      response: reviewSchema,
      handler: async ({ params, body, res }) => {
        // The catalog names the author from identity: the route passes who is signed in, nothing more.
        const { review, created } = await catalog.submitReview({ productId: params.id, userId: currentUser(res).id, rating: body.rating, comment: body.comment });
        return { data: review, message: REVIEW_SUBMITTED, status: created ? 201 : 200 };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/products/:id/reviews',
      summary: "A product's reviews, newest first (default 10 per page)",
      tags,
      access: 'public',
      request: { params: productIdParams, query: pageOnlyQuery },
      response: reviewPageSchema,
      handler: async ({ params, query }) => ({ data: await catalog.listReviews(params.id, query) }),
    }),
    defineRoute({
      method: 'get',
      path: '/products/:id/reviews/mine',
      summary: "The signed-in shopper's own review of the product (null when they have written none), to edit or delete it",
      tags,
      access: 'user',
      request: { params: productIdParams },
      response: myReviewSchema,
      // Always the caller's own: no route reads another shopper's review by its author.
      handler: async ({ params, res }) => ({ data: await catalog.myReview({ productId: params.id, userId: currentUser(res).id }) }),
    }),
    defineRoute({
      method: 'delete',
      path: '/products/:id/reviews/mine',
      summary: "Delete the signed-in shopper's own review of the product (404 when they have none); the product rating follows",
      tags,
      access: 'user',
      conflicts: true,
      request: { params: productIdParams },
      response: z.null(),
      handler: async ({ params, res }) => {
        await catalog.deleteMyReview({ productId: params.id, userId: currentUser(res).id });
        return { data: null, message: REVIEW_DELETED };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/admin/reviews',
      summary: 'Every review, searched by text and filtered by rating and product (default 10 per page)',
      tags: ['admin', ...tags],
      access: 'admin',
      request: { query: adminReviewsQuery },
      response: reviewPageSchema,
      handler: async ({ query: { product, ...query } }) => ({
        data: await catalog.adminListReviews({ ...query, ...(product ? { productId: product } : {}) }),
      }),
    }),
    defineRoute({
      method: 'delete',
      path: '/admin/products/:productId/reviews/:reviewId',
      summary: 'Delete a review; the product rating follows',
      tags: ['admin', ...tags],
      access: 'admin',
      conflicts: true,
      request: { params: reviewParams },
      response: z.null(),
      handler: async ({ params, res }) => {
        await catalog.deleteReview({ ...params, actor: actingAdmin(res) });
        return { data: null, message: REVIEW_DELETED };
      },
    }),
  ];
}
