import { isObjectId } from '@shop/contracts';
import type { CatalogPorts } from '../catalog-ports';
import { removeReview, reviewNotFound } from '../review/review-removal';
import { reviewerIdOf } from '../review/reviewer';

/** A shopper deletes their own review of a product; the product's rating follows. Anyone else's is out of reach. */
export class DeleteMyReview {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reviews' | 'reads' | 'unitOfWork'>) {}

  async execute(input: { productId: string; userId: string }): Promise<void> {
    const userId = reviewerIdOf(input.userId);
    if (!isObjectId(input.productId)) throw reviewNotFound();
    const productId = input.productId.toLowerCase();
    await removeReview(this.deps, productId, () => this.deps.reviews.findByAuthor(productId, userId));
  }
}
