import { isObjectId } from '@shop/contracts';
import { type FieldError } from '@shop/domain';
import type { ReviewPage } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { pageRequestOf, paginationOf, throwIfInvalid } from '../listing/paging';
import { toReviewView } from '../review/review';
import { notFound } from './get-product.use-case';

export const REVIEWS_PAGE_SIZE = 10;

/** A product's reviews, newest first, with the authors' public fields. */
export class ListReviews {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reviews' | 'reads'>) {}

  async execute(productId: string, page: { page?: number; limit?: number } = {}): Promise<ReviewPage> {
    const errors: FieldError[] = [];
    const request = pageRequestOf(page, REVIEWS_PAGE_SIZE, errors);
    throwIfInvalid(errors);
    if (!isObjectId(productId)) throw notFound();
    const id = productId.toLowerCase();
    return this.deps.reads.read(`reviews:${id}:${request.page}:${request.limit}`, async () => {
      const product = await this.deps.products.findById(id);
      if (!product || product.status !== 'active') throw notFound();
      const { items, total } = await this.deps.reviews.pageForProduct(id, request);
      return { reviews: items.map((review) => toReviewView(review)), pagination: paginationOf(request, total) };
    });
  }
}
