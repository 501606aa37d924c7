// The notifications service as its own process: gRPC with the standard health service and the
// outbox relay and retry scheduler (stopped before the adapters close). E-mails go to SMTP when
// SMTP_URL is set, else to files under DATA_DIR/outbox; text messages to Pindo or Africa's Talking
// when configured, else to files under DATA_DIR/sms-outbox.
import { loadConfigOrExit, openMailer } from '@shop/platform';
import { requireAdapter, runServiceProcess } from '@shop/platform/runtime';
import { openSmsSender } from '@shop/platform/sms';
import { notificationsGrpcService } from './adapters/grpc/notifications.grpc-server';
import { createNotificationsService, notificationsSettingsFrom } from './app';
import { SERVICE_DEPENDENCIES } from './index';

const config = loadConfigOrExit();
await runServiceProcess({
  service: 'notifications',
  config,
  uses: SERVICE_DEPENDENCIES,
  start: async (adapters) => {
    const mailer = await openMailer(config);
    const sms = await openSmsSender(config);
    const notifications = await createNotificationsService({
      documents: requireAdapter(adapters, 'documents'),
      events: requireAdapter(adapters, 'events'),
      logger: adapters.logger,
      settings: notificationsSettingsFrom(config),
      mailer,
      sms,
    });
    const stop = async () => {
      await notifications.stop();
      await mailer.close();
      await sms.close();
    };
    return { services: [notificationsGrpcService(notifications.api)], stop };
  },
});
