import type { Doc, DocumentCollection, DocumentStore } from './document-store.port';
import { DuplicateKeyError } from './document-store.port';

/**
 * One shop setting (a delivery zone table, a synonym table) as one document of a service's store:
 * `{ key, [key]: value }`, unique by key. Seeded once, then replaced as a whole.
 */
export class DocumentSetting<T> {
  private readonly collection: DocumentCollection<Doc & Record<string, unknown>>;

  constructor(documents: DocumentStore, collection: string, private readonly key: string) {
    this.collection = documents.collection(collection);
  }

  ensureIndexes(): Promise<void> {
    return this.collection.ensureIndex({ fields: ['key'], unique: true });
  }

  /** The stored value; undefined before one was ever stored. */
  async load(): Promise<T | undefined> {
    return (await this.collection.findOne({ key: this.key }))?.[this.key] as T | undefined;
  }

  /** Stores the value unless one is stored already; true when it stored it. */
  async seed(value: T): Promise<boolean> {
    try {
      await this.collection.insertOne({ key: this.key, [this.key]: value });
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  async save(value: T): Promise<void> {
    await this.collection.updateOne({ key: this.key }, { $set: { [this.key]: value } }, { upsert: true });
  }
}
