// The public surface of @shop/notifications: the API contract, the event payloads and the
// service factory. The gRPC server and client are subpath exports (`/grpc-server`,
// `/grpc-client`), so the one-process topology never loads gRPC.
import type { ServiceDependencies } from '@shop/platform';

export * from './api/notifications-api';
export { createNotificationsService, notificationsSettingsFrom } from './app';
export type { NotificationsService, NotificationsServiceDeps, NotificationsSettings } from './app';

/** The platform ports this service owns or talks through; its process opens these at start. */
export const SERVICE_DEPENDENCIES: ServiceDependencies = { documents: true, cache: true, events: true };
