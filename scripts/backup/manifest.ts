// The manifest of a backup folder (`manifest.json`): every file with its size and sha256, each
// database's schema, the shop's version and the time, so a restore can check the copy before use.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

// better-sqlite3 is a dependency of the platform package, resolved from there.
const requireFromPlatform = createRequire(new URL('../../platform/package.json', import.meta.url));
export const Database = requireFromPlatform('better-sqlite3') as typeof BetterSqlite3;

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_FORMAT = 'devshop-embedded-backup/1';
/** The database of each service under DATA_DIR/<service>/ (see SqliteDocumentStore). */
export const DATABASE_FILE = 'documents.sqlite';

export interface ManifestFile {
  /** Path inside the backup folder and inside DATA_DIR, with `/` separators. */
  path: string;
  size: number;
  sha256: string;
  /** Permission bits (0600 for every file a shop now writes); a restore keeps the owner's and gives the group and others none. */
  mode: number;
  kind: 'database' | 'file';
}

export interface DatabaseSchema {
  path: string;
  /** `PRAGMA user_version` and the collections (tables) it held. */
  userVersion: number;
  tables: string[];
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  sourceDataDir: string;
  app: { name: string; version: string; commit?: string; node: string; sqlite: string };
  databases: DatabaseSchema[];
  files: ManifestFile[];
  /** What the backup deliberately did not copy, with the reason. */
  leftOut: Array<{ path: string; reason: string }>;
}

export function sha256Of(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** The schema facts of one database file, opened read-only. */
export function schemaOf(file: string, path: string): DatabaseSchema {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const userVersion = db.pragma('user_version', { simple: true }) as number;
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as Array<{ name: string }>).map((row) => row.name);
    return { path, userVersion, tables };
  } finally {
    db.close();
  }
}

/** `PRAGMA integrity_check` of a database file: 'ok' or the problems SQLite lists. */
export function integrityOf(file: string): string {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const rows = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    return rows.map((row) => row.integrity_check).join('; ');
  } finally {
    db.close();
  }
}
