import type { SearchSynonyms } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';

export const synonymsFailed = () => translate('admin.api.synonymsFailed');

export type { SearchSynonym, SearchSynonyms } from '@shop/contracts';

/** GET /admin/search/synonyms: the whole table, words sorted. */
export async function getSearchSynonyms(signal?: AbortSignal): Promise<SearchSynonyms> {
  const { data } = await apiClient.get('/admin/search/synonyms', {
    signal,
    fallbackMessage: synonymsFailed(),
    schema: contractSchema('searchSynonymsSchema'),
  });
  return data;
}

/** The table for /admin/search; loaded again after a save (`invalidate('search-synonyms')`). */
export function useSearchSynonyms() {
  return useQuery(['search-synonyms'], (signal) => getSearchSynonyms(signal));
}
