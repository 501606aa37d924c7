/**
 * The files port: uploaded images (product photos, payment proofs). Callers check the
 * content (type sniffed from the bytes, size) before storing; the store names files
 * itself, so no client-chosen name ever reaches a path.
 */
export interface StoredFile {
  /**
   * Opaque name, `<folder>/<32 hex: 128 random bits>.<ext>` (files stored before: 24 hex); a file
   * of a set adds its suffix to the name: `<folder>/<32 hex>-640.webp`.
   */
  key: string;
  contentType: string;
  size: number;
}

/** One file of a set: the main file (suffix '') or one of its renditions (suffix `-<width>`). */
export interface FileOfSet {
  suffix: string;
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

export interface FileStore {
  put(folder: string, bytes: Uint8Array, file: { contentType: string; extension: string }): Promise<StoredFile>;
  /**
   * Stores several files under one name it chooses (a photo and its renditions): every one, or
   * none. With `name` (one this store gave: the random part of a stored key), the set is written
   * under that name instead, each file replacing any file of its key whole (a reader gets the old
   * bytes or the new, never a mix): for converting files stored before.
   */
  putSet(folder: string, files: readonly FileOfSet[], options?: { name?: string }): Promise<StoredFile[]>;
  get(key: string): Promise<(StoredFile & { bytes: Uint8Array }) | null>;
  delete(key: string): Promise<boolean>;
  ping(): Promise<void>;
}

/** Folder and key shapes a store accepts: lower-case words, and files it named itself. */
export const FOLDER_PATTERN = /^[a-z][a-z0-9-]{0,30}$/;
/** `<folder>/<name><suffix>.<ext>`: groups folder, name, suffix (`-<width>`, or none), extension. */
export const KEY_PATTERN = /^([a-z][a-z0-9-]{0,30})\/([0-9a-f]{32}|[0-9a-f]{24})(-[1-9][0-9]{0,4})?\.([a-z0-9]{1,5})$/;
/** A stored name (the random part of a key). */
export const NAME_PATTERN = /^(?:[0-9a-f]{32}|[0-9a-f]{24})$/;
export const SUFFIX_PATTERN = /^(?:-[1-9][0-9]{0,4})?$/;
export const EXTENSION_PATTERN = /^[a-z0-9]{1,5}$/;
