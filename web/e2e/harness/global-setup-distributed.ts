import type { TestProject } from 'vitest/node';
import { startDistributedShop } from './distributed-shop';
import { buildWebIfStale } from '../../../scripts/web-build.mjs';

/**
 * The browser suite again, against the shop with every service in its own process (gRPC, Redis,
 * RabbitMQ): the same tests, the same expectations, another topology.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildWebIfStale();
  const shop = await startDistributedShop();
  console.log(`[e2e distributed] gateway at ${shop.baseUrl}, DATA_DIR ${shop.dataDir}`);
  project.provide('baseUrl', shop.baseUrl);
  project.provide('dataDir', shop.dataDir);
  return () => shop.stop();
}
