// The gateway process. With no <SERVICE>_GRPC_URL set it is the whole shop in one process.
import { fileURLToPath } from 'node:url';
import { createLogger, limitHeapGrowth, loadConfigOrExit, startObservabilityOrExit } from '@shop/platform';
import { createGatewayApp, gatewayListener } from './app';
import { composeServices } from './composition/compose-services';
import { closableGracefully } from './http/graceful-close';
import { createGatewayServer } from './http/server-limits';

/** How long requests in progress may take to finish on SIGTERM (Kubernetes waits 30 s before SIGKILL). */
const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfigOrExit();
limitHeapGrowth(config.HEAP_GROWTH_PERCENT);
const logger = createLogger({ service: 'gateway', level: config.LOG_LEVEL });
// /metrics on METRICS_PORT (never on the public port), traces when OTEL_EXPORTER_OTLP_ENDPOINT is set;
// before the services are composed, so their work is measured and traced from the start.
// Metrics bind where the services bind gRPC: loopback unless GRPC_HOST or METRICS_HOST say otherwise.
const observability = await startObservabilityOrExit({ service: 'gateway', logger, config });
const composition = await composeServices(config, logger);
const app = createGatewayApp({
  logger,
  readiness: composition.readiness,
  apiRoutes: composition.apiRoutes,
  guards: composition.guards,
  files: composition.files,
  hotReads: composition.hotReads,
  trustedProxies: config.TRUSTED_PROXIES,
  // Stripe.js and its frames are let in only where the card provider's form is offered.
  stripeCardForm: Boolean(config.STRIPE_PUBLISHABLE_KEY),
  webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  site: composition.site,
});

const server = createGatewayServer(gatewayListener(app, composition.hotReads)).listen(config.PORT, () => {
  logger.info({ port: config.PORT, url: config.PUBLIC_URL }, `DevShop is serving on ${config.PUBLIC_URL}`);
});
const graceful = closableGracefully(server);
server.on('error', (error) => {
  logger.fatal({ err: error }, 'could not start the HTTP server');
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, inFlight: graceful.inFlight }, 'shutting down');
  // The services and stores close only once every request in progress has its answer.
  const { cut } = await graceful.close(SHUTDOWN_GRACE_MS);
  if (cut > 0) logger.warn({ cut, graceMs: SHUTDOWN_GRACE_MS }, 'requests cut at shutdown');
  await composition.close();
  await observability.stop();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
