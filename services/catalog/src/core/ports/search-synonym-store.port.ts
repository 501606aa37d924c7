import type { SearchSynonym } from '../../api/catalog-api';

/** Where the search synonym table is kept: one table for the shop. */
export interface SearchSynonymStore {
  /** The stored table; undefined before one was ever stored. */
  load(): Promise<SearchSynonym[] | undefined>;
  /** Stores the table unless one is stored already (the seed); true when it stored it. */
  seed(synonyms: SearchSynonym[]): Promise<boolean>;
  /** Replaces the table. */
  save(synonyms: SearchSynonym[]): Promise<void>;
}
