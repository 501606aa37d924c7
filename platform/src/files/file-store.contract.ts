import { describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.port';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

export interface FileStoreContractOptions {
  /** The adapter over storage it cannot write (a folder under a plain file, a server nobody answers on). */
  cannotWrite: () => Promise<FileStore>;
}

/** The behaviour every FileStore adapter must show. */
export function fileStoreContract(adapterName: string, makeStore: () => Promise<FileStore>, options: FileStoreContractOptions) {
  describe(`files contract: ${adapterName}`, () => {
    it('stores bytes under a name it chooses and gives them back', async () => {
      const store = await makeStore();
      const stored = await store.put('products', PNG, { contentType: 'image/png', extension: 'png' });
      expect(stored.key).toMatch(/^products\/[0-9a-f]{32}\.png$/);
      expect(stored.size).toBe(PNG.byteLength);
      const read = await store.get(stored.key);
      expect(read?.contentType).toBe('image/png');
      expect([...read!.bytes]).toEqual([...PNG]);
    });

    it('never stores two uploads under one name', async () => {
      const store = await makeStore();
      const keys = await Promise.all(
        Array.from({ length: 20 }, () => store.put('proofs', PNG, { contentType: 'image/png', extension: 'png' })),
      );
      expect(new Set(keys.map((k) => k.key)).size).toBe(20);
    });

    it('names files so that one name tells nothing of the next', async () => {
      const store = await makeStore();
      const [a, b] = await Promise.all([1, 2].map(() => store.put('proofs', PNG, { contentType: 'image/png', extension: 'png' })));
      const differing = [...a!.key].filter((char, i) => char !== b!.key[i]).length;
      // Counter-based ids (ObjectId) share their first 20 of 24 characters; random names share about 1 in 16.
      expect(differing).toBeGreaterThan(16);
    });

    it('refuses names that could reach outside the store', async () => {
      const store = await makeStore();
      await expect(store.put('../etc', PNG, { contentType: 'image/png', extension: 'png' })).rejects.toThrow();
      await expect(store.put('products', PNG, { contentType: 'image/png', extension: '../x' })).rejects.toThrow();
      expect(await store.get('../../package.json')).toBeNull();
      expect(await store.get('products/../../secret.png')).toBeNull();
      expect(await store.delete('../../package.json')).toBe(false);
    });

    it('deletes, and answers null for what is not there', async () => {
      const store = await makeStore();
      const stored = await store.put('products', PNG, { contentType: 'image/png', extension: 'png' });
      expect(await store.delete(stored.key)).toBe(true);
      expect(await store.get(stored.key)).toBeNull();
      expect(await store.delete(stored.key)).toBe(false);
    });

    it('answers ping when it can write', async () => {
      await expect((await makeStore()).ping()).resolves.toBeUndefined();
    });

    it('fails ping when it cannot write, so readiness reports the store down', async () => {
      await expect((await options.cannotWrite()).ping()).rejects.toThrow();
    });
  });
}
