import type Database from 'better-sqlite3';

/** What the parts of a collection share: its names and the store's statements and transactions. */
export interface CollectionSql {
  /** The collection's name, as the store's own tables record it. */
  readonly name: string;
  /** Its table, quoted for SQL. */
  readonly table: string;
  sql(sql: string): Database.Statement;
  /** Runs schema statements (not kept as prepared statements). */
  exec(sql: string): void;
  /** A savepoint inside an open transaction, a transaction otherwise. */
  atomically<R>(step: () => R): R;
}
