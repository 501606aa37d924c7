// DATA_DIR holds the databases, mail, uploads, payment proofs and kept keys, so only the user the
// shop runs as may read it: every folder the shop makes there is 0700, every file it writes 0600.
// (Uploaded product images too: the shop serves them itself, so no one else needs to read them.)
import { chmodSync, closeSync, mkdirSync, openSync, statSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import type { Logger } from '../logging/logger';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The permission bits of the group and of others. */
const SHARED_BITS = 0o077;

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** `mode` with the group's and others' permissions taken off (0644 becomes 0600, 0755 0700). */
export function ownerOnlyMode(mode: number): number {
  return mode & 0o777 & ~SHARED_BITS;
}

/** Makes `path` and any missing parents 0700; a folder already there keeps its mode. */
export async function makePrivateDir(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** `makePrivateDir`, for code that starts synchronously (a database opened in a constructor). */
export function makePrivateDirSync(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** Takes the group's and others' permissions off `path` when it has any (0644 becomes 0600). Missing: nothing to do. */
export function withoutSharedPermissionsSync(path: string): void {
  let mode: number;
  try {
    mode = statSync(path).mode;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (mode & SHARED_BITS) chmodSync(path, ownerOnlyMode(mode));
}

/**
 * Creates `path` empty and 0600 when it is missing, and takes the group's and others' permissions
 * off it when it is there: for a file another library then opens with the process umask (SQLite).
 */
export function privateFileSync(path: string): void {
  closeSync(openSync(path, 'a', PRIVATE_FILE_MODE));
  withoutSharedPermissionsSync(path);
}

/**
 * At start: makes DATA_DIR 0700, or makes it 0700 when the group or others may enter it (an older
 * shop made it 0755), and says so. A DATA_DIR this user does not own (a volume mounted by root)
 * cannot be changed: the shop starts anyway, with a warning.
 */
export async function keepDataDirPrivate(dataDir: string, logger: Pick<Logger, 'warn'>): Promise<void> {
  await makePrivateDir(dataDir);
  const { mode } = await stat(dataDir);
  if ((mode & SHARED_BITS) === 0) return;
  try {
    await chmod(dataDir, PRIVATE_DIR_MODE);
    logger.warn({ dataDir, was: octal(mode) }, `DATA_DIR was open to other users (${octal(mode)}); made it 0700, its owner's alone`);
  } catch (error) {
    logger.warn(
      { dataDir, mode: octal(mode), err: error },
      'DATA_DIR is open to other users and could not be made 0700 (is this user its owner?); what the shop writes there is 0600 all the same',
    );
  }
}
