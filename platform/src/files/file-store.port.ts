/**
 * The files port: uploaded images (product photos, payment proofs). Callers check the
 * content (type sniffed from the bytes, size) before storing; the store names files
 * itself, so no client-chosen name ever reaches a path.
 */
export interface StoredFile {
  /** Opaque name, `<folder>/<32 hex: 128 random bits>.<ext>` (files stored before: 24 hex). */
  key: string;
  contentType: string;
  size: number;
}

export interface FileStore {
  put(folder: string, bytes: Uint8Array, file: { contentType: string; extension: string }): Promise<StoredFile>;
  get(key: string): Promise<(StoredFile & { bytes: Uint8Array }) | null>;
  delete(key: string): Promise<boolean>;
  ping(): Promise<void>;
}

/** Folder and key shapes a store accepts: lower-case words, and files it named itself. */
export const FOLDER_PATTERN = /^[a-z][a-z0-9-]{0,30}$/;
export const KEY_PATTERN = /^([a-z][a-z0-9-]{0,30})\/([0-9a-f]{32}|[0-9a-f]{24})\.([a-z0-9]{1,5})$/;
