import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile, access, constants } from 'node:fs/promises';
import { join } from 'node:path';
import { FOLDER_PATTERN, KEY_PATTERN, type FileStore, type StoredFile } from '../file-store.port';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * Files on local disk under one directory (DATA_DIR/uploads), written atomically enough: new names
 * only. Names are 128 random bits, so one file's name tells nothing of another's. `owner only`
 * keeps the files readable by this process's user alone (payment screenshots).
 */
export class LocalFileStore implements FileStore {
  constructor(
    private readonly directory: string,
    private readonly options: { ownerOnly?: boolean } = {},
  ) {}

  async put(folder: string, bytes: Uint8Array, file: { contentType: string; extension: string }): Promise<StoredFile> {
    if (!FOLDER_PATTERN.test(folder)) throw new TypeError(`Invalid folder name: ${folder}`);
    if (!/^[a-z0-9]{1,5}$/.test(file.extension)) throw new TypeError(`Invalid extension: ${file.extension}`);
    const key = `${folder}/${randomBytes(16).toString('hex')}.${file.extension}`;
    const ownerOnly = this.options.ownerOnly === true;
    await mkdir(join(this.directory, folder), { recursive: true, ...(ownerOnly ? { mode: 0o700 } : {}) });
    await writeFile(join(this.directory, key), bytes, { flag: 'wx', ...(ownerOnly ? { mode: 0o600 } : {}) });
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
    await mkdir(this.directory, { recursive: true });
    await access(this.directory, constants.W_OK);
  }
}
