// An anonymous visitor asking for thousands of listings that differ in one parameter (the memory
// attack): the copies the shop keeps of them stay within their budgets, and none of them lands in
// the cache of sessions, carts and rate limits, where it would push those out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryCache } from '@shop/platform';
import { productBody } from '../testing/product-body';
import { DEMO, startTestShop, type TestShop } from '../testing/test-shop';
import { MemoryHotReadStore } from './hot-read-store';

const MB = 1024 * 1024;

describe('what the shop keeps of many different listing reads', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ env: { HOT_READS_MAX_MB: '1', CATALOG_READ_CACHE_MAX_MB: '1' } });
    const { accessToken } = await shop.login(DEMO.admin.email, DEMO.admin.password);
    for (let i = 0; i < 12; i += 1) {
      const created = await shop.api('/api/v1/admin/products', { method: 'POST', token: accessToken, json: productBody(`Budget Test Cable ${i}`, { price: 5_000 + i }) });
      expect(created.status).toBe(201);
    }
  });
  afterAll(() => shop?.close());

  it('keeps them within HOT_READS_MAX_MB and CATALOG_READ_CACHE_MAX_MB, and out of the cache of sessions, carts and rate limits', async () => {
    const shared = shop.composition.cache as MemoryCache;
    const hot = shop.composition.hotReads!.store as MemoryHotReadStore;
    expect(shared).toBeInstanceOf(MemoryCache);
    const sharedBefore = shared.size;
    for (let minPrice = 0; minPrice < 300; minPrice += 1) {
      const res = await fetch(`${shop.url}/api/v1/products?limit=12&minPrice=${minPrice}`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    expect(hot.sizeInBytes).toBeLessThanOrEqual(1 * MB);
    expect(hot.size).toBeGreaterThan(10);
    expect(shared.size - sharedBefore).toBeLessThan(5);
  }, 60_000);
});
