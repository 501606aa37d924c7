import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { mayPrefetch } from '@/lib/low-data';
import { prefetch, useQuery } from '@/lib/use-query';
import type { Product } from '../types';

/** GET /products/{id}. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const { data } = await apiClient.get(`/products/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: translate('catalog.product.notFound'),
    schema: contractSchema('productSchema'),
  });
  return data;
}

/** The time between pointing at a product's card and opening its page, where a prefetch serves it. */
const PREFETCHED_PRODUCT_MS = 10_000;

/** Loaded again when a review, an order or an admin changes it (`invalidate('product')`). */
export function useProduct(id: string) {
  return useQuery(['product', id], (signal) => getProduct(id, signal), { staleMs: PREFETCHED_PRODUCT_MS, retries: 2 });
}

/**
 * Asks for a product's page ahead, as the shopper points at (or tabs to) its card; not in
 * low-data mode or on a slow connection, where a guess costs the shopper's bundle.
 */
export function prefetchProduct(id: string): void {
  if (!mayPrefetch()) return;
  prefetch(['product', id], (signal) => getProduct(id, signal), PREFETCHED_PRODUCT_MS);
}
