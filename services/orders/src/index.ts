// The public surface of @shop/orders: the API contract, the event payloads and the service factory.
// The gRPC server and client are subpath exports (`/grpc-server`, `/grpc-client`), so the
// one-process topology never loads gRPC.
import type { ServiceDependencies } from '@shop/platform';

export * from './api/orders-api';
export { createOrdersService, ordersSettingsFrom } from './app';
export { fiscalDeviceSettingsFrom, openFiscalDevice } from './adapters/fiscal-device/open-fiscal-device';
export type { FiscalDeviceSettings, OpenedFiscalDevice } from './adapters/fiscal-device/open-fiscal-device';
export type { OrdersService, OrdersServiceDeps, OrdersSettings } from './app';
export type { Randomness } from './core/ports/randomness.port';
export * from './order-seeding';

/** The platform ports this service owns or talks through; its process opens these at start. */
export const SERVICE_DEPENDENCIES: ServiceDependencies = { documents: true, cache: true, events: true };
