import { apiClient } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { ProductPage, ProductQuery } from '../types';
import { queryKey, toApiQuery } from './product-query';
import { normaliseProductPage } from './normalise';

/** GET /products/search: ranked text search, same shape as the listing. */
export async function searchProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductPage> {
  const { data } = await apiClient.get<ProductPage>('/products/search', {
    query: toApiQuery(query),
    signal,
    fallbackMessage: 'Search failed',
  });
  return normaliseProductPage(data, query);
}

/** Loads nothing while the search text is blank. */
export function useSearchProducts(query: ProductQuery) {
  const key = query.search ? queryKey('search', query) : null;
  return useQuery(key, (signal) => searchProducts(query, signal));
}
