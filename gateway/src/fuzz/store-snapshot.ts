import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openSqliteDocumentsReadOnly } from '@shop/platform';

/** Every document of every service's store: `service/collection` → id → stored bytes. */
export type StoreSnapshot = Map<string, Map<string, Buffer>>;

/**
 * Reads the embedded stores of a shop (one SQLite database per service under DATA_DIR) through
 * a read-only connection of its own: the services' code is not asked, so a write that bypassed it
 * shows too. A snapshot is a few hundred rows: cheap enough to take around every request.
 */
export class StoreSnapshots {
  private readonly stores: Array<{ service: string; db: ReturnType<typeof openSqliteDocumentsReadOnly> }>;

  constructor(dataDir: string, services: readonly string[]) {
    this.stores = services
      .filter((service) => existsSync(join(dataDir, service)))
      .map((service) => ({ service, db: openSqliteDocumentsReadOnly(join(dataDir, service)) }));
    if (!this.stores.length) throw new Error(`no embedded store under ${dataDir}`);
  }

  take(): StoreSnapshot {
    const snapshot: StoreSnapshot = new Map();
    for (const { service, db } of this.stores) {
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%#%'")
        .pluck()
        .all() as string[];
      for (const table of tables) {
        const rows = db.prepare(`SELECT id, doc FROM "${table.replaceAll('"', '""')}"`).raw().all() as Array<[string, Buffer]>;
        snapshot.set(`${service}/${table}`, new Map(rows));
      }
    }
    return snapshot;
  }

  /** Moves whenever another connection commits to any of the stores (SQLite's `data_version`): cheaper than a snapshot. */
  version(): string {
    return this.stores.map(({ db }) => String(db.pragma('data_version', { simple: true }))).join('.');
  }

  close(): void {
    for (const { db } of this.stores) db.close();
  }
}

/** What differs between two snapshots, one line per document (at most `limit`). */
export function snapshotDiff(before: StoreSnapshot, after: StoreSnapshot, limit = 10): string[] {
  const lines: string[] = [];
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(name) ?? new Map<string, Buffer>();
    const is = after.get(name) ?? new Map<string, Buffer>();
    for (const [id, doc] of is) {
      const old = was.get(id);
      if (!old) lines.push(`${name} ${id} added`);
      else if (!old.equals(doc)) lines.push(`${name} ${id} changed`);
    }
    for (const id of was.keys()) if (!is.has(id)) lines.push(`${name} ${id} removed`);
  }
  return lines.slice(0, limit);
}
