import { RELATED_PRODUCTS_DEFAULT_LIMIT } from '@shop/domain';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';
import type { Product } from '../types';

/** GET /products/{id}/related?limit: same category first, never the product itself. */
export async function getRelatedProducts(id: string, limit: number, signal?: AbortSignal): Promise<Product[]> {
  const { data } = await apiClient.get(`/products/${encodeURIComponent(id)}/related`, {
    query: { limit },
    signal,
    fallbackMessage: translate('catalog.error.related'),
    schema: contractSchema('productsSchema'),
  });
  return data.products;
}

export function useRelatedProducts(id: string, limit: number = RELATED_PRODUCTS_DEFAULT_LIMIT) {
  return useQuery(['related', id, limit], (signal) => getRelatedProducts(id, limit, signal));
}
