import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerIfStale } from '../build-server.mjs';
import { launchDistributed, SERVICES } from '../distributed-topology.mjs';
import { freePort, freePortRange, waitFor } from './free-port';
import { addVirtualHost, type BrokerControl } from './private-broker';

export interface DistributedShop {
  /** The gateway's origin, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  /** The DATA_DIR every process shares (e-mails are written to its `outbox`). */
  dataDir: string;
  /** Every line the processes printed, for failure messages. */
  output: string[];
  /** Where a process ('gateway' or a service's name) serves its Prometheus metrics. */
  metricsUrl(process: string): string;
  stop(): Promise<void>;
}

/** For browser suites: every test signs in from 127.0.0.1, more often than a person would. */
export const RAISED_SIGN_IN_LIMITS = { LOGIN_ATTEMPTS_PER_ACCOUNT: '1000', LOGIN_ATTEMPTS_PER_CLIENT: '1000' };

/**
 * The shop with every service in its own process run from its bundle, as the image runs it (gRPC,
 * Redis, RabbitMQ; no MongoDB), on free
 * ports and a fresh DATA_DIR, once `/ready` answers 200. `env` adds settings, given the gateway's
 * origin.
 */
export async function startDistributedShop(env: (baseUrl: string) => Record<string, string> = () => ({})): Promise<DistributedShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-distributed-'));
  const output: string[] = [];
  const ports: Record<string, number> = { gateway: await freePort() };
  for (const service of SERVICES) ports[service.name] = await freePort();
  const baseUrl = `http://127.0.0.1:${ports.gateway}`;
  // The gateway's metrics port, then each service's, after it: a range of this shop's own.
  const metricsBase = await freePortRange(1 + SERVICES.length);
  const metricsOrder = ['gateway', ...SERVICES.map((service) => service.name)];
  const { MONGO_URL: _mongo, ...inherited } = process.env;
  await buildServerIfStale();
  const topology = launchDistributed({
    bundled: true,
    env: {
      ...inherited,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      // Keys of this shop only: nothing another shop left in the same Redis is read back.
      REDIS_KEY_PREFIX: `devshop-test-${randomUUID()}`,
      AMQP_URL: process.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      METRICS_PORT: String(metricsBase),
      ...env(baseUrl),
    },
    ports,
    output: (line: string) => output.push(line),
  });
  const stop = async () => {
    await topology.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(
      async () => ((await fetch(`${baseUrl}/ready`).catch(() => undefined))?.status === 200 ? true : undefined),
      90_000,
      `the distributed shop to be ready:\n${output.join('\n')}`,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const metricsUrl = (name: string) => `http://127.0.0.1:${metricsBase + metricsOrder.indexOf(name)}/metrics`;
  return { baseUrl, dataDir, output, metricsUrl, stop };
}

/**
 * A distributed shop on a virtual host of its own on a RabbitMQ node a global setup started
 * (deleted when the shop stops): it shares no exchange or queue with another shop on the node.
 */
export async function startDistributedShopOnVirtualHost(
  broker: BrokerControl,
  env: (baseUrl: string) => Record<string, string> = () => ({}),
): Promise<DistributedShop> {
  const vhost = await addVirtualHost(broker, `shop-${randomUUID()}`);
  try {
    const shop = await startDistributedShop((baseUrl) => ({ ...env(baseUrl), AMQP_URL: vhost.url }));
    return {
      ...shop,
      stop: async () => {
        await shop.stop();
        await vhost.remove();
      },
    };
  } catch (error) {
    await vhost.remove();
    throw error;
  }
}
