// The identity service as its own process: gRPC with the standard health service.
import { loadConfigOrExit } from '@shop/platform';
import { requireAdapter, runServiceProcess } from '@shop/platform/runtime';
import { identityGrpcService } from './adapters/grpc/identity.grpc-server';
import { createIdentityService, identitySettingsFrom } from './app';
import { SERVICE_DEPENDENCIES } from './index';

const config = loadConfigOrExit();
await runServiceProcess({
  service: 'identity',
  config,
  uses: SERVICE_DEPENDENCIES,
  start: async (adapters) => {
    const documents = requireAdapter(adapters, 'documents');
    const cache = requireAdapter(adapters, 'cache');
    const events = requireAdapter(adapters, 'events');
    const api = await createIdentityService({ documents, cache, events, settings: identitySettingsFrom(config), logger: adapters.logger });
    // Identity checks its callers' tokens with its own keys rather than asking itself over gRPC.
    return { services: [identityGrpcService(api)], jwks: () => api.jwks() };
  },
});
