import { isObjectId } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { moveRating } from '../review/rating';
import { reviewNotFound } from './admin-list-reviews.use-case';

const MAX_ATTEMPTS = 20;

/** An admin deletes a review of a product; the product's rating follows. */
export class DeleteReview {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reviews' | 'reads'>) {}

  async execute(input: { productId: string; reviewId: string }): Promise<void> {
    if (!isObjectId(input.productId) || !isObjectId(input.reviewId)) throw reviewNotFound();
    const productId = input.productId.toLowerCase();
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const review = await this.deps.reviews.findById(input.reviewId.toLowerCase());
      if (!review || review.productId !== productId) throw reviewNotFound();
      // Deleted only as read, so the rating moves by exactly what is removed.
      if (await this.deps.reviews.deleteIf(review._id, review)) {
        await moveRating(this.deps.products, productId, -review.rating, -1);
        await this.deps.reads.invalidate({ productIds: [productId], listings: true });
        return;
      }
    }
    throw new AppError('conflict', M.busy);
  }
}
