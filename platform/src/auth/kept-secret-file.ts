import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * A secret kept in a file readable by its owner only (mode 0600): read when it exists, else
 * `generate`d once. Concurrent first starts each write a complete temporary file and hard-link
 * it into place; link fails for all but the first, and every process then reads the file that won.
 */
export async function keptSecretFile(path: string, generate: () => string | Promise<string>): Promise<string> {
  const existing = await readSecretFile(path);
  if (existing !== null) return existing;
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await createExclusively(path, `${(await generate()).trim()}\n`);
  const kept = await readSecretFile(path);
  if (kept === null) throw new Error(`${path} vanished while it was being created`);
  return kept;
}

async function createExclusively(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, text, { mode: 0o600, flag: 'wx' });
  try {
    await link(temporary, path);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary).catch(() => {});
  }
}

async function readSecretFile(path: string): Promise<string | null> {
  try {
    const text = (await readFile(path, 'utf8')).trim();
    await chmod(path, 0o600).catch(() => {}); // keep it private even if someone loosened it
    return text;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

function errorCode(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}
