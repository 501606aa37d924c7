// The gateway process. With no <SERVICE>_GRPC_URL set it is the whole shop in one process.
import { fileURLToPath } from 'node:url';
import { createLogger, loadConfigOrExit } from '@shop/platform';
import { createGatewayApp, gatewayListener } from './app';
import { composeServices } from './composition/compose-services';
import { createGatewayServer } from './http/server-limits';

const config = loadConfigOrExit();
const logger = createLogger({ service: 'gateway', level: config.LOG_LEVEL });
const composition = await composeServices(config, logger);
const app = createGatewayApp({
  logger,
  readiness: composition.readiness,
  apiRoutes: composition.apiRoutes,
  guards: composition.guards,
  files: composition.files,
  hotReads: composition.hotReads,
  trustedProxies: config.TRUSTED_PROXIES,
  webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
});

const server = createGatewayServer(gatewayListener(app, composition.hotReads)).listen(config.PORT, () => {
  logger.info({ port: config.PORT, url: config.PUBLIC_URL }, `DevShop is serving on ${config.PUBLIC_URL}`);
});
server.on('error', (error) => {
  logger.fatal({ err: error }, 'could not start the HTTP server');
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  server.close();
  server.closeIdleConnections();
  await composition.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
