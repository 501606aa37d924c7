// The gateway over HTTP in the embedded topology: liveness, readiness and the
// OpenAPI document, with keep-alive connections and 32 requests in flight.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, loadConfig } from '../../platform/src/index';
import { createGatewayApp } from '../../gateway/src/app';
import { composeServices } from '../../gateway/src/composition/compose-services';
import { listen } from '../../gateway/src/testing/listen';
import { memory, report, runConcurrently } from './measure';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-gateway-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_CATALOGUE: 'off' });
const logger = createLogger({ service: 'bench', level: 'silent' });
const composition = await composeServices(config, logger);
const server = await listen(
  createGatewayApp({ logger, readiness: composition.readiness, apiRoutes: composition.apiRoutes, guards: composition.guards }),
);

for (const [path, total] of [
  ['/health', 5000],
  ['/ready', 2000],
  ['/api/v1/openapi.json', 2000],
] as const) {
  await runConcurrently(200, 8, () => fetch(server.url + path).then((r) => r.arrayBuffer())); // warm-up
  const run = await runConcurrently(total, 32, async () => {
    const res = await fetch(server.url + path);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  });
  report({ name: `GET ${path}`, operations: total, totalMs: run.totalMs, latenciesMs: run.latencies });
}
memory('memory of the one-process shop after the run');
await server.close();
await composition.close();
rmSync(dataDir, { recursive: true, force: true });
