// The public surface of @shop/payments: the API contract, the service factory, the opener of its
// providers and the test numbers and cards of the embedded simulators. The gRPC server and client
// are subpath exports (`/grpc-server`, `/grpc-client`), so the one-process topology never loads gRPC.
import type { ServiceDependencies } from '@shop/platform';

export * from './api/payments-api';
export { createPaymentsService, paymentsSettingsFrom } from './app';
export type { PaymentsService, PaymentsServiceDeps, PaymentsSettings } from './app';
export { openPaymentProviders } from './adapters/providers/open-payment-providers';
export type { MomoSettings, PaymentProviders, PaymentProviderSettings } from './adapters/providers/open-payment-providers';
export { MOMO_TEST_NUMBERS } from './adapters/momo-simulator/momo-test-numbers';
export { AIRTEL_TEST_NUMBERS } from './adapters/airtel-simulator/airtel-test-numbers';
export { TEST_CARDS } from './adapters/card/test-cards';

/** The platform ports this service owns or talks through; its process opens these at start. */
export const SERVICE_DEPENDENCIES: ServiceDependencies = { documents: true, cache: true, events: true };
