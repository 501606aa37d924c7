import { AppError } from '@shop/domain';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import type { ReviewRecord } from './review';
import { moveRating } from './rating';

const MAX_ATTEMPTS = 20;

export const reviewNotFound = () => new AppError('not_found', M.reviewNotFound);

/**
 * Deletes the review `find` reads, only as it was read, so the product's rating moves by exactly
 * what is removed; read again while someone else changes it. not_found when there is none (or it
 * is another product's).
 */
export async function removeReview(
  deps: Pick<CatalogPorts, 'products' | 'reviews' | 'reads' | 'unitOfWork'>,
  productId: string,
  find: () => Promise<ReviewRecord | null>,
  /** Recorded with the deletion, in the same unit of work (an admin's audit entry). */
  alongside?: (review: ReviewRecord) => Promise<void>,
): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const review = await find();
    if (!review || review.productId !== productId) throw reviewNotFound();
    const deleted = alongside
      ? await deps.unitOfWork.run(async () => (await deps.reviews.deleteIf(review._id, review)) && (await alongside(review), true))
      : await deps.reviews.deleteIf(review._id, review);
    if (deleted) {
      await moveRating(deps.products, productId, -review.rating, -1);
      await deps.reads.invalidate({ productIds: [productId], listings: true });
      return;
    }
  }
  throw new AppError('conflict', M.busy);
}
