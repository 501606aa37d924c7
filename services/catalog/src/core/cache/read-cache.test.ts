import { describe, expect, it } from 'vitest';
import { MemoryCache, type Cache } from '@shop/platform';
import { CatalogReadCache, cacheKeyOf } from './read-cache';

describe('CatalogReadCache', () => {
  it('serves a read from the cache until a write invalidates it', async () => {
    const reads = new CatalogReadCache(new MemoryCache());
    let value = 1;
    const load = async () => value;
    expect(await reads.read('k', load)).toBe(1);
    value = 2;
    expect(await reads.read('k', load)).toBe(1);
    await reads.invalidate();
    expect(await reads.read('k', load)).toBe(2);
  });

  it('never lets a read that began before a write put stale data where the next read looks', async () => {
    const reads = new CatalogReadCache(new MemoryCache());
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = reads.read('k', async () => {
      await gate;
      return 'stale';
    });
    await new Promise((resolve) => setImmediate(resolve));
    await reads.invalidate();
    release();
    expect(await slow).toBe('stale');
    expect(await reads.read('k', async () => 'fresh')).toBe('fresh');
  });

  it('reads the store when the cache fails', async () => {
    const broken = { get: () => Promise.reject(new Error('down')), set: () => Promise.reject(new Error('down')) } as unknown as Cache;
    const reads = new CatalogReadCache(broken);
    expect(await reads.read('k', async () => 'from store')).toBe('from store');
    await expect(reads.invalidate()).resolves.toBeUndefined();
  });

  it('keys a query by its defined fields, in any order', () => {
    expect(cacheKeyOf('q', { b: 1, a: 'x', c: undefined })).toBe(cacheKeyOf('q', { a: 'x', b: 1 }));
  });
});
