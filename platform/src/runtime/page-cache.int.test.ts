import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config';
import { openCache, openPageCache } from './open-adapters';
import { startPrivateRedis, type PrivateRedis } from '../../../scripts/testing/private-redis';

// Copies of pages go to a Redis of their own (REDIS_CACHE_URL), whose memory budget and eviction
// policy bound them: anyone asking for thousands of different listings pushes out pages only,
// never the sessions, carts and rate limits kept on REDIS_URL. The page Redis here is started by
// the test, as compose and the manifests start it: 2 MB, least recently used out first.
const SHARED_REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('page cache in a Redis of its own (REDIS_CACHE_URL)', () => {
  let pageRedis: PrivateRedis;
  let pageRedisUrl: string;
  const prefix = `page-cache-test-${process.pid}`;

  beforeAll(async () => {
    pageRedis = await startPrivateRedis(['--maxmemory', '2mb', '--maxmemory-policy', 'allkeys-lru']);
    pageRedisUrl = pageRedis.url;
  });
  afterAll(() => {
    pageRedis?.stop();
  });

  it('keeps pages within its budget, and sessions on REDIS_URL untouched, however many pages are asked for', async () => {
    const config = loadConfig({ REDIS_URL: SHARED_REDIS, REDIS_CACHE_URL: pageRedisUrl, REDIS_KEY_PREFIX: prefix });
    const sessions = await openCache(config);
    const pages = await openPageCache(config);
    expect(pages).toBeDefined();
    try {
      await sessions.set('auth:revoked-session:s-1', true, 60_000);
      const page = 'x'.repeat(10_000);
      // 5,000 different listings of 10 kB: 50 MB asked of a 2 MB budget.
      for (let i = 0; i < 5_000; i += 1) await pages!.set(`catalog:products:minPrice=${i}`, page, 300_000);

      const raw = createClient({ url: pageRedisUrl });
      await raw.connect();
      const memory = await raw.info('memory');
      await raw.quit();
      const used = Number(/used_memory:(\d+)/.exec(memory)?.[1]);
      expect(used).toBeLessThan(3 * 1024 * 1024);
      expect(await pages!.get('catalog:products:minPrice=4999')).toBe(page);
      expect(await pages!.get('catalog:products:minPrice=0')).toBeUndefined();
      expect(await sessions.get('auth:revoked-session:s-1')).toBe(true);
    } finally {
      await sessions.deleteByPrefix('auth:');
      await pages?.close();
      await sessions.close();
    }
  });

  it('without REDIS_CACHE_URL, a shop with REDIS_URL keeps pages beside its sessions (no second client)', async () => {
    expect(await openPageCache(loadConfig({ REDIS_URL: SHARED_REDIS }))).toBeUndefined();
  });
});
