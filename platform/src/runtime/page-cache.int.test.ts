import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config';
import { openCache, openPageCache } from './open-adapters';

// Copies of pages go to a Redis of their own (REDIS_CACHE_URL), whose memory budget and eviction
// policy bound them: anyone asking for thousands of different listings pushes out pages only,
// never the sessions, carts and rate limits kept on REDIS_URL. The page Redis here is started by
// the test, as compose and the manifests start it: 2 MB, least recently used out first.
const SHARED_REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('page cache in a Redis of its own (REDIS_CACHE_URL)', () => {
  let pageRedis: ChildProcess;
  let pageRedisUrl: string;
  const prefix = `page-cache-test-${process.pid}`;

  beforeAll(async () => {
    const port = await freePort();
    pageRedis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no', '--maxmemory', '2mb', '--maxmemory-policy', 'allkeys-lru'], {
      stdio: 'ignore',
    });
    pageRedisUrl = `redis://127.0.0.1:${port}`;
    const probe = createClient({ url: pageRedisUrl, socket: { reconnectStrategy: 100 } });
    await probe.connect();
    await probe.quit();
  });
  afterAll(() => {
    pageRedis?.kill();
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
