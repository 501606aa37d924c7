// `npm run start:distributed`: each service in its own process, the gateway over gRPC.
// Set REDIS_URL, AMQP_URL (and MONGO_URL) for the shared infrastructure.
import { buildWebIfStale } from './web-build.mjs';
import { launchDistributed } from './distributed-topology.mjs';

if (process.env.SKIP_WEB_BUILD !== '1') buildWebIfStale();
// A process that exits (a port taken for a moment, a crash) is started again, with backoff.
const topology = launchDistributed({ restart: true });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await topology.stop();
    process.exit(0);
  });
}
