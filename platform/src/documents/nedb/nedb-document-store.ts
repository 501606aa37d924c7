import { join } from 'node:path';
import type { Doc, DocumentCollection, DocumentStore } from '../document-store.port';
import { NedbCollection } from './nedb-collection';
import { ObjectIdDatastore } from './object-id-datastore';

export interface NedbDocumentStoreOptions {
  /** Directory holding one `<collection>.db` file per collection; omit for an in-memory store. */
  directory?: string;
  /**
   * nedb appends a line per write; the datafile is rewritten once the writes since the last
   * rewrite exceed this many, or the number of documents if that is larger. Default 1000.
   */
  compactAfterWrites?: number;
}

interface Entry {
  collection: NedbCollection<Doc>;
  datastore: ObjectIdDatastore;
  ready: Promise<void>;
  writes: number;
  /** Documents at the last compaction, so big collections are not rewritten too often. */
  size: number;
}

const COLLECTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,119}$/;

/**
 * The embedded document store (@seald-io/nedb): one datafile per collection under `directory`.
 * One process should own a directory; two stores on the same files would overwrite each other.
 */
export class NedbDocumentStore implements DocumentStore {
  private readonly entries = new Map<string, Entry>();
  private readonly compactAfterWrites: number;
  private closed = false;

  constructor(private readonly options: NedbDocumentStoreOptions = {}) {
    this.compactAfterWrites = options.compactAfterWrites ?? 1000;
  }

  /** Whether documents survive a restart (false in in-memory mode). */
  get persistent(): boolean {
    return this.options.directory !== undefined;
  }

  collection<T extends Doc>(name: string): DocumentCollection<T> {
    return this.entry(name).collection as unknown as DocumentCollection<T>;
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('NedbDocumentStore is closed');
  }

  /** Waits for queued writes and leaves every datafile compacted. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const entries = [...this.entries.values()];
    this.entries.clear();
    await Promise.all(
      entries.map(async ({ datastore, ready }) => {
        // A collection that never loaded has nothing to flush.
        if (await ready.then(() => true, () => false)) await datastore.compactDatafileAsync();
      }),
    );
  }

  private entry(name: string): Entry {
    if (this.closed) throw new Error('NedbDocumentStore is closed');
    const existing = this.entries.get(name);
    if (existing) return existing;
    if (!COLLECTION_NAME.test(name)) throw new TypeError(`Invalid collection name: ${JSON.stringify(name)}`);

    const dir = this.options.directory;
    const datastore = new ObjectIdDatastore(
      dir === undefined ? { inMemoryOnly: true } : { filename: join(dir, `${name}.db`) },
    );
    // Loading also compacts the file once, dropping lines left by earlier runs.
    const ready = datastore.loadDatabaseAsync();
    ready.catch(() => {}); // surfaced by the first operation that awaits it
    const entry: Entry = {
      datastore,
      ready,
      writes: 0,
      size: 0,
      collection: new NedbCollection(
        name,
        async () => {
          if (this.closed) throw new Error('NedbDocumentStore is closed');
          await ready;
          return datastore;
        },
        (writes) => this.recordWrites(entry, writes),
      ),
    };
    this.entries.set(name, entry);
    return entry;
  }

  private recordWrites(entry: Entry, writes: number): void {
    if (!this.persistent) return;
    entry.writes += writes;
    if (entry.writes < Math.max(this.compactAfterWrites, entry.size)) return;
    entry.writes = 0;
    entry.size = entry.datastore.getAllData().length;
    // Runs in nedb's queue after the writes already there; a failure leaves the (valid) append-only file as it was.
    entry.datastore.compactDatafileAsync().catch(() => {});
  }
}

/** Factory form: `createNedbDocumentStore(dataDir)` or `createNedbDocumentStore()` for memory. */
export function createNedbDocumentStore(directory?: string): NedbDocumentStore {
  return new NedbDocumentStore({ directory });
}
