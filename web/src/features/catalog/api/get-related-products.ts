import { RELATED_PRODUCTS_DEFAULT_LIMIT } from '@shop/domain';
import { apiClient } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { Product } from '../types';
import { productList } from './normalise';

/** GET /products/{id}/related?limit: same category first, never the product itself. */
export async function getRelatedProducts(id: string, limit: number, signal?: AbortSignal): Promise<Product[]> {
  const { data } = await apiClient.get<unknown>(`/products/${encodeURIComponent(id)}/related`, {
    query: { limit },
    signal,
    fallbackMessage: 'Failed to fetch related products',
  });
  return productList(data);
}

export function useRelatedProducts(id: string, limit: number = RELATED_PRODUCTS_DEFAULT_LIMIT) {
  return useQuery(`related:${id}:${limit}`, (signal) => getRelatedProducts(id, limit, signal));
}
