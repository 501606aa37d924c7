// Test support: who calls each NotificationsApi method over gRPC (the newsletter admin screens
// are an admin's; subscribing, and a provider's SMS callbacks, are anyone's).
import { TEST_ADMIN, type CallersOf } from '@shop/platform/contracts';
import type { NotificationsApi } from '../api/notifications-api';

const anyone = () => undefined;
const admin = () => TEST_ADMIN;

export const NOTIFICATIONS_CALLERS: CallersOf<NotificationsApi> = {
  subscribe: anyone,
  unsubscribe: anyone,
  checkSubscription: anyone,
  listSubscribers: admin,
  newSubscribersPerDay: admin,
  sendBulkEmail: ({ actorId, actorEmail }) => ({ userId: actorId, role: 'ADMIN', email: actorEmail }),
  exportSubscribers: admin,
  listDeliveries: admin,
  listTextMessages: admin,
  // The gateway, on a provider's callback: no user.
  receiveSms: anyone,
  recordSmsDeliveryReport: anyone,
  smsSettings: (userId) => ({ userId, role: 'USER' }),
  setSmsUpdates: ({ userId }) => ({ userId, role: 'USER' }),
};
