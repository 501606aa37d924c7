import { MongoClient, type Db, type MongoClientOptions } from 'mongodb';
import type { Doc, DocumentCollection, DocumentStore } from '../document-store.port';
import { MongoCollection } from './mongo-collection';

export interface MongoDocumentStoreOptions {
  url: string;
  /** Database name; defaults to the one in the URL path (MongoDB's own default is `test`). */
  dbName?: string;
  clientOptions?: MongoClientOptions;
}

/**
 * The distributed document store over the official driver. The client connects on first use
 * (the driver does this itself); `connect` is there to fail fast at start-up.
 */
export class MongoDocumentStore implements DocumentStore {
  private readonly client: MongoClient;
  private readonly db: Db;

  constructor(options: MongoDocumentStoreOptions) {
    // ignoreUndefined: `{ a: undefined }` leaves `a` out, as nedb does, instead of storing null.
    this.client = new MongoClient(options.url, { ignoreUndefined: true, ...options.clientOptions });
    this.db = this.client.db(options.dbName);
  }

  /** Creates a store and checks the server answers, so a bad MONGO_URL stops start-up. */
  static async connect(url: string, dbName?: string, clientOptions?: MongoClientOptions): Promise<MongoDocumentStore> {
    const store = new MongoDocumentStore({ url, dbName, clientOptions });
    try {
      await store.ping();
      return store;
    } catch (error) {
      await store.close();
      throw error;
    }
  }

  get databaseName(): string {
    return this.db.databaseName;
  }

  collection<T extends Doc>(name: string): DocumentCollection<T> {
    return new MongoCollection<T>(this.db.collection(name));
  }

  async ping(): Promise<void> {
    await this.db.command({ ping: 1 });
  }

  close(): Promise<void> {
    return this.client.close();
  }

  /** Drops the whole database; for tests that made a throwaway one. */
  async dropDatabase(): Promise<void> {
    await this.db.dropDatabase();
  }
}
