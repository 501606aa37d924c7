import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, stat, writeFile, access, constants } from 'node:fs/promises';
import { join } from 'node:path';
import {
  EXTENSION_PATTERN,
  FOLDER_PATTERN,
  KEY_PATTERN,
  NAME_PATTERN,
  SUFFIX_PATTERN,
  type FileOfSet,
  type FileStore,
  type StoredFile,
} from '../file-store.port';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../private-files';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
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

  async putSet(folder: string, files: readonly FileOfSet[], options: { name?: string } = {}): Promise<StoredFile[]> {
    if (!FOLDER_PATTERN.test(folder)) throw new TypeError(`Invalid folder name: ${folder}`);
    if (options.name !== undefined && !NAME_PATTERN.test(options.name)) throw new TypeError(`Invalid name: ${options.name}`);
    const name = options.name ?? randomBytes(16).toString('hex');
    const keys = files.map((file) => {
      if (!SUFFIX_PATTERN.test(file.suffix)) throw new TypeError(`Invalid suffix: ${file.suffix}`);
      if (!EXTENSION_PATTERN.test(file.extension)) throw new TypeError(`Invalid extension: ${file.extension}`);
      return `${folder}/${name}${file.suffix}.${file.extension}`;
    });
    if (new Set(keys).size !== keys.length) throw new TypeError('Two files of a set have one name');
    await makePrivateDir(join(this.directory, folder));
    // Each file goes to a temporary name first (one no key matches, so it is never served), then
    // all are moved into place, each replacing its key whole. A failure leaves no temporary file,
    // and nothing of a set under a fresh name.
    const temporary = keys.map(() => join(this.directory, folder, `.${randomBytes(8).toString('hex')}.partial`));
    try {
      await Promise.all(files.map((file, i) => writeFile(temporary[i]!, file.bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE })));
      if (options.name === undefined) await this.refuseTaken(keys);
      await Promise.all(keys.map((key, i) => rename(temporary[i]!, join(this.directory, key))));
    } catch (error) {
      const partial = options.name === undefined ? [...temporary, ...keys.map((key) => join(this.directory, key))] : temporary;
      await Promise.all(partial.map((path) => rm(path, { force: true })));
      throw error;
    }
    return files.map((file, i) => ({ key: keys[i]!, contentType: file.contentType, size: file.bytes.byteLength }));
  }

  /** A fresh name is 128 random bits: never in use, but checked rather than overwrite a file. */
  private async refuseTaken(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      if (await stat(join(this.directory, key)).then(() => true, () => false)) throw new Error(`File already stored: ${key}`);
    }
  }

  async get(key: string): Promise<(StoredFile & { bytes: Uint8Array }) | null> {
    const match = KEY_PATTERN.exec(key);
    if (!match) return null;
    try {
      const bytes = await readFile(join(this.directory, key));
      return { key, bytes, size: bytes.byteLength, contentType: CONTENT_TYPES[match[4]!] ?? 'application/octet-stream' };
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
