import type { QueryValue } from '@/lib/api-client';
import type { QueryKey } from '@/lib/use-query';
import type { ListingQuery } from '../types';

/**
 * The query string of the listing and search calls (SPEC section 7): empty values left out,
 * `featured`, `inStock` and `exact` only when true, tags comma-joined. The listing's 'Most Popular'
 * sorts on views, which the API calls `popularity`.
 */
export function toApiQuery(query: ListingQuery): Record<string, QueryValue> {
  return {
    page: query.page,
    limit: query.limit,
    sortBy: query.sortBy === 'views' ? 'popularity' : query.sortBy,
    sortOrder: query.sortBy ? query.sortOrder : undefined,
    category: query.category,
    brand: query.brand,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    featured: query.featured ? 'true' : undefined,
    inStock: query.inStock ? 'true' : undefined,
    search: query.search,
    exact: query.exact ? 'true' : undefined,
    tags: query.tags?.length ? query.tags.join(',') : undefined,
  };
}

/** The key of a listing or search query, for useQuery. */
export function queryKey(name: string, query: object): QueryKey {
  return [name, query];
}
