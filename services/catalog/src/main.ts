// The catalog service as its own process: gRPC with the standard health service.
import { loadConfigOrExit } from '@shop/platform';
import { requireAdapter, runServiceProcess } from '@shop/platform/runtime';
import { catalogGrpcService } from './adapters/grpc/catalog.grpc-server';
import { createCatalogService } from './app';
import { SERVICE_DEPENDENCIES } from './index';
import { seedDemoCatalogue } from './seed/seed-demo-catalogue';

const config = loadConfigOrExit();
await runServiceProcess({
  service: 'catalog',
  config,
  defaultPort: 50051,
  uses: SERVICE_DEPENDENCIES,
  start: async (adapters) => {
    const documents = requireAdapter(adapters, 'documents');
    const catalog = await createCatalogService({
      documents,
      cache: requireAdapter(adapters, 'cache'),
      events: requireAdapter(adapters, 'events'),
      logger: adapters.logger,
    });
    if (config.DEMO_CATALOGUE) await seedDemoCatalogue(catalog, documents);
    return { services: [catalogGrpcService(catalog.api)], stop: catalog.stop };
  },
});
