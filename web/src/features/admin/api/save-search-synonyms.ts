import type { SearchSynonyms } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';

export const synonymsSaveFailed = () => translate('admin.api.synonymsSaveFailed');

/**
 * PUT /admin/search/synonyms with the whole table; resolves with the table as stored (words in
 * lower case without accents, sorted). A refusal rejects with the server's field errors.
 */
export async function saveSearchSynonyms(table: SearchSynonyms): Promise<SearchSynonyms> {
  const { data } = await apiClient.put('/admin/search/synonyms', table, {
    fallbackMessage: synonymsSaveFailed(),
    schema: contractSchema('searchSynonymsSchema'),
  });
  return data;
}
