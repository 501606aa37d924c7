import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';
import type { ProductPage, ListingQuery } from '../types';
import { queryKey, toApiQuery } from './product-query';

/** GET /products/search: ranked text search, same shape as the listing. */
export async function searchProducts(query: ListingQuery, signal?: AbortSignal): Promise<ProductPage> {
  const { data } = await apiClient.get('/products/search', {
    query: toApiQuery(query),
    signal,
    fallbackMessage: translate('catalog.error.search'),
    schema: contractSchema('listingSchema'),
  });
  return data;
}

/** Loads nothing while the search text is blank. */
export function useSearchProducts(query: ListingQuery) {
  const key = query.search ? queryKey('search', query) : null;
  return useQuery(key, (signal) => searchProducts(query, signal), { retries: 2 });
}
