import { HOME_CAROUSEL_FEATURED_LIMIT } from '@shop/domain';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';
import type { Product } from '../types';

/** GET /products/featured?limit: the home page asks for 8. */
export async function getFeaturedProducts(limit: number, signal?: AbortSignal): Promise<Product[]> {
  const { data } = await apiClient.get('/products/featured', {
    query: { limit },
    signal,
    fallbackMessage: translate('catalog.error.featured'),
    schema: contractSchema('productsSchema'),
  });
  return data.products;
}

export function useFeaturedProducts(limit: number = HOME_CAROUSEL_FEATURED_LIMIT) {
  return useQuery(['featured', limit], (signal) => getFeaturedProducts(limit, signal), { retries: 2 });
}
