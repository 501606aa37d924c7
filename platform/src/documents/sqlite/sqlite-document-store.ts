import { join } from 'node:path';
import Database from 'better-sqlite3';
import { makePrivateDirSync, privateFileSync, withoutSharedPermissionsSync } from '../../files/private-files';
import type { Doc, DocumentCollection, DocumentStore } from '../document-store.port';
import { activeTransaction, runInTransaction, type TransactionHandle } from '../transaction-scope';
import { SqliteCollection } from './sqlite-collection';
import { WriteGate } from './write-gate';

export interface SqliteDocumentStoreOptions {
  /** Directory holding the database file (`documents.sqlite`); omit for a store in memory. */
  directory?: string;
  /**
   * `normal` (default): in WAL mode a commit survives a crash of the process, and the file is never
   * corrupt; a power cut may undo the last commits. `full` also syncs the log on every commit.
   */
  synchronous?: 'normal' | 'full';
}

export const DATABASE_FILE = 'documents.sqlite';
const COLLECTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,119}$/;
const STATEMENT_CACHE = 500;

/**
 * The embedded document store: one SQLite database per service, a table of JSONB documents per
 * collection, declared indexes as expression indexes, prefix search as FTS5.
 * One process should own a database file (the shop runs one store per service).
 */
export class SqliteDocumentStore implements DocumentStore {
  readonly db: Database.Database;
  /** One process opens a service's files (`npm run backup` only reads them). */
  readonly exclusive = true;
  private readonly collections = new Map<string, SqliteCollection<Doc>>();
  private readonly statements = new Map<string, Database.Statement>();
  private readonly gate = new WriteGate();
  private closed = false;
  /** Moves on each rollback: collections then check that their tables and word indexes are still there. */
  schemaVersion = 0;
  /** Runs a synchronous step in a savepoint (inside a transaction) or a transaction of its own. */
  readonly atomically: <R>(step: () => R) => R;
  private readonly begin: Database.Statement;
  private readonly commit: Database.Statement;
  private readonly rollback: Database.Statement;

  constructor(readonly options: SqliteDocumentStoreOptions = {}) {
    this.db = new Database(options.directory === undefined ? ':memory:' : privateDatabaseFile(options.directory));
    this.db.pragma('journal_mode = WAL');
    this.db.pragma(`synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
    // Statistics for the query planner, refreshed (on a sample) when the tables have changed much.
    this.db.pragma('analysis_limit = 1000');
    this.db.pragma('optimize = 0x10002');
    this.db.exec('CREATE TABLE IF NOT EXISTS "#array_paths" (collection TEXT NOT NULL, path TEXT NOT NULL, PRIMARY KEY (collection, path)) WITHOUT ROWID');
    // Counted indexes: documents per key (a JSON array of the fields' values); key '' marks one as built.
    this.db.exec('CREATE TABLE IF NOT EXISTS "#counts" (collection TEXT NOT NULL, fields TEXT NOT NULL, key TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (collection, fields, key)) WITHOUT ROWID');
    const inTransaction = this.db.transaction((step: () => unknown) => step());
    this.atomically = <R>(step: () => R) => inTransaction(step) as R;
    [this.begin, this.commit, this.rollback] = ['BEGIN IMMEDIATE', 'COMMIT', 'ROLLBACK'].map((sql) => this.db.prepare(sql)) as [
      Database.Statement,
      Database.Statement,
      Database.Statement,
    ];
  }

  /** Whether documents survive a restart (false in memory). */
  get persistent(): boolean {
    return this.options.directory !== undefined;
  }

  collection<T extends Doc>(name: string): DocumentCollection<T> {
    this.assertOpen();
    let collection = this.collections.get(name);
    if (!collection) {
      if (!COLLECTION_NAME.test(name)) throw new TypeError(`Invalid collection name: ${JSON.stringify(name)}`);
      collection = new SqliteCollection(this, name);
      this.collections.set(name, collection);
    }
    return collection as unknown as DocumentCollection<T>;
  }

  /**
   * Runs `work` as one SQLite transaction (BEGIN IMMEDIATE … COMMIT): every write its collections
   * make commits together or, when it throws, none does. A transaction inside one joins it.
   */
  async transaction<R>(work: () => Promise<R>): Promise<R> {
    if (activeTransaction(this)) return work();
    await this.gate.acquire();
    const handle = { open: true };
    try {
      this.assertOpen();
      this.begin.run();
      const result = await runInTransaction(this, handle satisfies TransactionHandle, work);
      this.commit.run();
      return result;
    } catch (error) {
      if (this.db.inTransaction) this.rollback.run();
      this.schemaVersion += 1;
      throw error;
    } finally {
      handle.open = false;
      this.gate.release();
    }
  }

  /**
   * Runs one synchronous step of a collection. SQLite calls do not yield, so a step is atomic;
   * outside a transaction a step waits while another transaction is open.
   */
  run<R>(step: () => R): Promise<R> {
    if (activeTransaction(this) || !this.gate.busy) {
      try {
        this.assertOpen();
        return Promise.resolve(step());
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return this.gate.acquire().then(() => {
      try {
        this.assertOpen();
        return step();
      } finally {
        this.gate.release();
      }
    });
  }

  /** A prepared statement, kept for reuse (the shop makes a few hundred distinct ones). */
  statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= STATEMENT_CACHE) this.statements.delete(this.statements.keys().next().value as string);
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  async ping(): Promise<void> {
    await this.run(() => this.db.prepare('SELECT 1').get());
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.gate.acquire();
    this.closed = true;
    this.collections.clear();
    this.statements.clear();
    this.db.pragma('optimize');
    if (this.persistent) this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db.close();
    this.gate.release();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('SqliteDocumentStore is closed');
  }
}

/**
 * The database file in `directory`, both made owner-only (0700, 0600) before SQLite opens it:
 * SQLite makes a file with the process umask (0644), and its -wal and -shm files with the mode of
 * the database file. Those an older shop left open to others are closed to them too.
 */
function privateDatabaseFile(directory: string): string {
  makePrivateDirSync(directory);
  const file = join(directory, DATABASE_FILE);
  privateFileSync(file);
  for (const side of ['-wal', '-shm', '-journal']) withoutSharedPermissionsSync(`${file}${side}`);
  return file;
}

/** Factory form: `createSqliteDocumentStore(dataDir)` or `createSqliteDocumentStore()` for memory. */
export function createSqliteDocumentStore(directory?: string): SqliteDocumentStore {
  return new SqliteDocumentStore({ directory });
}

/** A read-only connection to a store's database file, for tools that look without writing. */
export function openSqliteDocumentsReadOnly(directory: string): Database.Database {
  return new Database(join(directory, DATABASE_FILE), { readonly: true, fileMustExist: true });
}
