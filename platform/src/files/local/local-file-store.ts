import { randomBytes } from 'node:crypto';
import { readFile, rm, stat, writeFile, access, constants } from 'node:fs/promises';
import { join } from 'node:path';
import { FOLDER_PATTERN, KEY_PATTERN, type FileStore, type StoredFile } from '../file-store.port';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../private-files';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Files on local disk under one directory (DATA_DIR/uploads), written atomically enough: new names
 * only. Names are 128 random bits, so one file's name tells nothing of another's. Folders are
 * 0700 and files 0600, readable by this process's user alone: the shop serves what is public.
 */
export class LocalFileStore implements FileStore {
  constructor(private readonly directory: string) {}

  async put(folder: string, bytes: Uint8Array, file: { contentType: string; extension: string }): Promise<StoredFile> {
    if (!FOLDER_PATTERN.test(folder)) throw new TypeError(`Invalid folder name: ${folder}`);
    if (!/^[a-z0-9]{1,5}$/.test(file.extension)) throw new TypeError(`Invalid extension: ${file.extension}`);
    const key = `${folder}/${randomBytes(16).toString('hex')}.${file.extension}`;
    await makePrivateDir(join(this.directory, folder));
    await writeFile(join(this.directory, key), bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    return { key, contentType: file.contentType, size: bytes.byteLength };
  }

  async get(key: string): Promise<(StoredFile & { bytes: Uint8Array }) | null> {
    const match = KEY_PATTERN.exec(key);
    if (!match) return null;
    try {
      const bytes = await readFile(join(this.directory, key));
      return { key, bytes, size: bytes.byteLength, contentType: CONTENT_TYPES[match[3]!] ?? 'application/octet-stream' };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<boolean> {
    if (!KEY_PATTERN.test(key)) return false;
    const path = join(this.directory, key);
    const existed = await stat(path).then(() => true, () => false);
    await rm(path, { force: true });
    return existed;
  }

  async ping(): Promise<void> {
    await makePrivateDir(this.directory);
    await access(this.directory, constants.W_OK);
  }
}
