import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HotEntry } from './hot-entry';
import { hotReadOf, type HotRead } from './hot-read-requests';
import { keptBytes, MemoryHotReadStore } from './hot-read-store';
import type { HotReadStore } from './hot-read-store.port';
import { RedisHotReadStore } from './redis-hot-read-store';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const entry = (text: string) => new HotEntry(Buffer.from(text));
const read = (url: string) => hotReadOf('GET', url) as HotRead;

function storeWith(now = () => 0) {
  const store = new MemoryHotReadStore({ ttlMs: 1000, maxBytes: 3 * keptBytes(read('/api/v1/products?page=1').key, entry('/api/v1/products?page=1'), [A]), now });
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

contract('memory', async () => new MemoryHotReadStore({ ttlMs: 60_000, maxBytes: 1_000_000 }));
contract('Redis', () => RedisHotReadStore.connect(REDIS_URL, { prefix: `hot-test-${randomUUID()}:`, ttlMs: 60_000 }));

describe('the hot read store in memory', () => {
  it('forgets an entry after its time to live, and the least recently read beyond its budget of bytes', () => {
    let now = 0;
    const { store, put } = storeWith(() => now);
    put('/api/v1/products?page=1', [A]);
    now = 999;
    expect(store.get('/api/v1/products?page=1')).toBeDefined();
    now = 1000;
    expect(store.get('/api/v1/products?page=1')).toBeUndefined();
    for (const page of [1, 2, 3]) put(`/api/v1/products?page=${page}`, [A]);
    // Page 1 read again: page 2 is now the least recently read.
    expect(store.get('/api/v1/products?page=1')).toBeDefined();
    put('/api/v1/products?page=4', [A]);
    expect(store.size).toBe(3);
    expect(store.get('/api/v1/products?page=2')).toBeUndefined();
    expect(store.get('/api/v1/products?page=1')).toBeDefined();
    expect(store.get('/api/v1/products?page=4')).toBeDefined();
  });

  it('stays within its budget whatever it is asked to keep, and keeps no entry larger than the budget', () => {
    const store = new MemoryHotReadStore({ ttlMs: 60_000, maxBytes: 200_000 });
    const page = new HotEntry(Buffer.alloc(20_000, 'x'));
    for (let minPrice = 0; minPrice < 500; minPrice += 1) {
      store.put(read(`/api/v1/products?minPrice=${minPrice}`), page, [A, B], store.mark());
      expect(store.sizeInBytes).toBeLessThanOrEqual(200_000);
    }
    expect(store.size).toBeGreaterThan(1);
    expect(store.put(read('/api/v1/products?page=9'), new HotEntry(Buffer.alloc(150_000, 'x')), [], store.mark())).toBe(false);
    store.drop({ productIds: [A], listings: true });
    expect([store.size, store.sizeInBytes]).toEqual([0, 0]);
  });
});

describe('which requests are hot reads', () => {
  it('are the catalogue reads, keyed by path and parameters in any order', () => {
    expect(hotReadOf('GET', '/api/v1/products?limit=5&page=2')?.key).toBe(hotReadOf('GET', '/api/v1/products?page=2&limit=5')?.key);
    expect(hotReadOf('HEAD', `/api/v1/products/${A}`)).toEqual({ key: `/api/v1/products/${A}`, listing: false, byStock: false });
    expect(hotReadOf('GET', '/api/v1/products/search?search=usb%20hub')).toMatchObject({ listing: true });
    expect(hotReadOf('GET', '/api/v1/products?inStock=true')).toMatchObject({ byStock: true });
  });

  it('are one read however the same parameters are spelt: amounts as numbers, blanks trimmed, empty ones left out', () => {
    const key = hotReadOf('GET', '/api/v1/products?minPrice=100&category=keyboards')?.key;
    for (const spelling of ['minPrice=0100&category=keyboards', 'minPrice=100.0&category=%20keyboards', 'category=keyboards&minPrice=100&brand=&search=%20']) {
      expect(hotReadOf('GET', `/api/v1/products?${spelling}`)?.key, spelling).toBe(key);
    }
    expect(hotReadOf('GET', '/api/v1/products?page=')?.key).toBe('/api/v1/products');
    expect(hotReadOf('GET', '/api/v1/products?minPrice=101')?.key).not.toBe(hotReadOf('GET', '/api/v1/products?minPrice=100')?.key);
    // Not an amount: left as it is, for the route to refuse.
    expect(hotReadOf('GET', '/api/v1/products?minPrice=1e3')?.key).toBe('/api/v1/products?minPrice=1e3');
  });

  it('are nothing else: other methods, paths and ids', () => {
    expect(hotReadOf('POST', '/api/v1/products')).toBeUndefined();
    expect(hotReadOf('GET', `/api/v1/products/${A}/related`)).toBeUndefined();
    expect(hotReadOf('GET', '/api/v1/products/not-an-id')).toBeUndefined();
    expect(hotReadOf('GET', '/api/v1/orders')).toBeUndefined();
    expect(hotReadOf('GET', '/api/v1/products/?page=1')).toBeUndefined();
  });
});
