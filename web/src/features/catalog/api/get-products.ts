import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';
import type { ProductPage, ListingQuery } from '../types';
import { queryKey, toApiQuery } from './product-query';

/** GET /products: the listing with filters, sort and pages. */
export async function getProducts(query: ListingQuery, signal?: AbortSignal): Promise<ProductPage> {
  const { data } = await apiClient.get('/products', {
    query: toApiQuery(query),
    signal,
    fallbackMessage: translate('catalog.error.products'),
    schema: contractSchema('listingSchema'),
  });
  return data;
}

export function useProducts(query: ListingQuery) {
  return useQuery(queryKey('products', query), (signal) => getProducts(query, signal), { retries: 2 });
}
