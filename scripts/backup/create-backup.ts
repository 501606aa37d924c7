// A consistent snapshot of an embedded shop's DATA_DIR, running or stopped: each service's SQLite
// database through SQLite's online backup (a consistent copy while the shop writes, WAL included),
// then every other file the shop keeps there (signing keys, secrets, uploads, payment proofs, mail),
// with a manifest of sizes and sha256 sums. Written to a `.partial` folder, renamed when complete.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { makePrivateDirSync, PRIVATE_DIR_MODE, PRIVATE_FILE_MODE, withoutSharedPermissionsSync } from '../../platform/src/files/private-files';
import { Database, DATABASE_FILE, MANIFEST_FILE, MANIFEST_FORMAT, schemaOf, sha256Of, type Manifest, type ManifestFile } from './manifest';

const ROOT = new URL('../../', import.meta.url);
/** Written by SQLite next to a database; the online backup folds their content into the copy. */
const SQLITE_SIDE_FILE = /\.sqlite-(wal|shm|journal)$/;

export class BackupError extends Error {}

export interface BackupOptions {
  dataDir: string;
  /** Parent folder of the timestamped backup folder. */
  outDir: string;
  /** Leave the mail outbox folder (DATA_DIR/outbox, sent e-mails as files) out. */
  withoutMail?: boolean;
  now?: Date;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

function appVersion(): Manifest['app'] {
  const platform = JSON.parse(readFileSync(new URL('platform/package.json', ROOT), 'utf8')) as { version: string };
  let commit: string | undefined;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: new URL('.', ROOT), stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    // Not a git checkout (an installed copy): the version is enough.
  }
  const sqlite = (new Database(':memory:').prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  return { name: 'devshop', version: platform.version, commit, node: process.version, sqlite };
}

/**
 * The order the databases are copied in: each is consistent on its own, and one copied later may
 * hold more. So a record is copied before what it refers to: an order (orders) before its stock
 * reservation (catalog) and its owner (identity); the consumers of order events (notifications,
 * payments) before orders. A restore then never has an order without its reservation or owner;
 * at worst a reservation without its order, which the orders sweeper releases.
 * An event published while the backup ran was handled by its consumers before its publisher's
 * copy marks it published (the relay waits for them); a consumer copied earlier only lacks its
 * record of it, so a restored shop does not act on it again (no second receipt).
 */
const COPY_ORDER = ['notifications', 'payments', 'orders', 'catalog', 'identity'];
const rank = (path: string) => {
  const index = COPY_ORDER.indexOf(path.split('/')[0]!);
  return index === -1 ? -1 : index;
};

/** The service databases under `dataDir` (`<service>/documents.sqlite`), in copy order; none means no shop there. */
export function shopDatabases(dataDir: string): string[] {
  if (!existsSync(dataDir) || !statSync(dataDir).isDirectory()) return [];
  return readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dataDir, entry.name, DATABASE_FILE)))
    .map((entry) => `${entry.name}/${DATABASE_FILE}`)
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** Copies one database through the online backup API, then leaves the copy in rollback-journal mode (one self-contained file). */
async function backUpDatabase(source: string, target: string): Promise<void> {
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    // After the first step, the rest in one step, so the shop's writes cannot keep restarting it.
    await db.backup(target, { progress: () => 1_000_000_000 });
  } finally {
    db.close();
  }
  const copy = new Database(target);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

export async function createBackup(options: BackupOptions): Promise<{ folder: string; manifest: Manifest }> {
  const dataDir = resolve(options.dataDir);
  const databases = shopDatabases(dataDir);
  if (databases.length === 0) {
    throw new BackupError(`No shop in ${dataDir}: no <service>/${DATABASE_FILE} there. Pass the shop's DATA_DIR with --data-dir.`);
  }
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  const folder = join(resolve(options.outDir), `shop-backup-${stamp}`);
  const partial = `${folder}.partial`;
  if (existsSync(folder) || existsSync(partial)) throw new BackupError(`${folder} exists already`);
  // The backup holds the signing key and secrets: only its owner reads it, every file 0600.
  makePrivateDirSync(partial);
  chmodSync(partial, PRIVATE_DIR_MODE);
  const started = new Date();
  const files: ManifestFile[] = [];
  const leftOut: Manifest['leftOut'] = [];
  const add = async (path: string, kind: ManifestFile['kind']) => {
    const file = join(partial, ...path.split('/'));
    const stats = statSync(file);
    files.push({ path, kind, size: stats.size, sha256: await sha256Of(file), mode: stats.mode & 0o777 });
  };

  for (const path of databases) {
    const target = join(partial, ...path.split('/'));
    makePrivateDirSync(dirname(target));
    await backUpDatabase(join(dataDir, ...path.split('/')), target);
    withoutSharedPermissionsSync(target);
    await add(path, 'database');
  }
  const outInside = resolve(options.outDir).startsWith(dataDir + sep) ? resolve(options.outDir) : undefined;
  for (const file of filesUnder(dataDir)) {
    const path = relative(dataDir, file).split(sep).join('/');
    if (databases.includes(path)) continue;
    if (outInside && file.startsWith(outInside + sep)) continue;
    if (SQLITE_SIDE_FILE.test(path)) {
      leftOut.push({ path, reason: 'SQLite write-ahead log or shared memory: its content is in the database copy' });
      continue;
    }
    if (options.withoutMail && path.startsWith('outbox/')) {
      leftOut.push({ path, reason: 'mail outbox left out (--without-mail): copies of e-mails already sent' });
      continue;
    }
    const target = join(partial, ...path.split('/'));
    makePrivateDirSync(dirname(target));
    try {
      copyFileSync(file, target);
    } catch (error) {
      // A file the shop removed meanwhile (a replaced upload): not part of the snapshot.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    // A copy takes its source's mode: one an older shop wrote 0644 is kept 0600.
    withoutSharedPermissionsSync(target);
    await add(path, 'file');
  }

  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    createdAt: started.toISOString(),
    sourceDataDir: dataDir,
    app: appVersion(),
    databases: databases.map((path) => schemaOf(join(partial, ...path.split('/')), path)),
    files,
    leftOut,
  };
  writeFileSync(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
  renameSync(partial, folder);
  return { folder, manifest };
}
