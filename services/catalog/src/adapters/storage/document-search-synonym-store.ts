import { DuplicateKeyError, type Doc, type DocumentCollection, type DocumentStore } from '@shop/platform';
import type { SearchSynonym } from '../../api/catalog-api';
import type { SearchSynonymStore } from '../../core/ports/search-synonym-store.port';

export const SEARCH_SETTINGS_COLLECTION = 'search_settings';
const SYNONYMS_KEY = 'synonyms';

type SynonymsDoc = Doc & { key: string; synonyms: SearchSynonym[] };

/** The synonym table as one document of the catalog's store. */
export class DocumentSearchSynonymStore implements SearchSynonymStore {
  private readonly collection: DocumentCollection<SynonymsDoc>;

  constructor(documents: DocumentStore) {
    this.collection = documents.collection<SynonymsDoc>(SEARCH_SETTINGS_COLLECTION);
  }

  ensureIndexes(): Promise<void> {
    return this.collection.ensureIndex({ fields: ['key'], unique: true });
  }

  async load(): Promise<SearchSynonym[] | undefined> {
    return (await this.collection.findOne({ key: SYNONYMS_KEY }))?.synonyms;
  }

  async seed(synonyms: SearchSynonym[]): Promise<boolean> {
    try {
      await this.collection.insertOne({ key: SYNONYMS_KEY, synonyms });
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  async save(synonyms: SearchSynonym[]): Promise<void> {
    await this.collection.updateOne({ key: SYNONYMS_KEY }, { $set: { synonyms } }, { upsert: true });
  }
}
