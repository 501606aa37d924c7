import { apiClient } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { FacetCount } from '../types';
import { facetList } from './facets';

/** GET /products/categories: each category with its product count. */
export async function getCategories(signal?: AbortSignal): Promise<FacetCount[]> {
  const { data } = await apiClient.get<unknown>('/products/categories', {
    signal,
    fallbackMessage: 'Failed to fetch categories',
  });
  return facetList(data, 'categories');
}

export function useCategories() {
  return useQuery('categories', getCategories);
}
