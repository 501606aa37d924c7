import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HotEntry } from './hot-entry';
import { hotReadOf, type HotRead } from './hot-read-requests';
import { MemoryHotReadStore } from './hot-read-store';
import type { HotReadStore } from './hot-read-store.port';
import { RedisHotReadStore } from './redis-hot-read-store';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const entry = (text: string) => new HotEntry(Buffer.from(text));
const read = (url: string) => hotReadOf('GET', url) as HotRead;

function storeWith(now = () => 0) {
  const store = new MemoryHotReadStore({ ttlMs: 1000, maxEntries: 3, now });
  const put = (url: string, productIds: string[]) => store.put(read(url), entry(url), productIds, store.mark());
  return { store, put };
}

function contract(name: string, open: () => Promise<HotReadStore>) {
  describe(`the hot read store (${name})`, () => {
    let store: HotReadStore;
    beforeEach(async () => {
      store = await open();
    });
    afterEach(() => store.close?.());
    const put = async (url: string, productIds: string[]) => store.put(read(url), entry(url), productIds, await store.mark());
    const has = async (url: string) => (await store.get(read(url).key)) !== undefined;

    it('drops the pages that show a changed product, and only those when listings keep their products', async () => {
      await put(`/api/v1/products/${A}`, [A]);
      await put('/api/v1/products?page=1', [A, B]);
      await put('/api/v1/products?page=2', [B]);
      await store.drop({ productIds: [A], listings: false });
      expect(await has(`/api/v1/products/${A}`)).toBe(false);
      expect(await has('/api/v1/products?page=1')).toBe(false);
      expect(await has('/api/v1/products?page=2')).toBe(true);
    });

    it('drops every listing when listings may hold other products, and keeps the other products’ pages', async () => {
      await put(`/api/v1/products/${B}`, [B]);
      await put('/api/v1/products/categories', []);
      await put('/api/v1/products?page=2', [B]);
      await store.drop({ productIds: [A], listings: true });
      expect(await has(`/api/v1/products/${B}`)).toBe(true);
      expect(await has('/api/v1/products/categories')).toBe(false);
      expect(await has('/api/v1/products?page=2')).toBe(false);
    });

    it('drops listings filtered by stock on any stock change', async () => {
      await put('/api/v1/products?inStock=true', [B]);
      await put('/api/v1/products?page=3', [B]);
      await store.drop({ productIds: [A], listings: false });
      expect(await has('/api/v1/products?inStock=true')).toBe(false);
      expect(await has('/api/v1/products?page=3')).toBe(true);
    });

    it('keeps out a page read before a change that came while it was read', async () => {
      const mark = await store.mark();
      await store.drop({ productIds: [B], listings: false });
      expect(await store.put(read('/api/v1/products'), entry('old'), [A], mark)).toBe(false);
      expect(await has('/api/v1/products')).toBe(false);
    });
  });
}

contract('memory', async () => new MemoryHotReadStore({ ttlMs: 60_000, maxEntries: 100 }));
contract('Redis', () => RedisHotReadStore.connect(REDIS_URL, { prefix: `hot-test-${randomUUID()}:`, ttlMs: 60_000 }));

describe('the hot read store in memory', () => {
  it('forgets an entry after its time to live, and the oldest beyond its size', () => {
    let now = 0;
    const { store, put } = storeWith(() => now);
    put('/api/v1/products?page=1', [A]);
    now = 999;
    expect(store.get('/api/v1/products?page=1')).toBeDefined();
    now = 1000;
    expect(store.get('/api/v1/products?page=1')).toBeUndefined();
    for (const page of [1, 2, 3, 4]) put(`/api/v1/products?page=${page}`, [A]);
    expect(store.size).toBe(3);
    expect(store.get('/api/v1/products?page=1')).toBeUndefined();
    expect(store.get('/api/v1/products?page=4')).toBeDefined();
  });
});

describe('which requests are hot reads', () => {
  it('are the catalogue reads, keyed by path and parameters in any order', () => {
    expect(hotReadOf('GET', '/api/v1/products?limit=5&page=2')?.key).toBe(hotReadOf('GET', '/api/v1/products?page=2&limit=5')?.key);
    expect(hotReadOf('HEAD', `/api/v1/products/${A}`)).toEqual({ key: `/api/v1/products/${A}`, listing: false, byStock: false });
    expect(hotReadOf('GET', '/api/v1/products/search?search=usb%20hub')).toMatchObject({ listing: true });
    expect(hotReadOf('GET', '/api/v1/products?inStock=true')).toMatchObject({ byStock: true });
  });

  it('are nothing else: other methods, paths and ids', () => {
    expect(hotReadOf('POST', '/api/v1/products')).toBeUndefined();
    expect(hotReadOf('GET', `/api/v1/products/${A}/related`)).toBeUndefined();
    expect(hotReadOf('GET', '/api/v1/products/not-an-id')).toBeUndefined();
    expect(hotReadOf('GET', '/api/v1/orders')).toBeUndefined();
    expect(hotReadOf('GET', '/api/v1/products/?page=1')).toBeUndefined();
  });
});
