import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHealth } from '@shop/platform/grpc';
import { buildServerIfStale } from './build-server.mjs';
import { launchDistributed, SERVICES } from './distributed-topology.mjs';
import { freePort, waitFor } from './testing/free-port';
import { checkoutBody } from '../gateway/src/testing/checkout-body';
import { productBody } from '../gateway/src/testing/product-body';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Keys of this run only: nothing another shop left in the same Redis is read back.
const REDIS_KEY_PREFIX = `devshop-test-${randomUUID()}`;
const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

interface ReadyBody {
  data: { ready: boolean; checks: Record<string, { status: string }> };
}

describe('distributed topology: five service processes and the gateway over gRPC', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-distributed-'));
  const output: string[] = [];
  let topology: ReturnType<typeof launchDistributed>;
  let gatewayUrl: string;

  /** A call to the gateway's API: its status, ETag and JSON body. */
  const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${gatewayUrl}/api/v1${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, etag: res.headers.get('etag'), body: (await res.json()) as any };
  };

  const readiness = async (): Promise<{ status: number; body: ReadyBody }> => {
    const res = await fetch(`${gatewayUrl}/ready`);
    return { status: res.status, body: (await res.json()) as ReadyBody };
  };

  beforeAll(async () => {
    const ports: Record<string, number> = { gateway: await freePort() };
    for (const service of SERVICES) ports[service.name] = await freePort();
    gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
    const { MONGO_URL: _mongo, ...env } = process.env;
    await buildServerIfStale();
    topology = launchDistributed({
      bundled: true,
      env: { ...env, REDIS_URL, REDIS_KEY_PREFIX, AMQP_URL, DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'test' },
      ports,
      output: (line: string) => output.push(line),
      restart: true,
    });
  });

  afterAll(async () => {
    await topology?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports every service and dependency ready', async () => {
    const ready = await waitFor(
      async () => {
        const result = await readiness();
        return result.status === 200 ? result : undefined;
      },
      60_000,
      `the gateway to be ready (output so far:\n${output.join('\n')})`,
    );
    expect(ready.body.data.ready).toBe(true);
    for (const name of [...SERVICES.map((s) => s.name), 'cache']) {
      expect(ready.body.data.checks[name], name).toEqual({ status: 'up' });
    }
  });

  it('has each service answer the standard gRPC health service itself', async () => {
    for (const url of Object.values(topology.serviceUrls)) {
      expect(await checkHealth(url as string)).toBe('SERVING');
    }
  });

  it('signs a demo shopper in through identity over gRPC, and knows them on the next call', async () => {
    const login = await fetch(`${gatewayUrl}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'distributed-login-1' },
      body: JSON.stringify({ email: 'shopper@devshop.rw', password: 'demo-shopper' }),
    });
    expect(login.status).toBe(200);
    const { data } = (await login.json()) as { data: { accessToken: string } };
    const me = await fetch(`${gatewayUrl}/api/v1/auth/me`, { headers: { authorization: `Bearer ${data.accessToken}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { user: { email: string } } }).data.user.email).toBe('shopper@devshop.rw');

    // The gateway's request id reached the identity process through gRPC metadata, into its log.
    const identityLines = output.filter((line) => line.startsWith('[identity]') && line.includes('distributed-login-1'));
    expect(identityLines.length).toBeGreaterThan(0);
  });

  it('sells exactly the stock there is when 200 orders for 10 units arrive at once', async () => {
    const login = async (email: string, password: string) =>
      (await api('/auth/login', { method: 'POST', body: { email, password } })).body.data.accessToken as string;
    const admin = await login('admin@devshop.rw', 'demo-admin');
    const shopper = await login('shopper@devshop.rw', 'demo-shopper');
    const created = await api('/admin/products', {
      method: 'POST',
      token: admin,
      body: productBody('Concurrency Test Hub', { price: 60_000, quantity: 10, category: 'accessories', brand: 'Anker' }),
    });
    expect(created.status).toBe(201);
    const productId = created.body.data._id as string;
    const order = checkoutBody([{ product: productId, quantity: 1, price: 60_000 }], { name: 'Concurrency Test Hub' });

    const results = await Promise.all(
      Array.from({ length: 200 }, () => api('/orders', { method: 'POST', token: shopper, body: order })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);

    const product = (await api(`/products/${productId}`)).body.data;
    expect(product.stock).toMatchObject({ quantity: 10, reserved: 10, available: 0 });
    const mine = (await api('/orders/my-orders?page=1&limit=50', { token: shopper })).body.data.orders as Array<{
      items: Array<{ product: string }>;
    }>;
    expect(mine.filter((o) => o.items.some((item) => item.product === productId))).toHaveLength(10);

    // The dashboard asks catalog, orders, identity and notifications, each over gRPC.
    const stats = await api('/admin/stats', { token: admin });
    expect(stats.status).toBe(200);
    expect(stats.body.data.stats).toMatchObject({ totalOrders: 10, totalRevenue: 0, totalUsers: 2 });
    expect(stats.body.data.series).toHaveLength(30);
    expect(stats.body.data.series[29].orders).toBe(10);
    expect(stats.body.data.lowStock).toContainEqual(expect.objectContaining({ _id: productId, quantity: 0, lowStockThreshold: 2 }));
  });

  it('keeps hot reads in Redis for every gateway, and drops a product page when the product changes', async () => {
    const admin = (await api('/auth/login', { method: 'POST', body: { email: 'admin@devshop.rw', password: 'demo-admin' } })).body.data.accessToken as string;
    const product = productBody('Hot Read Cable', { price: 9_000, quantity: 10, category: 'accessories', brand: 'Anker' });
    const id = (await api('/admin/products', { method: 'POST', token: admin, body: product })).body.data._id as string;
    const first = await api(`/products/${id}`);
    expect(await api(`/products/${id}`)).toEqual(first);
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    const keptInRedis = async () => (await redis.exists(`${REDIS_KEY_PREFIX}:hot:e:/api/v1/products/${id}`)) === 1;
    expect(await keptInRedis()).toBe(true);
    const kept = await fetch(`${gatewayUrl}/api/v1/products/${id}`, { headers: { 'if-none-match': first.etag! } });
    expect(kept.status).toBe(304);

    expect((await api(`/admin/products/${id}`, { method: 'PUT', token: admin, body: { ...product, price: 9500 } })).status).toBe(200);
    // The change travels as an event through the broker: the next reads show it within moments.
    const repriced = await waitFor(async () => ((await api(`/products/${id}`)).body.data.price === 9500 ? true : undefined), 5000, 'the new price');
    expect(repriced).toBe(true);
    await redis.close();
  });

  it('names the service that stopped, and starts it again', async () => {
    const catalog = topology.processes.get('catalog')!;
    const exited = new Promise((resolve) => catalog.once('exit', resolve));
    catalog.kill('SIGTERM');
    await exited;

    const notReady = await waitFor(
      async () => {
        const result = await readiness();
        return result.status === 503 ? result : undefined;
      },
      20_000,
      'the gateway to notice the stopped service',
    );
    expect(notReady.body.data.checks.catalog).toMatchObject({ status: 'down' });
    for (const name of ['orders', 'payments', 'identity', 'notifications', 'cache']) {
      expect(notReady.body.data.checks[name], name).toEqual({ status: 'up' });
    }
    expect(output).toContainEqual(expect.stringMatching(/^\[catalog\] exited \(.+\); restarting in 1 s$/));
    await waitFor(async () => ((await readiness()).status === 200 ? true : undefined), 30_000, 'the catalog to be back');
    expect(topology.processes.get('catalog')).not.toBe(catalog);
  });
});
