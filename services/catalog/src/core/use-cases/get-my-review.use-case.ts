import { isObjectId } from '@shop/contracts';
import type { ReviewView } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { toReviewView } from '../review/review';
import { reviewerIdOf } from '../review/reviewer';
import { notFound } from './get-product.use-case';

/**
 * The shopper's own review of a product, or null when they have not written one; read from the
 * store each time (it is theirs alone, so never from the shared read cache). As for the product's
 * reviews, not found for a product shoppers cannot see.
 */
export class GetMyReview {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reviews'>) {}

  async execute(input: { productId: string; userId: string }): Promise<ReviewView | null> {
    const userId = reviewerIdOf(input.userId);
    if (!isObjectId(input.productId)) throw notFound();
    const product = await this.deps.products.findById(input.productId.toLowerCase());
    if (!product || product.status !== 'active') throw notFound();
    const review = await this.deps.reviews.findByAuthor(product._id, userId);
    return review ? toReviewView(review) : null;
  }
}
