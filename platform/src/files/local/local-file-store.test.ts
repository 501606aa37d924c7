import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileStoreContract } from '../file-store.contract';
import { LocalFileStore } from './local-file-store';

/** A directory that cannot be made: its parent is a plain file (this holds for root too). */
function underAFile(name: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'files-')), 'not-a-folder');
  writeFileSync(file, '');
  return join(file, name);
}

fileStoreContract('LocalFileStore', async () => new LocalFileStore(join(mkdtempSync(join(tmpdir(), 'files-')), 'uploads')), {
  cannotWrite: async () => new LocalFileStore(underAFile('uploads')),
});

describe('LocalFileStore, owner only', () => {
  it('keeps the files and their folders readable by this user alone', async () => {
    const directory = join(mkdtempSync(join(tmpdir(), 'files-')), 'private');
    const stored = await new LocalFileStore(directory).put('payment-proofs', new Uint8Array([1, 2, 3]), { contentType: 'image/png', extension: 'png' });
    expect(statSync(join(directory, stored.key)).mode & 0o777).toBe(0o600);
    expect(statSync(join(directory, 'payment-proofs')).mode & 0o777).toBe(0o700);
    expect(statSync(directory).mode & 0o777).toBe(0o700);
  });

  it('keeps every file of a set owner-only, and leaves nothing behind when a set cannot be written whole', async () => {
    const directory = join(mkdtempSync(join(tmpdir(), 'files-')), 'uploads');
    const store = new LocalFileStore(directory);
    const file = { suffix: '', bytes: new Uint8Array([1, 2, 3]), contentType: 'image/jpeg', extension: 'jpg' };
    const stored = await store.putSet('products', [file, { ...file, suffix: '-320', extension: 'webp' }]);
    expect(stored.map((one) => statSync(join(directory, one.key)).mode & 0o777)).toEqual([0o600, 0o600]);
    // A folder where one file of the set should go: that rename fails, and the set is not stored.
    const name = 'ab'.repeat(16);
    mkdirSync(join(directory, 'products', `${name}-320.webp`));
    await expect(store.putSet('products', [file, { ...file, suffix: '-320', extension: 'webp' }], { name })).rejects.toThrow();
    expect(readdirSync(join(directory, 'products')).filter((entry) => entry.endsWith('.partial'))).toEqual([]);
  });
});
