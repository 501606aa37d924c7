import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHealth } from '@shop/platform/grpc';
import { launchDistributed, SERVICES } from './distributed-topology.mjs';
import { freePort, waitFor } from './testing/free-port';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const AMQP_URL = process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

interface ReadyBody {
  data: { ready: boolean; checks: Record<string, { status: string }> };
}

describe('distributed topology: five service processes and the gateway over gRPC', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-distributed-'));
  const output: string[] = [];
  let topology: ReturnType<typeof launchDistributed>;
  let gatewayUrl: string;

  const readiness = async (): Promise<{ status: number; body: ReadyBody }> => {
    const res = await fetch(`${gatewayUrl}/ready`);
    return { status: res.status, body: (await res.json()) as ReadyBody };
  };

  beforeAll(async () => {
    const ports: Record<string, number> = { gateway: await freePort() };
    for (const service of SERVICES) ports[service.name] = await freePort();
    gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
    const { MONGO_URL: _mongo, ...env } = process.env;
    topology = launchDistributed({
      env: { ...env, REDIS_URL, AMQP_URL, DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'test' },
      ports,
      output: (line: string) => output.push(line),
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

  it('names the service that stopped', async () => {
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
  });
});
