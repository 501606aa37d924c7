import {
  DEFAULT_PRODUCT_SORT,
  isCategory,
  PRODUCT_LIST_DEFAULTS,
  PRODUCT_SORT_OPTIONS,
  normaliseSearchText,
  parsePriceFilter,
  type SortOrder,
} from '@shop/domain';
import { isObjectId } from '@shop/contracts/ids';
import type { ListingQuery } from '../types';

/**
 * The listing's filters, sort and page as the URL holds them (SPEC section 2): search,
 * category, brand, minPrice, maxPrice, featured=true, sortBy, sortOrder, and page. Defaults
 * (newest first, page 1) are left out of the URL. exact=true searches the words as typed, where
 * the shop would otherwise correct a misspelt one.
 */
export interface ListingParams {
  search: string | null;
  exact: boolean;
  category: string | null;
  brand: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  featured: boolean;
  sortBy: string;
  sortOrder: SortOrder;
  page: number;
}

/** Route segments that name a category differently (SPEC's route table vs the category list). */
export const CATEGORY_ALIASES: Readonly<Record<string, string>> = {
  smartwatches: 'watches',
  apparel: 'hoodies',
};

/** The category a /products/{segment} route shows. */
export function categoryFromSegment(segment: string): string {
  const slug = segment.trim().toLowerCase();
  return CATEGORY_ALIASES[slug] ?? slug;
}

/** Whether a listing of `category` (a name or a route alias) shows one of the shop's categories. */
export function isKnownCategory(category: string): boolean {
  return isCategory(categoryFromSegment(category));
}

/** Whether /products/{segment} is really a product id (related-product links use that form). */
export function isProductIdSegment(segment: string | undefined): segment is string {
  return isObjectId(segment);
}

function sortOptionFor(sortBy: string | null, sortOrder: string | null) {
  return PRODUCT_SORT_OPTIONS.find((o) => o.sortBy === sortBy && o.sortOrder === sortOrder);
}

export function parseListingParams(params: URLSearchParams, pathCategory?: string | null): ListingParams {
  const sort = sortOptionFor(params.get('sortBy'), params.get('sortOrder') ?? DEFAULT_PRODUCT_SORT.sortOrder);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const category = pathCategory ? categoryFromSegment(pathCategory) : normaliseSearchText(params.get('category'));
  const search = normaliseSearchText(params.get('search'));
  return {
    search,
    exact: search !== null && params.get('exact') === 'true',
    category: category ? category.toLowerCase() : null,
    brand: normaliseSearchText(params.get('brand')),
    minPrice: parsePriceFilter(params.get('minPrice')),
    maxPrice: parsePriceFilter(params.get('maxPrice')),
    featured: params.get('featured') === 'true',
    sortBy: sort?.sortBy ?? DEFAULT_PRODUCT_SORT.sortBy,
    sortOrder: sort?.sortOrder ?? DEFAULT_PRODUCT_SORT.sortOrder,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The query string for a listing state; `includeCategory` is false on /products/{category},
 * where the path carries it.
 */
export function listingSearchParams(state: ListingParams, includeCategory = true): URLSearchParams {
  const out = new URLSearchParams();
  if (state.search) out.set('search', state.search);
  if (state.search && state.exact) out.set('exact', 'true');
  if (includeCategory && state.category) out.set('category', state.category);
  if (state.brand) out.set('brand', state.brand);
  if (state.minPrice !== null) out.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) out.set('maxPrice', String(state.maxPrice));
  if (state.featured) out.set('featured', 'true');
  const isDefaultSort = state.sortBy === DEFAULT_PRODUCT_SORT.sortBy && state.sortOrder === DEFAULT_PRODUCT_SORT.sortOrder;
  if (!isDefaultSort) {
    out.set('sortBy', state.sortBy);
    out.set('sortOrder', state.sortOrder);
  }
  if (state.page > 1) out.set('page', String(state.page));
  return out;
}

/** Whether any filter or search narrows the listing (sort and page do not). */
export function hasActiveFilters(state: ListingParams): boolean {
  return Boolean(
    state.search || state.category || state.brand || state.minPrice !== null || state.maxPrice !== null || state.featured,
  );
}

export function toProductQuery(state: ListingParams): ListingQuery {
  return {
    page: state.page,
    limit: PRODUCT_LIST_DEFAULTS.limit,
    sortBy: state.sortBy,
    sortOrder: state.sortOrder,
    category: state.category ?? undefined,
    brand: state.brand ?? undefined,
    minPrice: state.minPrice ?? undefined,
    maxPrice: state.maxPrice ?? undefined,
    featured: state.featured || undefined,
    search: state.search ?? undefined,
    exact: (state.search !== null && state.exact) || undefined,
  };
}
