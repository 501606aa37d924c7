import { isObjectId } from '@shop/contracts';
import type { AuditActor } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { reviewDeleted } from '../product/product-audit';
import { removeReview, reviewNotFound } from '../review/review-removal';

/** An admin deletes a review of a product; the product's rating follows. The deletion and its audit entry commit together. */
export class DeleteReview {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reviews' | 'reads' | 'events' | 'unitOfWork' | 'clock'>) {}

  async execute(input: { productId: string; reviewId: string; actor: AuditActor }): Promise<void> {
    if (!isObjectId(input.productId) || !isObjectId(input.reviewId)) throw reviewNotFound();
    const reviewId = input.reviewId.toLowerCase();
    const audit = (review: Parameters<typeof reviewDeleted>[1]) => this.deps.events.adminAction(reviewDeleted(input.actor, review, this.deps.clock.now().toISOString()));
    await removeReview(this.deps, input.productId.toLowerCase(), () => this.deps.reviews.findById(reviewId), audit);
  }
}
