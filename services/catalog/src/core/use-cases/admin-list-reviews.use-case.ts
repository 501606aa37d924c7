import { isObjectId } from '@shop/contracts';
import { ADMIN_PAGE_SIZE, MAX_RATING, MIN_RATING, type FieldError } from '@shop/domain';
import type { AdminReviewQuery, ReviewPage } from '../../api/catalog-api';
import type { CatalogPorts } from '../catalog-ports';
import { CATALOG_MESSAGES as M } from '../catalog-messages';
import { pageRequestOf, paginationOf, throwIfInvalid } from '../listing/paging';
import type { AdminReviewCriteria } from '../ports/review-repository.port';
import { toReviewView } from '../review/review';
import { searchTermsOf } from '../search/search-words';

/** Every review, newest first, searched over comment and author names, by rating and product. */
export class AdminListReviews {
  constructor(private readonly deps: Pick<CatalogPorts, 'products' | 'reviews'>) {}

  async execute(query: AdminReviewQuery): Promise<ReviewPage> {
    const errors: FieldError[] = [];
    const request = pageRequestOf(query, ADMIN_PAGE_SIZE, errors);
    const criteria: AdminReviewCriteria = {};
    if (query.rating !== undefined && query.rating !== null && (query.rating as unknown) !== 0) {
      const rating = query.rating;
      if (Number.isInteger(rating) && rating >= MIN_RATING && rating <= MAX_RATING) criteria.rating = rating;
      else errors.push({ path: 'rating', message: M.ratingFilterInvalid });
    }
    if (typeof query.productId === 'string' && query.productId !== '') {
      if (isObjectId(query.productId)) criteria.productId = query.productId.toLowerCase();
      else errors.push({ path: 'product', message: M.invalidId });
    }
    throwIfInvalid(errors);
    if (typeof query.search === 'string' && query.search.trim() !== '') {
      criteria.search = searchTermsOf(query.search);
      if (criteria.search.length === 0) return { reviews: [], pagination: paginationOf(request, 0) };
    }
    const { items, total } = await this.deps.reviews.adminPage(criteria, request);
    const products = new Map(
      (await this.deps.products.findByIds([...new Set(items.map((r) => r.productId))])).map((p) => [p._id, p]),
    );
    const reviews = items.map((review) => toReviewView(review, { product: products.get(review.productId) ?? null }));
    return { reviews, pagination: paginationOf(request, total) };
  }
}
