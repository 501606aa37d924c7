import { describe, expect, it } from 'vitest';
import { MemoryCache } from './memory-cache';

// What only the in-memory adapter has to promise: it stays bounded without a timer.
describe('MemoryCache limits', () => {
  it('never holds more than maxEntries, evicting the least recently used first', async () => {
    const cache = new MemoryCache({ maxEntries: 3 });
    await cache.set('a', 1, 60_000);
    await cache.set('b', 2, 60_000);
    await cache.set('c', 3, 60_000);
    await cache.get('a'); // a is now more recent than b
    await cache.set('d', 4, 60_000);
    expect(cache.size).toBe(3);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('d')).toBe(4);
  });

  it('never holds more than maxBytes of keys and values, evicting the least recently used first', async () => {
    const cache = new MemoryCache({ maxBytes: 100_000 });
    const page = 'x'.repeat(10_000);
    for (let i = 0; i < 200; i += 1) {
      await cache.set(`page:${i}`, page, 60_000);
      if (i === 5) await cache.get('page:0');
      expect(cache.sizeInBytes).toBeLessThanOrEqual(100_000);
    }
    expect(await cache.get('page:199')).toBe(page);
    expect(await cache.get('page:1')).toBeUndefined();
    // Nothing larger than the whole budget is kept, and nothing else is pushed out for it.
    await cache.set('huge', 'y'.repeat(60_000), 60_000);
    expect(await cache.get('huge')).toBeUndefined();
    expect(await cache.get('page:199')).toBe(page);
    await cache.deleteByPrefix('page:');
    expect([cache.size, cache.sizeInBytes]).toEqual([0, 0]);
    await cache.increment('count', 60_000);
    await cache.increment('count', 60_000);
    expect(cache.sizeInBytes).toBe(('count'.length + 1) * 2);
  });

  it('drops expired entries that are never read again', async () => {
    let now = 0;
    const cache = new MemoryCache({ now: () => now });
    for (let i = 0; i < 500; i += 1) await cache.set(`old:${i}`, i, 10);
    now = 100;
    for (let i = 0; i < 500; i += 1) await cache.set(`new:${i}`, i, 1_000);
    expect(cache.size).toBeLessThanOrEqual(500);
    expect(await cache.deleteByPrefix('old:')).toBe(0);
  });

  it('counts deleteByPrefix only for entries still alive', async () => {
    let now = 0;
    const cache = new MemoryCache({ now: () => now });
    await cache.set('p:1', 1, 10);
    await cache.set('p:2', 2, 1_000);
    now = 50;
    expect(await cache.deleteByPrefix('p:')).toBe(1);
    expect(cache.size).toBe(0);
  });
});
