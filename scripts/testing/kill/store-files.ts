// Reads a service's SQLite documents file (DATA_DIR/<service>/documents.sqlite) read-only, while the
// shop runs (WAL lets readers in) or after it stopped; and the e-mails in DATA_DIR/outbox.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';

// better-sqlite3 is a dependency of the platform package, resolved from there.
const requireFromPlatform = createRequire(new URL('../../../platform/package.json', import.meta.url));
const Database = requireFromPlatform('better-sqlite3') as typeof BetterSqlite3;

export type ServiceName = 'catalog' | 'orders' | 'payments' | 'identity' | 'notifications';

/** Every document of `collection` in `service`'s store; none when the collection was never written. */
export function readCollection<T = Record<string, unknown>>(dataDir: string, service: ServiceName, collection: string): T[] {
  const file = join(dataDir, service, 'documents.sqlite');
  if (!existsSync(file)) return [];
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?").get(collection);
    if (!table) return [];
    const rows = db.prepare(`SELECT json(doc) AS doc FROM "${collection.replaceAll('"', '""')}"`).all() as Array<{ doc: string }>;
    return rows.map((row) => JSON.parse(row.doc) as T);
  } finally {
    db.close();
  }
}

export interface MailFile {
  file: string;
  subject: string;
  to: string;
}

/** Every `.eml` in DATA_DIR/outbox with its Subject and To headers (unfolded). */
export function readMailFolder(dataDir: string): MailFile[] {
  const folder = join(dataDir, 'outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(folder, name), 'utf8');
      const head = text.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      const header = (field: string) => new RegExp(`^${field}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
      return { file: name, subject: header('Subject'), to: header('To') };
    });
}
