// The orders service as its own process: gRPC with the standard health service. It reaches the
// catalog and identity over gRPC (CATALOG_GRPC_URL, IDENTITY_GRPC_URL; each one's default port on
// this host when unset).
import { loadConfigOrExit, peerGrpcUrl } from '@shop/platform';
import { requireAdapter, runServiceProcess } from '@shop/platform/runtime';
import { GrpcCatalogApi } from '@shop/catalog/grpc-client';
import { GrpcIdentityApi } from '@shop/identity/grpc-client';
import { ordersGrpcService } from './adapters/grpc/orders.grpc-server';
import { createOrdersService, ordersSettingsFrom } from './app';
import { fiscalDeviceSettingsFrom, openFiscalDevice } from './adapters/fiscal-device/open-fiscal-device';
import { SERVICE_DEPENDENCIES } from './index';

const config = loadConfigOrExit();
await runServiceProcess({
  service: 'orders',
  config,
  uses: SERVICE_DEPENDENCIES,
  start: async (adapters) => {
    const catalog = new GrpcCatalogApi(peerGrpcUrl(config, 'catalog', adapters.logger));
    const identity = new GrpcIdentityApi(peerGrpcUrl(config, 'identity', adapters.logger));
    const fiscal = await openFiscalDevice(fiscalDeviceSettingsFrom(config), { logger: adapters.logger });
    const orders = await createOrdersService({
      documents: requireAdapter(adapters, 'documents'),
      cache: requireAdapter(adapters, 'cache'),
      events: requireAdapter(adapters, 'events'),
      catalog,
      identity,
      fiscal: fiscal.device,
      logger: adapters.logger,
      settings: ordersSettingsFrom(config),
    });
    const stop = async () => {
      await orders.stop();
      await fiscal.close();
      catalog.close();
      identity.close();
    };
    return { services: [ordersGrpcService(orders.api)], stop };
  },
});
