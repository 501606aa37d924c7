import { DocumentSetting, type DocumentStore } from '@shop/platform';
import type { SearchSynonym } from '../../api/catalog-api';
import type { SearchSynonymStore } from '../../core/ports/search-synonym-store.port';

export const SEARCH_SETTINGS_COLLECTION = 'search_settings';

/** The synonym table as one document of the catalog's store. */
export class DocumentSearchSynonymStore extends DocumentSetting<SearchSynonym[]> implements SearchSynonymStore {
  constructor(documents: DocumentStore) {
    super(documents, SEARCH_SETTINGS_COLLECTION, 'synonyms');
  }
}
