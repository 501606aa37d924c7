import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const PROOF_FOLDER = 'payment-proofs';
/** `payment-proofs/<32 hex>.<png|jpg>`: the only keys this store reads or writes. */
const PROOF_KEY = /^payment-proofs\/([0-9a-f]{32})\.(png|jpg)$/;
const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

export interface StoredProof {
  /** What the payments service keeps: `payment-proofs/<name>.<ext>`. */
  key: string;
  /** 128 random bits, as 32 hex characters: nothing to guess from, unlike a counter-based id. */
  name: string;
}

/** Payment screenshots (names, phone numbers, amounts): private files, served only by the authorised route. */
export interface ProofFiles {
  put(bytes: Uint8Array, type: 'png' | 'jpg'): Promise<StoredProof>;
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

/**
 * Proofs on local disk in a directory of their own, outside the public uploads (which anyone
 * may read), under a random 128-bit name.
 */
export class LocalProofFiles implements ProofFiles {
  constructor(private readonly directory: string) {}

  async put(bytes: Uint8Array, type: 'png' | 'jpg'): Promise<StoredProof> {
    const name = randomBytes(16).toString('hex');
    const key = `${PROOF_FOLDER}/${name}.${type}`;
    await mkdir(join(this.directory, PROOF_FOLDER), { recursive: true, mode: 0o700 });
    await writeFile(join(this.directory, key), bytes, { flag: 'wx', mode: 0o600 });
    return { key, name };
  }

  async get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
    const match = PROOF_KEY.exec(key);
    if (!match) return null;
    try {
      return { bytes: await readFile(join(this.directory, key)), contentType: CONTENT_TYPES[match[2] as 'png' | 'jpg'] };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (PROOF_KEY.test(key)) await rm(join(this.directory, key), { force: true });
  }
}
