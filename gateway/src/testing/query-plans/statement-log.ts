import { SqliteDocumentStore } from '@shop/platform';
import type Database from 'better-sqlite3';
import { vi } from 'vitest';

/** Every distinct SQL text each embedded store prepared, by the store's directory. */
export interface StatementLog {
  /** Store directory → SQL texts, in the order first seen. */
  readonly statements: Map<string, Set<string>>;
  /** The better-sqlite3 class the stores use (the gateway does not depend on the driver itself). */
  driver(): typeof Database;
  /** Puts `SqliteDocumentStore.prototype.statement` back. */
  restore(): void;
}

/**
 * Spies on the prepared-statement cache every collection goes through. Install it before the
 * shop starts: statements prepared earlier are not seen.
 */
export function recordStatements(): StatementLog {
  const statements = new Map<string, Set<string>>();
  let driver: typeof Database | undefined;
  const original = SqliteDocumentStore.prototype.statement;
  const spy = vi.spyOn(SqliteDocumentStore.prototype, 'statement').mockImplementation(function (this: SqliteDocumentStore, sql: string) {
    const directory = this.options.directory;
    if (directory !== undefined) {
      let seen = statements.get(directory);
      if (!seen) statements.set(directory, (seen = new Set()));
      seen.add(sql);
      driver ??= this.db.constructor as typeof Database;
    }
    return original.call(this, sql);
  });
  return {
    statements,
    driver: () => {
      if (!driver) throw new Error('no embedded store ran a statement yet');
      return driver;
    },
    restore: () => spy.mockRestore(),
  };
}
