import type { TestProject } from 'vitest/node';
import { RAISED_SIGN_IN_LIMITS, startDistributedShop } from '../../../scripts/testing/distributed-shop';
import { startShopLeases } from '../../../scripts/testing/shop-leases';
import { PrivateBroker } from '../../../scripts/testing/private-broker';
import { buildWebIfStale } from '../../../scripts/web-build.mjs';

/**
 * The browser suite again, against the shop with every service in its own process (gRPC, Redis,
 * RabbitMQ): the same tests, the same expectations, another topology. Vitest starts every
 * project's global setup before any test runs, so this shop lives through the other suites too:
 * it gets a RabbitMQ node of its own, lest it consume the events of the topologies they start on
 * the shared one (its Redis keys have a prefix of their own already).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildWebIfStale();
  const broker = await PrivateBroker.start();
  try {
    const shop = await startDistributedShop(() => ({ ...RAISED_SIGN_IN_LIMITS, AMQP_URL: broker.url }));
    console.log(`[e2e distributed] gateway at ${shop.baseUrl}, DATA_DIR ${shop.dataDir}, RabbitMQ ${broker.url}`);
    // One shop, so one worker: the project runs its files one after the other (vitest.config.ts).
    const leases = await startShopLeases(1);
    project.provide('shops', [{ baseUrl: shop.baseUrl, dataDir: shop.dataDir }]);
    project.provide('shopLeases', leases.address);
    return async () => {
      await leases.close();
      await shop.stop();
      await broker.remove();
    };
  } catch (error) {
    await broker.remove();
    throw error;
  }
}
