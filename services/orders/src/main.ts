// The orders service as its own process: gRPC with the standard health service. It reaches the
// catalog and identity over gRPC (CATALOG_GRPC_URL, IDENTITY_GRPC_URL; each one's default port on
// this host when unset).
import { loadConfigOrExit } from '@shop/platform';
import { requireAdapter, runServiceProcess } from '@shop/platform/runtime';
import { GrpcCatalogApi } from '@shop/catalog/grpc-client';
import { GrpcIdentityApi } from '@shop/identity/grpc-client';
import { ordersGrpcService } from './adapters/grpc/orders.grpc-server';
import { createOrdersService, ordersSettingsFrom } from './app';
import { SERVICE_DEPENDENCIES } from './index';

const DEFAULT_CATALOG_URL = '127.0.0.1:50051';
const DEFAULT_IDENTITY_URL = '127.0.0.1:50054';

const config = loadConfigOrExit();
await runServiceProcess({
  service: 'orders',
  config,
  defaultPort: 50052,
  uses: SERVICE_DEPENDENCIES,
  start: async (adapters) => {
    const catalogUrl = config.CATALOG_GRPC_URL ?? DEFAULT_CATALOG_URL;
    if (!config.CATALOG_GRPC_URL) adapters.logger.warn({ catalogUrl }, 'CATALOG_GRPC_URL is not set; using the catalog on this host');
    const catalog = new GrpcCatalogApi(catalogUrl);
    const identityUrl = config.IDENTITY_GRPC_URL ?? DEFAULT_IDENTITY_URL;
    if (!config.IDENTITY_GRPC_URL) adapters.logger.warn({ identityUrl }, 'IDENTITY_GRPC_URL is not set; using identity on this host');
    const identity = new GrpcIdentityApi(identityUrl);
    const orders = await createOrdersService({
      documents: requireAdapter(adapters, 'documents'),
      cache: requireAdapter(adapters, 'cache'),
      events: requireAdapter(adapters, 'events'),
      catalog,
      identity,
      logger: adapters.logger,
      settings: ordersSettingsFrom(config),
    });
    const stop = async () => {
      await orders.stop();
      catalog.close();
      identity.close();
    };
    return { services: [ordersGrpcService(orders.api)], stop };
  },
});
