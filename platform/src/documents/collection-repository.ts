import type { Doc, DocumentCollection, DocumentStore, IndexSpec } from './document-store.port';

/**
 * The base of a repository kept in one collection of a document store: it opens the typed
 * collection by name and declares, beside the repository, the indexes its queries rely on.
 * The service's wiring calls `ensureIndexes()` once, before the repository serves.
 */
export abstract class CollectionRepository<T extends Doc> {
  protected readonly collection: DocumentCollection<T>;

  constructor(
    documents: DocumentStore,
    name: string,
    private readonly indexes: readonly IndexSpec[] = [],
  ) {
    this.collection = documents.collection<T>(name);
  }

  /** Makes every declared index, one after the other. */
  async ensureIndexes(): Promise<void> {
    for (const index of this.indexes) await this.collection.ensureIndex(index);
  }
}
