import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp, type RunningApp } from './app-server';
import { startShopLeases, type ShopLeases } from '../../../scripts/testing/shop-leases';
import type { ShopUnderTest } from './worker-shop';
import { buildWebIfStale } from '../../../scripts/web-build.mjs';

/**
 * Builds the SPA when stale, then starts a shop per worker, each on a free port with a fresh
 * DATA_DIR, waits for GET /health, and hands them to the tests: each file leases a free one
 * (scripts/testing/shop-leases.ts).
 * The returned function is the teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildWebIfStale();
  const started: Array<{ app?: RunningApp; dataDir: string }> = [];
  let leases: ShopLeases | undefined;
  const stopAll = async () => {
    await leases?.close();
    await Promise.all(
      started.map(async ({ app, dataDir }) => {
        await app?.stop();
        await rm(dataDir, { recursive: true, force: true });
      }),
    );
  };
  try {
    const shops = await Promise.all(
      // One per worker: the project runs this many files side by side (vitest.config.ts).
      Array.from({ length: Math.max(1, project.config.maxWorkers) }, async (): Promise<ShopUnderTest> => {
        const entry: { app?: RunningApp; dataDir: string } = { dataDir: await mkdtemp(path.join(tmpdir(), 'devshop-e2e-')) };
        started.push(entry);
        entry.app = await startApp(entry.dataDir);
        console.log(`[e2e] app at ${entry.app.url}, DATA_DIR ${entry.dataDir}`);
        return { baseUrl: entry.app.url, dataDir: entry.dataDir };
      }),
    );
    leases = await startShopLeases(shops.length);
    project.provide('shops', shops);
    project.provide('shopLeases', leases.address);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return async () => void (await stopAll());
}
