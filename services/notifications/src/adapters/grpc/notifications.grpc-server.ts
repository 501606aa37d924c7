import type { GrpcServiceRegistration } from '@shop/platform/grpc';
import { notificationsPb } from '@shop/proto';
import type { NotificationsApi } from '../../api/notifications-api';
import { subscribeResultToPb, subscriberPageToPb } from './notifications-grpc-mapping';

/** The RPCs served now; SendBulkEmail and ExportSubscribers come with the admin newsletter screen. */
type ServedRpcs = Pick<notificationsPb.NotificationsServer, 'subscribe' | 'unsubscribe' | 'checkSubscription' | 'listSubscribers'>;

/**
 * The Notifications gRPC service over a NotificationsApi. Handlers are async: what they throw
 * (AppErrors) becomes a gRPC status with the HTTP status and field errors (platform server kit).
 * Methods without a handler answer UNIMPLEMENTED.
 */
export function notificationsGrpcService(api: NotificationsApi): GrpcServiceRegistration {
  const implementation: ServedRpcs = {
    subscribe: async ({ request }, callback) => callback(null, subscribeResultToPb(await api.subscribe(request.email))),
    unsubscribe: async ({ request }, callback) => callback(null, await api.unsubscribe(request.token)),
    checkSubscription: async ({ request }, callback) => callback(null, await api.checkSubscription(request.email)),
    listSubscribers: async ({ request }, callback) =>
      callback(null, subscriberPageToPb(await api.listSubscribers({ page: request.page, limit: request.limit }))),
  };
  return { definition: notificationsPb.NotificationsService, implementation };
}
