// The payments service as its own process: gRPC with the standard health service, the
// mobile-money poller and the outbox relay (stopped before the adapters close). It asks the
// orders service over gRPC what an order costs and whose it is (ORDERS_GRPC_URL; the orders
// service's default port on this host when unset). MTN MoMo when MOMO_BASE_URL is set, else the
// built-in simulator (stopped after the service); Stripe when STRIPE_SECRET_KEY is set.
import { loadConfigOrExit, peerGrpcUrl } from '@shop/platform';
import { requireAdapter, runServiceProcess } from '@shop/platform/runtime';
import { GrpcOrdersApi } from '@shop/orders/grpc-client';
import { paymentsGrpcService } from './adapters/grpc/payments.grpc-server';
import { openPaymentProviders } from './adapters/providers/open-payment-providers';
import { createPaymentsService, paymentsSettingsFrom } from './app';
import { SERVICE_DEPENDENCIES } from './index';

const config = loadConfigOrExit();
await runServiceProcess({
  service: 'payments',
  config,
  uses: SERVICE_DEPENDENCIES,
  start: async (adapters) => {
    const orders = new GrpcOrdersApi(peerGrpcUrl(config, 'orders', adapters.logger));
    const settings = paymentsSettingsFrom(config);
    const providers = await openPaymentProviders(settings, { logger: adapters.logger });
    const payments = await createPaymentsService({
      documents: requireAdapter(adapters, 'documents'),
      events: requireAdapter(adapters, 'events'),
      orders,
      providers,
      logger: adapters.logger,
      settings,
    });
    const stop = async () => {
      await payments.close();
      await providers.close();
      orders.close();
    };
    return { services: [paymentsGrpcService(payments.api)], stop };
  },
});
