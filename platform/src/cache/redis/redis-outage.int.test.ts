// A Redis outage, on a private server the test starts and stops (never the machine's shared one):
// commands fail fast while it is away, and the same cache works again once it is back.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../../scripts/testing/free-port';
import { RedisCache } from './redis-cache';

const installed = spawnSync('redis-server', ['--version']).status === 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startRedis(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries++) {
    const probe = new RedisCache({ url: `redis://127.0.0.1:${port}` });
    const up = await probe.ping().then(() => true, () => false);
    await probe.close();
    if (up) return server;
    await sleep(50);
  }
  server.kill('SIGKILL');
  throw new Error(`redis-server did not start on port ${port}`);
}

async function eventually<T>(attempt: () => Promise<T>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}

describe.skipIf(!installed)('RedisCache through an outage of its server', () => {
  let server: ChildProcess | undefined;
  afterAll(() => server?.kill('SIGKILL'));

  it('fails commands fast while the server is away, and serves again once it is back', async () => {
    const port = await freePort();
    server = await startRedis(port);
    const cache = new RedisCache({ url: `redis://127.0.0.1:${port}`, prefix: 'outage:' });
    await cache.set('kept', 'before', 60_000);
    expect(await cache.get('kept')).toBe('before');

    server.kill('SIGTERM');
    await once(server, 'exit');
    const started = Date.now();
    await expect(cache.get('kept')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1_000);

    server = await startRedis(port);
    await eventually(() => cache.set('after', 'back', 60_000), 10_000);
    expect(await cache.get('after')).toBe('back');
    expect(await cache.increment('count', 60_000)).toBe(1);
    await cache.close();
  });
});
