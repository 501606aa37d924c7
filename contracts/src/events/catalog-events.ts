// Events the catalog service emits, recorded through the outbox of the catalog store.
import { MAX_RATING, MIN_RATING } from '@shop/domain';
import { z } from 'zod';
import { objectIdSchema } from '../id-schema';
import { defineEvent } from './envelope';

export const REVIEW_CREATED = 'review.created';

/** review.created: a new review (not an update of one). */
export const reviewCreatedSchema = z.object({
  reviewId: objectIdSchema,
  productId: objectIdSchema,
  productName: z.string(),
  userId: objectIdSchema,
  rating: z.number().int().min(MIN_RATING).max(MAX_RATING),
});
export type ReviewCreatedData = z.infer<typeof reviewCreatedSchema>;
export const reviewCreatedEvent = defineEvent(REVIEW_CREATED, reviewCreatedSchema);

export const PRODUCTS_CHANGED = 'products.changed';

/**
 * products.changed: after a write a shopper can see. `productIds` are the products whose shown
 * data changed; `listings` is true when which products a listing holds, or their order, may have
 * changed too (a new or removed product, a price, a status, a rating, sales), and false when only
 * those products' own data did (stock moved but stayed on the same side of zero).
 */
export const productsChangedSchema = z.object({
  productIds: z.array(objectIdSchema),
  listings: z.boolean(),
});
export type ProductsChangedData = z.infer<typeof productsChangedSchema>;
export const productsChangedEvent = defineEvent(PRODUCTS_CHANGED, productsChangedSchema);
