// Product listing and search over HTTP on the one-process shop with the demo catalogue:
// first the cold path (cache emptied before every request), then the warm path (5-minute cache).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, loadConfig } from '../../platform/src/index';
import { createGatewayApp } from '../../gateway/src/app';
import { composeServices } from '../../gateway/src/composition/compose-services';
import { listen } from '../../gateway/src/testing/listen';
import { memory, report, runConcurrently } from './measure';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-catalog-'));
const logger = createLogger({ service: 'bench', level: 'silent' });
const composition = await composeServices(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), logger);
const server = await listen(
  createGatewayApp({ logger, readiness: composition.readiness, apiRoutes: composition.apiRoutes, guards: composition.guards }),
);

const queries = [
  '/api/v1/products?page=1&limit=20',
  '/api/v1/products?page=3&limit=20&sortBy=price&sortOrder=asc',
  '/api/v1/products?category=keyboards&limit=20',
  '/api/v1/products?brand=Logitech&minPrice=20000&maxPrice=150000',
  '/api/v1/products/search?search=logitech%20mouse',
  '/api/v1/products/search?search=mechanical%20keyboard&sortBy=rating',
];
const get = async (path: string) => {
  const res = await fetch(server.url + path);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
};

await runConcurrently(100, 4, (i) => get(queries[i % queries.length]!)); // warm-up of the process
const cold = await runConcurrently(600, 1, async (i) => {
  await composition.cache.deleteByPrefix('');
  await get(queries[i % queries.length]!);
});
report({ name: 'listing and search, cache cold (1 at a time)', operations: 600, totalMs: cold.totalMs, latenciesMs: cold.latencies });
const warm = await runConcurrently(5000, 32, (i) => get(queries[i % queries.length]!));
report({ name: 'listing and search, cache warm (32 in flight)', operations: 5000, totalMs: warm.totalMs, latenciesMs: warm.latencies });
memory('memory of the one-process shop after the run');

await server.close();
await composition.close();
rmSync(dataDir, { recursive: true, force: true });
