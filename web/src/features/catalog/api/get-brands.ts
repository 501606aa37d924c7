import { apiClient } from '@/lib/api-client';
import { contractSchemaUnder } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';
import type { FacetCount } from '../types';
import { byName, FACETS_STALE_MS } from './facets';

/** GET /products/brands: each brand with its product count, by name. */
export async function getBrands(signal?: AbortSignal): Promise<FacetCount[]> {
  const { data } = await apiClient.get('/products/brands', {
    signal,
    fallbackMessage: translate('catalog.error.brands'),
    schema: contractSchemaUnder('brands', 'facetsSchema'),
  });
  return byName(data.brands);
}

export function useBrands() {
  return useQuery(['brands'], getBrands, { staleMs: FACETS_STALE_MS, retries: 2 });
}
