import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp } from './app-server';
import { buildWebIfStale } from '../../../scripts/web-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the app under test, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The app's DATA_DIR (e-mails are written to its `outbox`). */
    dataDir: string;
  }
}

/**
 * Builds the SPA when stale, starts the app on a free port with a fresh DATA_DIR, waits for
 * GET /health, and hands the URL to the tests. The returned function is the teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildWebIfStale();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'devshop-e2e-'));
  let app;
  try {
    app = await startApp(dataDir);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  console.log(`[e2e] app at ${app.url}, DATA_DIR ${dataDir}`);
  project.provide('baseUrl', app.url);
  project.provide('dataDir', dataDir);
  const running = app;
  return async () => {
    await running.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
