import { apiClient } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { FacetCount } from '../types';
import { facetList } from './facets';

/** GET /products/brands: each brand with its product count. */
export async function getBrands(signal?: AbortSignal): Promise<FacetCount[]> {
  const { data } = await apiClient.get<unknown>('/products/brands', {
    signal,
    fallbackMessage: 'Failed to fetch brands',
  });
  return facetList(data, 'brands');
}

export function useBrands() {
  return useQuery('brands', getBrands);
}
