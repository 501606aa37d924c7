// The payments service as its own process: gRPC with the standard health service, the
// mobile-money poller and the outbox relay (stopped before the adapters close).
import { loadConfigOrExit } from '@shop/platform';
import { requireAdapter, runServiceProcess } from '@shop/platform/runtime';
import { paymentsGrpcService } from './adapters/grpc/payments.grpc-server';
import { createPaymentsService, paymentsSettingsFrom } from './app';
import { SERVICE_DEPENDENCIES } from './index';

const config = loadConfigOrExit();
await runServiceProcess({
  service: 'payments',
  config,
  defaultPort: 50053,
  uses: SERVICE_DEPENDENCIES,
  start: async (adapters) => {
    const payments = await createPaymentsService({
      documents: requireAdapter(adapters, 'documents'),
      events: requireAdapter(adapters, 'events'),
      logger: adapters.logger,
      settings: paymentsSettingsFrom(config),
    });
    return { services: [paymentsGrpcService(payments.api)], stop: payments.close };
  },
});
