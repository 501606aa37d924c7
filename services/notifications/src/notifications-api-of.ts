// The use cases behind the NotificationsApi, wired to the given ports.
import { CountNewSubscribers } from './core/use-cases/count-new-subscribers.use-case';
import type { NotificationsApi } from './api/notifications-api';
import type { NotificationsPorts } from './core/notifications-ports';
import { CheckSubscription } from './core/use-cases/check-subscription.use-case';
import { ExportSubscribers } from './core/use-cases/export-subscribers.use-case';
import { ListDeliveries } from './core/use-cases/list-deliveries.use-case';
import { ListSubscribers } from './core/use-cases/list-subscribers.use-case';
import { ListTextMessages } from './core/use-cases/list-text-messages.use-case';
import { ReceiveInboundSms } from './core/use-cases/receive-inbound-sms.use-case';
import { RecordSmsDeliveryReport } from './core/use-cases/record-sms-delivery-report.use-case';
import { SendBulkEmail } from './core/use-cases/send-bulk-email.use-case';
import { SetSmsUpdates, SmsSettingsOfShopper } from './core/use-cases/sms-settings.use-case';
import { Subscribe } from './core/use-cases/subscribe.use-case';
import { Unsubscribe } from './core/use-cases/unsubscribe.use-case';

export function notificationsApiOf(ports: NotificationsPorts): NotificationsApi {
  const subscribe = new Subscribe(ports);
  const unsubscribe = new Unsubscribe(ports);
  const check = new CheckSubscription(ports);
  const list = new ListSubscribers(ports);
  const newSubscribers = new CountNewSubscribers(ports);
  const bulk = new SendBulkEmail(ports);
  const exporter = new ExportSubscribers(ports);
  const deliveries = new ListDeliveries(ports);
  const texts = new ListTextMessages(ports);
  const inbound = new ReceiveInboundSms(ports);
  const reports = new RecordSmsDeliveryReport(ports);
  const smsSettings = new SmsSettingsOfShopper(ports);
  const setSmsUpdates = new SetSmsUpdates(ports);
  return {
    subscribe: (email, language) => subscribe.execute(email, language),
    unsubscribe: (token) => unsubscribe.execute(token),
    checkSubscription: (email) => check.execute(email),
    listSubscribers: (query) => list.execute(query),
    newSubscribersPerDay: (days) => newSubscribers.execute(days),
    sendBulkEmail: (input) => bulk.execute(input),
    exportSubscribers: () => exporter.execute(),
    listDeliveries: (query) => deliveries.execute(query),
    listTextMessages: (query) => texts.execute(query),
    receiveSms: (message) => inbound.execute(message),
    recordSmsDeliveryReport: (report) => reports.execute(report),
    smsSettings: (userId) => smsSettings.execute(userId),
    setSmsUpdates: (input) => setSmsUpdates.execute(input),
  };
}
