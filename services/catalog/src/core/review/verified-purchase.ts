import type { CatalogPorts } from '../catalog-ports';
import type { ReviewRecord } from './review';

/**
 * Marks a review just written as by a buyer when a paid order of the author holds the product.
 * The review is written first and the purchases read after, while a purchase is recorded first
 * and the reviews marked after (RecordPurchase): whichever comes second sees the other, so no
 * race leaves a buyer's review unmarked.
 */
export async function markIfBought(deps: Pick<CatalogPorts, 'reviews' | 'purchases'>, review: ReviewRecord): Promise<ReviewRecord> {
  if (review.verifiedPurchase === true) return review;
  if (!(await deps.purchases.hasBought(review.userId, review.productId))) return review;
  await deps.reviews.markVerified(review.userId, [review.productId]);
  return { ...review, verifiedPurchase: true };
}
