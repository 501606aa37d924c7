import { once } from 'node:events';
import { callerAccount, callerActor, fromContractJson, type GrpcAccessTable, type GrpcServiceRegistration, toContractJson } from '@shop/platform/grpc';
import { notificationsPb } from '@shop/proto';
import type { NotificationsApi } from '../../api/notifications-api';
import { DELIVERY_STATUSES, inboundSmsSchema, SMS_STATUSES, smsDeliveryReportSchema, smsSettingBodySchema } from '@shop/contracts';
import { bulkEmailResultToPb, deliveryPageToPb, logQueryFromPb, subscribeResultToPb, subscriberPageToPb, subscriberToPb } from './notifications-grpc-mapping';

/** Who may call each method, as the gateway's routes allow it one layer up; a campaign's sender is the calling admin. */
export const NOTIFICATIONS_ACCESS = {
  subscribe: 'public',
  unsubscribe: 'public',
  checkSubscription: 'public',
  listSubscribers: 'admin',
  countNewSubscribers: 'admin',
  sendBulkEmail: 'admin',
  exportSubscribers: 'admin',
  listDeliveries: 'admin',
  listTextMessages: 'admin',
  // The providers' callbacks reach the gateway, which checks the callback secret before calling.
  receiveSms: 'public',
  recordSmsDeliveryReport: 'public',
  smsSettings: 'user',
  setSmsUpdates: 'user',
} as const satisfies GrpcAccessTable<typeof notificationsPb.NotificationsService>;

/**
 * The Notifications gRPC service over a NotificationsApi. Handlers are async: what they throw
 * (AppErrors) becomes a gRPC status with the HTTP status and field errors (platform server kit).
 * ExportSubscribers streams one message per subscriber, waiting for the client when its buffer is full.
 */
export function notificationsGrpcService(api: NotificationsApi): GrpcServiceRegistration {
  const implementation: notificationsPb.NotificationsServer = {
    subscribe: async ({ request }, callback) => callback(null, subscribeResultToPb(await api.subscribe(request.email, request.language))),
    unsubscribe: async ({ request }, callback) => callback(null, await api.unsubscribe(request.token)),
    checkSubscription: async ({ request }, callback) => callback(null, await api.checkSubscription(request.email)),
    countNewSubscribers: async ({ request }, callback) => callback(null, { counts: await api.newSubscribersPerDay(request.days) }),
    listSubscribers: async ({ request }, callback) =>
      callback(null, subscriberPageToPb(await api.listSubscribers({ page: request.page, limit: request.limit }))),
    sendBulkEmail: async ({ request }, callback) =>
      callback(
        null,
        bulkEmailResultToPb(
          await api.sendBulkEmail({ subject: request.subject, htmlContent: request.htmlContent, textContent: request.textContent, actorId: callerAccount().userId, actorEmail: callerAccount().email }),
        ),
      ),
    exportSubscribers: async (call) => {
      for await (const subscriber of api.exportSubscribers()) {
        if (call.cancelled) return;
        // A full buffer waits for the client to read, or to go away.
        if (!call.write(subscriberToPb(subscriber))) await Promise.race([once(call, 'drain'), once(call, 'cancelled')]);
      }
      call.end();
    },
    listDeliveries: async ({ request }, callback) => callback(null, deliveryPageToPb(await api.listDeliveries(logQueryFromPb(request, DELIVERY_STATUSES)))),
    listTextMessages: async ({ request }, callback) => callback(null, toContractJson(await api.listTextMessages(logQueryFromPb(request, SMS_STATUSES)))),
    receiveSms: async ({ request }, callback) => callback(null, toContractJson(await api.receiveSms(fromContractJson(inboundSmsSchema, request, 'An inbound SMS', 'request')))),
    recordSmsDeliveryReport: async ({ request }, callback) =>
      callback(null, toContractJson(await api.recordSmsDeliveryReport(fromContractJson(smsDeliveryReportSchema, request, 'A delivery report', 'request')))),
    // The shopper is the caller of the access token, never a field of the message.
    smsSettings: async (_call, callback) => callback(null, toContractJson(await api.smsSettings(callerActor().userId))),
    setSmsUpdates: async ({ request }, callback) => {
      const setting = fromContractJson(smsSettingBodySchema, request, 'An SMS setting', 'request');
      callback(null, toContractJson(await api.setSmsUpdates({ ...setting, userId: callerActor().userId })));
    },
  };
  return { definition: notificationsPb.NotificationsService, implementation, access: NOTIFICATIONS_ACCESS };
}
