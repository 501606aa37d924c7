// The catalog service as its own process: gRPC with the standard health service. It reaches
// identity over gRPC for reviewers' names (IDENTITY_GRPC_URL; identity's default port on this
// host when unset).
import { loadConfigOrExit, openPageCache, peerGrpcUrl } from '@shop/platform';
import { requireAdapter, runServiceProcess } from '@shop/platform/runtime';
import { GrpcIdentityApi } from '@shop/identity/grpc-client';
import { catalogGrpcService } from './adapters/grpc/catalog.grpc-server';
import { createCatalogService } from './app';
import { SERVICE_DEPENDENCIES } from './index';
import { seedDemoCatalogue } from './seed/seed-demo-catalogue';

const config = loadConfigOrExit();
await runServiceProcess({
  service: 'catalog',
  config,
  uses: SERVICE_DEPENDENCIES,
  start: async (adapters) => {
    const documents = requireAdapter(adapters, 'documents');
    const identity = new GrpcIdentityApi(peerGrpcUrl(config, 'identity', adapters.logger));
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
