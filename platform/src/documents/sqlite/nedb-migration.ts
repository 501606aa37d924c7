import { createReadStream } from 'node:fs';
import { access, readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Doc, DocumentCollection, DocumentStore } from '../document-store.port';
import { makePrivateDir, withoutSharedPermissionsSync } from '../../files/private-files';

/**
 * One-time import of a shop's NeDB datafiles (`<collection>.db`, one JSON line per write) into
 * the document store, for shops that ran before the store moved to SQLite.
 */

export interface NedbMigrationResult {
  collections: number;
  documents: number;
  /** Lines that could not be read (a torn last line after a crash) or held no document. */
  skippedLines: number;
}

export type MigrationLog = (message: string, fields: Record<string, unknown>) => void;

export const BACKUP_DIRECTORY = 'nedb-backup';
const MARKER = { collection: 'migrations', id: '000000000000000000000001', key: 'nedb' };
const BATCH = 500;

/**
 * Imports every `<collection>.db` file in `directory` into `store` in one transaction, with a
 * marker document in `migrations`, then moves the files to `<directory>/nedb-backup/`.
 * Returns null when there is nothing to import. When the marker is already there (a crash after
 * the commit but before the files were moved) it only moves the files and reports zero counts.
 */
export async function migrateNedbFiles(
  directory: string,
  store: DocumentStore,
  log: MigrationLog = () => {},
): Promise<NedbMigrationResult | null> {
  const files = await datafilesIn(directory);
  if (files.length === 0) return null;

  const markers = store.collection(MARKER.collection);
  const result: NedbMigrationResult = { collections: 0, documents: 0, skippedLines: 0 };
  if (await markers.findOne({ key: MARKER.key })) {
    log('NeDB files already imported; moving them to the backup directory', { directory });
  } else {
    const imports: Array<{ collection: DocumentCollection<Doc>; documents: Doc[] }> = [];
    for (const file of files) {
      if (file.collection === undefined) continue;
      const { documents, skipped } = await readDatafile(join(directory, file.name));
      if (skipped.length > 0) log('Skipped unreadable NeDB lines', { file: file.name, lines: skipped.slice(0, 20), count: skipped.length });
      // Opened before the transaction: a collection's table is made when it is first opened, and
      // the store keeps it open even if a failed transaction rolls the table back.
      imports.push({ collection: store.collection(file.collection), documents });
      result.collections += 1;
      result.documents += documents.length;
      result.skippedLines += skipped.length;
    }
    await store.transaction(async () => {
      for (const { collection, documents } of imports) {
        for (let start = 0; start < documents.length; start += BATCH) {
          await collection.insertMany(documents.slice(start, start + BATCH));
        }
      }
      // The fixed _id makes a second import of the same files fail rather than duplicate them.
      await markers.insertOne({ _id: MARKER.id, key: MARKER.key, at: new Date(), collections: result.collections, documents: result.documents });
    });
  }
  await moveToBackup(directory, files.map((file) => file.name));
  return result;
}

interface Datafile {
  name: string;
  /** Undefined for a stale temporary file, which is only moved aside. */
  collection?: string;
}

/**
 * `<name>.db` files, and NeDB's temporary `<name>.db~`. NeDB writes a compacted file as `~` and
 * renames it over the datafile, so a `~` file is the data only when the datafile itself is missing.
 */
async function datafilesIn(directory: string): Promise<Datafile[]> {
  let entries;
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const names = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
  const files: Datafile[] = [];
  for (const name of [...names].sort()) {
    if (name.endsWith('.db')) files.push({ name, collection: name.slice(0, -'.db'.length) });
    else if (name.endsWith('.db~')) {
      const datafile = name.slice(0, -1);
      files.push(names.has(datafile) ? { name } : { name, collection: datafile.slice(0, -'.db'.length) });
    }
  }
  return files;
}

/** Replays a datafile as NeDB did on load: the last line per `_id` wins, a deletion removes it. */
async function readDatafile(path: string): Promise<{ documents: Doc[]; skipped: number[] }> {
  const byId = new Map<string, Doc>();
  const skipped: number[] = [];
  let lineNumber = 0;
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    lineNumber += 1;
    if (line.trim() === '') continue;
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line, reviveDate) as Record<string, unknown>;
    } catch {
      skipped.push(lineNumber);
      continue;
    }
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) skipped.push(lineNumber);
    else if (typeof entry._id === 'string') {
      if (entry.$$deleted === true) byId.delete(entry._id);
      else byId.set(entry._id, entry as Doc);
    } else if (!('$$indexCreated' in entry) && !('$$indexRemoved' in entry)) skipped.push(lineNumber);
  }
  return { documents: [...byId.values()], skipped };
}

/** NeDB wrote a date as `{"$$date": <epoch ms>}`. */
function reviveDate(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const date = (value as Record<string, unknown>).$$date;
    if (typeof date === 'number') return new Date(date);
  }
  return value;
}

async function moveToBackup(directory: string, names: string[]): Promise<void> {
  const backup = join(directory, BACKUP_DIRECTORY);
  await makePrivateDir(backup);
  for (const name of names) {
    // Never overwrite an earlier backup: `products.db`, then `products.db.1`, …
    let target = join(backup, name);
    for (let n = 1; await exists(target); n += 1) target = join(backup, `${name}.${n}`);
    await rename(join(directory, name), target);
    // NeDB wrote its files 0644: the copies kept stay the owner's alone, as the database is.
    withoutSharedPermissionsSync(target);
  }
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
