import type { TestProject } from 'vitest/node';
import { RAISED_SIGN_IN_LIMITS, startDistributedShopOnVirtualHost, type DistributedShop } from '../../../scripts/testing/distributed-shop';
import { startShopLeases, type ShopLeases } from '../../../scripts/testing/shop-leases';
import { PrivateBroker } from '../../../scripts/testing/private-broker';
import { buildWebIfStale } from '../../../scripts/web-build.mjs';

/**
 * The browser suite again, against the shop with every service in its own process (gRPC, Redis,
 * RabbitMQ): the same tests, the same expectations, another topology. A shop per worker, each
 * file leasing a free one (scripts/testing/shop-leases.ts). Vitest starts every project's global
 * setup before any test runs, so these shops live through the other suites too: they get a
 * RabbitMQ node of their own, a virtual host each (the journeys that start a topology of their
 * own take one too), lest one consume another's events or those of the topologies the other
 * suites start on the shared broker (their Redis keys have a prefix of their own already).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildWebIfStale();
  const broker = await PrivateBroker.start();
  const started: DistributedShop[] = [];
  let leases: ShopLeases | undefined;
  const stopAll = async () => {
    await leases?.close();
    await Promise.all(started.map((shop) => shop.stop()));
    await broker.remove();
  };
  try {
    // One per worker, one after the other: each start keeps both cores busy.
    for (let worker = 0; worker < Math.max(1, project.config.maxWorkers); worker += 1) {
      const shop = await startDistributedShopOnVirtualHost(broker.control, () => RAISED_SIGN_IN_LIMITS);
      started.push(shop);
      console.log(`[e2e distributed] gateway at ${shop.baseUrl}, DATA_DIR ${shop.dataDir}, RabbitMQ ${broker.url}`);
    }
    leases = await startShopLeases(started.length);
    project.provide('shops', started.map((shop) => ({ baseUrl: shop.baseUrl, dataDir: shop.dataDir })));
    project.provide('shopLeases', leases.address);
    project.provide('brokerControl', broker.control);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
