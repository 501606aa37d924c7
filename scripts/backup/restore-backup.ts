// Restores a backup folder into a DATA_DIR that is empty or absent: checks every file against the
// manifest (size and sha256) before anything is written, copies into a staging folder beside the
// target, checks the copies again and runs `PRAGMA integrity_check` on each database, then renames
// the staging folder into place. With `force`, an existing DATA_DIR is moved aside, never deleted.
import { chmodSync, copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { makePrivateDirSync, ownerOnlyMode, PRIVATE_FILE_MODE } from '../../platform/src/files/private-files';
import { integrityOf, MANIFEST_FILE, MANIFEST_FORMAT, sha256Of, type Manifest } from './manifest';

export class RestoreError extends Error {}

export interface RestoreOptions {
  backup: string;
  dataDir: string;
  force?: boolean;
  now?: Date;
}

export interface RestoreResult {
  dataDir: string;
  files: number;
  databases: number;
  /** Where the DATA_DIR that was there went (with `force`). */
  movedAside?: string;
}

function readManifest(backup: string): Manifest {
  const file = join(backup, MANIFEST_FILE);
  if (!existsSync(file)) throw new RestoreError(`${backup} is not a shop backup: it has no ${MANIFEST_FILE}`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new RestoreError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (manifest.format !== MANIFEST_FORMAT) throw new RestoreError(`${file} has format ${String(manifest.format)}, not ${MANIFEST_FORMAT}`);
  for (const entry of manifest.files) {
    // A manifest names paths inside the backup only: no absolute path, no way up.
    if (entry.path.startsWith('/') || entry.path.split('/').some((segment) => segment === '..' || segment === '')) {
      throw new RestoreError(`${file} names a path outside the backup: ${JSON.stringify(entry.path)}`);
    }
  }
  return manifest;
}

/** Every file as the manifest says (size, sha256); the problems, one line each. */
async function checksumProblems(folder: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  for (const entry of manifest.files) {
    const file = join(folder, ...entry.path.split('/'));
    if (!existsSync(file)) {
      problems.push(`${entry.path}: missing`);
      continue;
    }
    const size = statSync(file).size;
    const sha256 = await sha256Of(file);
    if (size !== entry.size || sha256 !== entry.sha256) {
      problems.push(`${entry.path}: sha256 ${sha256} (${size} bytes), the manifest says ${entry.sha256} (${entry.size} bytes)`);
    }
  }
  return problems;
}

const isEmptyDir = (dir: string) => statSync(dir).isDirectory() && readdirSync(dir).length === 0;

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const backup = resolve(options.backup);
  const dataDir = resolve(options.dataDir);
  const manifest = readManifest(backup);
  const problems = await checksumProblems(backup, manifest);
  if (problems.length) throw new RestoreError(`The backup ${backup} does not match its manifest; nothing was restored:\n  ${problems.join('\n  ')}`);

  const occupied = existsSync(dataDir) && !isEmptyDir(dataDir);
  if (occupied && !options.force) {
    throw new RestoreError(`${dataDir} is not empty: restore only into an empty or new DATA_DIR, or pass --force to move it aside first`);
  }
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  const staging = `${dataDir}.restoring-${stamp}`;
  // Renamed into place as DATA_DIR: 0700, every folder in it 0700 and every file 0600 or less.
  makePrivateDirSync(staging);
  try {
    for (const entry of manifest.files) {
      const target = join(staging, ...entry.path.split('/'));
      makePrivateDirSync(dirname(target));
      copyFileSync(join(backup, ...entry.path.split('/')), target);
      // The owner's bits as they were; none for the group or others, whatever an older backup recorded.
      chmodSync(target, typeof entry.mode === 'number' ? ownerOnlyMode(entry.mode) : PRIVATE_FILE_MODE);
    }
    const copied = await checksumProblems(staging, manifest);
    if (copied.length) throw new RestoreError(`The copies differ from the manifest:\n  ${copied.join('\n  ')}`);
    for (const entry of manifest.files.filter((f) => f.kind === 'database')) {
      const result = integrityOf(join(staging, ...entry.path.split('/')));
      if (result !== 'ok') throw new RestoreError(`${entry.path} fails PRAGMA integrity_check: ${result}`);
    }
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }

  let movedAside: string | undefined;
  if (occupied) {
    movedAside = `${dataDir}.before-restore-${stamp}`;
    renameSync(dataDir, movedAside);
  } else if (existsSync(dataDir)) {
    rmdirSync(dataDir); // empty: nothing is lost
  }
  renameSync(staging, dataDir);
  return { dataDir, files: manifest.files.length, databases: manifest.databases.length, movedAside };
}
