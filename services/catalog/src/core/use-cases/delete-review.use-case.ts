import { isObjectId } from '@shop/contracts';
import type { CatalogPorts } from '../catalog-ports';
import { removeReview, reviewNotFound } from '../review/review-removal';

/** An admin deletes a review of a product; the product's rating follows. */
export class DeleteReview {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reviews' | 'reads'>) {}

  async execute(input: { productId: string; reviewId: string }): Promise<void> {
    if (!isObjectId(input.productId) || !isObjectId(input.reviewId)) throw reviewNotFound();
    const reviewId = input.reviewId.toLowerCase();
    await removeReview(this.deps, input.productId.toLowerCase(), () => this.deps.reviews.findById(reviewId));
  }
}
