import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cache } from './cache.port';

export interface CacheContractOptions {
  /**
   * The adapter pointed at a backend nobody answers on (a free port), so the suite can show that
   * ping fails when the cache cannot serve; null for an in-process adapter, which has no backend.
   */
  unreachable: (() => Promise<Cache>) | null;
  /** Runs once after the suite (remove the keys of a shared server). */
  cleanup?: () => Promise<void>;
  /** Reports the whole suite as skipped, with this reason in its name, when the backend is unavailable. */
  skip?: string;
}

/** Polls instead of sleeping: TTL tests finish as soon as the entry is gone. */
const EXPIRY = { timeout: 3_000, interval: 10 };

/** The behaviour every Cache adapter must share. `makeCache` is called once for the suite. */
export function cacheContract(adapterName: string, makeCache: () => Promise<Cache>, options: CacheContractOptions): void {
  const title = `cache contract: ${adapterName}`;
  const suite = options.skip === undefined ? describe : describe.skip;
  suite(options.skip === undefined ? title : `${title} (skipped: ${options.skip})`, () => {
    let cache: Cache;
    // Keys of this run only, so the suite can share a server with other runs.
    const run = `contract:${randomBytes(4).toString('hex')}:`;
    let n = 0;
    const key = (name: string) => `${run}${(n += 1)}:${name}`;

    beforeAll(async () => {
      cache = await makeCache();
    });
    afterAll(async () => {
      await cache?.deleteByPrefix(run);
      await cache?.close();
      await options.cleanup?.();
    });

    it('answers ping', async () => {
      await expect(cache.ping()).resolves.toBeUndefined();
    });

    const { unreachable } = options;
    if (unreachable) {
      it('fails ping while its backend cannot be reached, so readiness reports the cache down', async () => {
        const down = await unreachable();
        try {
          await expect(down.ping()).rejects.toThrow();
        } finally {
          await down.close();
        }
      });
    }

    it('round-trips JSON values and gives undefined for a missing key', async () => {
      const k = key('product');
      const value = { id: 'p1', price: 15_000, tags: ['usb', 'c'], nested: { ok: true, none: null }, at: '2024-05-01' };
      expect(await cache.get(k)).toBeUndefined();
      await cache.set(k, value, 10_000);
      expect(await cache.get(k)).toEqual(value);
      for (const scalar of ['text', '5', 0, false, null, [1, 'two']]) {
        await cache.set(k, scalar, 10_000);
        expect(await cache.get(k)).toEqual(scalar);
      }
    });

    it('returns copies: changing a fetched value does not change the cache', async () => {
      const k = key('copy');
      await cache.set(k, { list: [1] }, 10_000);
      const first = await cache.get<{ list: number[] }>(k);
      first!.list.push(2);
      expect(await cache.get(k)).toEqual({ list: [1] });
    });

    it('refuses a value JSON cannot carry and a time to live that is not positive', async () => {
      await expect(cache.set(key('undef'), undefined, 1_000)).rejects.toThrow(TypeError);
      await expect(cache.set(key('zero'), 1, 0)).rejects.toThrow(RangeError);
      await expect(cache.increment(key('zero'), -5)).rejects.toThrow(RangeError);
    });

    it('expires an entry after its time to live', async () => {
      const k = key('short');
      await cache.set(k, { v: 1 }, 80);
      expect(await cache.get(k)).toEqual({ v: 1 });
      await vi.waitFor(async () => expect(await cache.get(k)).toBeUndefined(), EXPIRY);
      expect(await cache.ttl(k)).toBeUndefined();
    });

    it('a new set replaces the value and the time to live', async () => {
      const k = key('replace');
      await cache.set(k, 'old', 80);
      await cache.set(k, 'new', 60_000);
      const ttl = await cache.ttl(k);
      expect(ttl).toBeGreaterThan(1_000);
      expect(await cache.get(k)).toBe('new');
    });

    it('ttl gives the milliseconds left, or undefined when absent', async () => {
      const k = key('ttl');
      expect(await cache.ttl(k)).toBeUndefined();
      await cache.set(k, 1, 5_000);
      const left = await cache.ttl(k);
      expect(left).toBeGreaterThan(4_000);
      expect(left).toBeLessThanOrEqual(5_000);
    });

    it('delete removes one key and ignores a missing one', async () => {
      const [a, b] = [key('a'), key('b')];
      await cache.set(a, 1, 10_000);
      await cache.set(b, 2, 10_000);
      await cache.delete(a);
      await cache.delete(key('never-set'));
      expect(await cache.get(a)).toBeUndefined();
      expect(await cache.get(b)).toBe(2);
    });

    it('deleteByPrefix removes exactly the keys under the prefix, however many', async () => {
      const base = key('prefix');
      await Promise.all(Array.from({ length: 1_200 }, (_, i) => cache.set(`${base}:p:${i}`, i, 60_000)));
      const others = [`${base}:q:1`, `${base}:p`, `${base}:px:1`, `${base}:P:1`];
      await Promise.all(others.map((k) => cache.set(k, 'stay', 60_000)));
      expect(await cache.deleteByPrefix(`${base}:p:`)).toBe(1_200);
      expect(await cache.get(`${base}:p:0`)).toBeUndefined();
      expect(await cache.get(`${base}:p:1199`)).toBeUndefined();
      for (const k of others) expect(await cache.get(k)).toBe('stay');
      expect(await cache.deleteByPrefix(`${base}:p:`)).toBe(0);
    });

    it('deleteByPrefix takes glob characters in the prefix literally', async () => {
      const base = key('glob');
      await cache.set(`${base}:a*[1]?:x`, 1, 60_000);
      await cache.set(`${base}:aZ1Q:x`, 2, 60_000);
      await cache.set(`${base}:a*1?:x`, 3, 60_000);
      expect(await cache.deleteByPrefix(`${base}:a*[1]?`)).toBe(1);
      expect(await cache.get(`${base}:aZ1Q:x`)).toBe(2);
      expect(await cache.get(`${base}:a*1?:x`)).toBe(3);
    });

    it('100 concurrent increments return each of 1..100 exactly once', async () => {
      const k = key('counter');
      const values = await Promise.all(Array.from({ length: 100 }, () => cache.increment(k, 60_000)));
      expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      expect(await cache.get(k)).toBe(100);
    });

    it('the window starts with the first increment and later ones do not extend it', async () => {
      const k = key('window');
      await cache.increment(k, 5_000);
      const first = await cache.ttl(k);
      await cache.increment(k, 60_000);
      expect(await cache.ttl(k)).toBeLessThanOrEqual(first!);
    });

    it('the window expires and counting restarts at 1', async () => {
      const k = key('restart');
      expect(await cache.increment(k, 100)).toBe(1);
      expect(await cache.increment(k, 100)).toBe(2);
      await vi.waitFor(async () => expect(await cache.ttl(k)).toBeUndefined(), EXPIRY);
      expect(await cache.increment(k, 100)).toBe(1);
    });
  });
}
