import { describe, expect, it, vi } from 'vitest';
import { MemoryCache, type Cache, type Logger } from '@shop/platform';
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

  it('keeps a stale read out after any number of writes', async () => {
    const reads = new CatalogReadCache(new MemoryCache());
    await reads.invalidate();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = reads.read('k', async () => {
      await gate;
      return 'stale';
    });
    await new Promise((resolve) => setImmediate(resolve));
    await reads.invalidate();
    release();
    await slow;
    expect(await reads.read('k', async () => 'fresh')).toBe('fresh');
  });

  it('tells the shop which products a write changed, even with the cache off, and nothing for a write of no product', async () => {
    const told: unknown[] = [];
    const reads = new CatalogReadCache(new MemoryCache(), undefined, 0, async (change) => void told.push(change));
    await reads.invalidate({ productIds: ['aaaaaaaaaaaaaaaaaaaaaaaa'], listings: false });
    await reads.invalidate();
    expect(told).toEqual([{ productIds: ['aaaaaaaaaaaaaaaaaaaaaaaa'], listings: false }]);
  });

  it('keeps the write counter for 30 days, far beyond any cached read', async () => {
    const cache = new MemoryCache();
    await new CatalogReadCache(cache).invalidate();
    const ttl = await cache.ttl('catalog:generation');
    const thirtyDays = 30 * 24 * 60 * 60 * 1000;
    expect(ttl).toBeGreaterThan(thirtyDays - 60_000);
    expect(ttl).toBeLessThanOrEqual(thirtyDays);
  });

  it('warns when the cache cannot be read, and does not write to it then', async () => {
    const down = new Error('down');
    const cache = new MemoryCache();
    vi.spyOn(cache, 'get').mockRejectedValue(down);
    const set = vi.spyOn(cache, 'set');
    const logger = quietLogger();
    expect(await new CatalogReadCache(cache, logger).read('k', async () => 'from store')).toBe('from store');
    expect(logger.warn).toHaveBeenCalledWith({ err: down }, 'catalog cache read failed; reading the store');
    expect(set).not.toHaveBeenCalled();
  });

  it('warns when a read cannot be kept or a write cannot clear the cache', async () => {
    const down = new Error('down');
    const cache = new MemoryCache();
    vi.spyOn(cache, 'set').mockRejectedValue(down);
    vi.spyOn(cache, 'increment').mockRejectedValue(down);
    const logger = quietLogger();
    const reads = new CatalogReadCache(cache, logger);
    expect(await reads.read('k', async () => 'from store')).toBe('from store');
    expect(logger.warn).toHaveBeenLastCalledWith({ err: down }, 'catalog cache write failed');
    await reads.invalidate();
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn).toHaveBeenLastCalledWith({ err: down }, 'catalog cache write failed');
  });
});

const quietLogger = () => ({ warn: vi.fn() }) as unknown as Logger & { warn: ReturnType<typeof vi.fn> };
