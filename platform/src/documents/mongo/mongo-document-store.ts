import { MongoClient, type Db, type MongoClientOptions } from 'mongodb';
import type { Doc, DocumentCollection, DocumentStore } from '../document-store.port';
import { activeTransaction, runInTransaction } from '../transaction-scope';
import { MongoCollection, type MongoTransaction } from './mongo-collection';

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
    // ignoreUndefined: `{ a: undefined }` leaves `a` out, as the embedded store does, instead of storing null.
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
    return new MongoCollection<T>(this.db.collection(name), this);
  }

  /**
   * A multi-document transaction (needs a replica set or a sharded cluster). The driver runs
   * `work` again on a transient conflict and commits with retries; the result is `work`'s.
   */
  async transaction<R>(work: () => Promise<R>): Promise<R> {
    if (activeTransaction(this)) return work();
    const session = this.client.startSession();
    const handle: MongoTransaction & { open: boolean } = { open: true, session };
    try {
      let result: R | undefined;
      await session.withTransaction(async () => {
        result = await runInTransaction(this, handle, work);
      });
      return result as R;
    } finally {
      handle.open = false;
      await session.endSession();
    }
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
