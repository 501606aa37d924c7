// The catalog service as its own process: gRPC with the standard health service. It reaches
// identity over gRPC for reviewers' names (IDENTITY_GRPC_URL; identity's default port on this
// host when unset).
import { loadConfigOrExit, openPageCache } from '@shop/platform';
import { requireAdapter, runServiceProcess } from '@shop/platform/runtime';
import { GrpcIdentityApi } from '@shop/identity/grpc-client';
import { catalogGrpcService } from './adapters/grpc/catalog.grpc-server';
import { createCatalogService } from './app';
import { SERVICE_DEPENDENCIES } from './index';
import { seedDemoCatalogue } from './seed/seed-demo-catalogue';

const DEFAULT_IDENTITY_URL = '127.0.0.1:50054';

const config = loadConfigOrExit();
await runServiceProcess({
  service: 'catalog',
  config,
  defaultPort: 50051,
  uses: SERVICE_DEPENDENCIES,
  start: async (adapters) => {
    const documents = requireAdapter(adapters, 'documents');
    const identityUrl = config.IDENTITY_GRPC_URL ?? DEFAULT_IDENTITY_URL;
    if (!config.IDENTITY_GRPC_URL) adapters.logger.warn({ identityUrl }, 'IDENTITY_GRPC_URL is not set; using identity on this host');
    const identity = new GrpcIdentityApi(identityUrl);
    const readCache = await openPageCache(config);
    const catalog = await createCatalogService({
      documents,
      cache: requireAdapter(adapters, 'cache'),
      readCache,
      events: requireAdapter(adapters, 'events'),
      identity,
      logger: adapters.logger,
      config,
    });
    if (config.DEMO_CATALOGUE) await seedDemoCatalogue(catalog, documents);
    const stop = async () => {
      await catalog.stop();
      await readCache?.close();
      identity.close();
    };
    return { services: [catalogGrpcService(catalog.api)], stop };
  },
});
