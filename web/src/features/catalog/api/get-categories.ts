import { apiClient } from '@/lib/api-client';
import { contractSchemaUnder } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';
import type { FacetCount } from '../types';
import { byName, FACETS_STALE_MS } from './facets';

/** GET /products/categories: each category with its product count, by name. */
export async function getCategories(signal?: AbortSignal): Promise<FacetCount[]> {
  const { data } = await apiClient.get('/products/categories', {
    signal,
    fallbackMessage: translate('catalog.error.categories'),
    schema: contractSchemaUnder('categories', 'facetsSchema'),
  });
  return byName(data.categories);
}

export function useCategories() {
  return useQuery(['categories'], getCategories, { staleMs: FACETS_STALE_MS, retries: 2 });
}
