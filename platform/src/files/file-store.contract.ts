import { describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.port';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const bytesOf = (text: string) => new TextEncoder().encode(text);

/** A photo as the upload stores it: the main JPEG and two renditions. */
const PHOTO_SET = [
  { suffix: '', bytes: bytesOf('main jpeg'), contentType: 'image/jpeg', extension: 'jpg' },
  { suffix: '-320', bytes: bytesOf('small avif'), contentType: 'image/avif', extension: 'avif' },
  { suffix: '-320', bytes: bytesOf('small webp'), contentType: 'image/webp', extension: 'webp' },
];
const textOf = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

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

    it('stores a set of files under one name it chooses, each with its suffix, and gives each back with its type', async () => {
      const store = await makeStore();
      const stored = await store.putSet('products', PHOTO_SET);
      const name = stored[0]!.key.slice('products/'.length, -'.jpg'.length);
      expect(name).toMatch(/^[0-9a-f]{32}$/);
      expect(stored.map((file) => file.key)).toEqual([`products/${name}.jpg`, `products/${name}-320.avif`, `products/${name}-320.webp`]);
      expect(stored.map((file) => file.size)).toEqual(PHOTO_SET.map((file) => file.bytes.byteLength));
      const read = await Promise.all(stored.map((file) => store.get(file.key)));
      expect(read.map((file) => file?.contentType)).toEqual(['image/jpeg', 'image/avif', 'image/webp']);
      expect(read.map((file) => textOf(file?.bytes))).toEqual(['main jpeg', 'small avif', 'small webp']);
      const another = await store.putSet('products', PHOTO_SET);
      expect(another[0]!.key).not.toBe(stored[0]!.key);
    });

    it('replaces a set under a name it gave, when asked to, leaving other names alone', async () => {
      const store = await makeStore();
      const old = await store.put('products', PNG, { contentType: 'image/png', extension: 'png' });
      const other = await store.putSet('products', PHOTO_SET);
      const name = old.key.slice('products/'.length, -'.png'.length);
      const first = await store.putSet('products', PHOTO_SET, { name });
      const again = await store.putSet('products', [{ ...PHOTO_SET[0]!, bytes: bytesOf('converted again') }], { name });
      expect(again.map((file) => file.key)).toEqual([`products/${name}.jpg`]);
      expect(textOf((await store.get(`products/${name}.jpg`))?.bytes)).toBe('converted again');
      expect(textOf((await store.get(first[1]!.key))?.bytes)).toBe('small avif');
      expect([...(await store.get(old.key))!.bytes]).toEqual([...PNG]);
      expect(textOf((await store.get(other[0]!.key))?.bytes)).toBe('main jpeg');
    });

    it('refuses sets whose names could reach outside the store or clash, storing none of them', async () => {
      const store = await makeStore();
      const [main] = PHOTO_SET;
      await expect(store.putSet('../etc', PHOTO_SET)).rejects.toThrow();
      for (const bad of ['/../x', '-0', '--1', '-1/../a', '-123456', 'x']) {
        await expect(store.putSet('products', [main!, { ...main!, suffix: bad }])).rejects.toThrow();
      }
      await expect(store.putSet('products', [{ ...main!, extension: '../x' }])).rejects.toThrow();
      await expect(store.putSet('products', [main!, main!])).rejects.toThrow();
      await expect(store.putSet('products', PHOTO_SET, { name: '../../etc/passwd' })).rejects.toThrow();
      await expect(store.putSet('products', PHOTO_SET, { name: 'a'.repeat(32) + '-320' })).rejects.toThrow();
      expect(await store.get(`products/${'0'.repeat(32)}-0.jpg`)).toBeNull();
      expect(await store.get(`products/${'0'.repeat(32)}-320.jpg/../x`)).toBeNull();
    });

    it('answers ping when it can write', async () => {
      await expect((await makeStore()).ping()).resolves.toBeUndefined();
    });

    it('fails ping when it cannot write, so readiness reports the store down', async () => {
      await expect((await options.cannotWrite()).ping()).rejects.toThrow();
    });
  });
}
