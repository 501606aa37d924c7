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
