import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { useQuery } from '@/lib/use-query';
import type { Product } from '../types';

/** GET /products/{id}. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const { data } = await apiClient.get(`/products/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'Product not found',
    schema: contractSchema('productSchema'),
  });
  return data;
}

/** Loaded again when a review changes its rating (`invalidate('product')`). */
export function useProduct(id: string) {
  return useQuery(['product', id], (signal) => getProduct(id, signal));
}
