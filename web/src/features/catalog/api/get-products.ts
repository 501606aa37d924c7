import { apiClient } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { ProductPage, ProductQuery } from '../types';
import { queryKey, toApiQuery } from './product-query';
import { normaliseProductPage } from './normalise';

/** GET /products: the listing with filters, sort and pages. */
export async function getProducts(query: ProductQuery, signal?: AbortSignal): Promise<ProductPage> {
  const { data } = await apiClient.get<ProductPage>('/products', {
    query: toApiQuery(query),
    signal,
    fallbackMessage: 'Failed to fetch products',
  });
  return normaliseProductPage(data, query);
}

export function useProducts(query: ProductQuery) {
  return useQuery(queryKey('products', query), (signal) => getProducts(query, signal));
}
