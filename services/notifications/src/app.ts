// Wires the notifications core to its adapters and returns the NotificationsApi. Both the
// service's own process (main.ts) and the gateway's in-process composition call
// createNotificationsService.
import { join } from 'node:path';
import { OutboxFolderMailer, OutboxRelay, systemClock, tracedApi, type Config, type DocumentStore, type EventBus, type Logger } from '@shop/platform';
import { OutboxFolderSmsSender } from '@shop/platform/sms';
import type { NotificationsApi } from './api/notifications-api';
import { CryptoUnsubscribeTokens, loadOrCreateSecret } from './adapters/crypto/crypto-unsubscribe-tokens';
import { subscribeNotificationConsumers } from './adapters/events/notification-event-consumers';
import { SanitizeHtmlSanitizer } from './adapters/html/sanitize-html-sanitizer';
import { openNotificationStores } from './adapters/storage/notification-stores';
import type { MailSender, NotificationsPorts } from './core/notifications-ports';
import type { Clock } from '@shop/domain';
import { AnnouncePendingActivations } from './core/use-cases/announce-pending-activations.use-case';
import { NotifyPaymentSettled } from './core/use-cases/notify-payment-settled.use-case';
import { NotifyRefund } from './core/use-cases/notify-refund.use-case';
import { NotifyStatusChanged } from './core/use-cases/notify-status-changed.use-case';
import { RecordOrderPlaced } from './core/use-cases/record-order-placed.use-case';
import { RetryDeliveries } from './core/use-cases/retry-deliveries.use-case';
import { SendCampaign } from './core/use-cases/send-campaign.use-case';
import { createNotificationsTranslator } from './locales/catalogues';
import { notificationsApiOf } from './notifications-api-of';

/** A failed send is tried again after 1, 5 and 30 minutes, then stays failed. */
export const DEFAULT_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000];
const DEFAULT_RETRY_INTERVAL_MS = 15_000;

export interface NotificationsSettings {
  /** PUBLIC_URL: where the unsubscribe links of e-mails point. */
  publicUrl: string;
  /** MAIL_FROM. */
  mailFrom: string;
  /** Where e-mails are written as files (`DATA_DIR/outbox`) when no mailer is given. */
  mailDirectory: string;
  /** Where text messages are written as files (`DATA_DIR/sms-outbox`) when no SMS sender is given. */
  smsDirectory: string;
  /** SMS_SENDER_ID, as the outbox files name it. */
  smsSenderId: string;
  /** SUPPORT_PHONE, named in the order e-mails. */
  supportPhone: string;
  /** MOMO_MERCHANT_CODE, for the manual payment's dial code. */
  merchantCode: string;
  /**
   * Where the secret that signs campaign unsubscribe links is kept (created on first start).
   * Without it a new secret is made per start, and links of earlier campaigns stop working.
   */
  secretFile?: string;
  /** Waits between the attempts of a failed send; default 1, 5 and 30 minutes. */
  retryDelaysMs?: number[];
  /** How often the scheduler looks for sends due again; default 15 s. */
  retryIntervalMs?: number;
}

export interface NotificationsServiceDeps {
  documents: DocumentStore;
  /** Where the outbox relay publishes; the service's consumers subscribe here. */
  events: EventBus;
  logger: Logger;
  settings: NotificationsSettings;
  clock?: Clock;
  /**
   * Where e-mails go: the platform's mailer (`openMailer`: SMTP when SMTP_URL is set, else the
   * outbox folder); its opener closes it after `stop`. Default: the outbox folder in `mailDirectory`.
   */
  mailer?: MailSender;
  /**
   * Where text messages go: the platform's sender (`openSmsSender`: Pindo or Africa's Talking when
   * configured, else the outbox folder); its opener closes it. Default: the outbox folder in `smsDirectory`.
   */
  sms?: NotificationsPorts['sms'];
  /** Outbox relay poll interval; default 250 ms. */
  relayIntervalMs?: number;
  /** Prefixed to the event consumers' names (a test on a shared broker). */
  consumerPrefix?: string;
}

export interface NotificationsService {
  api: NotificationsApi;
  /** One round of the retry scheduler now (tests; the scheduler runs on its own). Returns how many sends were tried. */
  retryDueDeliveries(): Promise<number>;
  /** Stops the retry scheduler and the outbox relay (waits for their rounds). Call before closing the store and bus. */
  stop(): Promise<void>;
}

/** The settings both topologies derive from the environment. */
export function notificationsSettingsFrom(config: Config): NotificationsSettings {
  return {
    publicUrl: config.PUBLIC_URL,
    mailFrom: config.MAIL_FROM,
    mailDirectory: join(config.DATA_DIR, 'outbox'),
    smsDirectory: join(config.DATA_DIR, 'sms-outbox'),
    smsSenderId: config.SMS_SENDER_ID,
    supportPhone: config.SUPPORT_PHONE,
    merchantCode: config.MOMO_MERCHANT_CODE,
    secretFile: join(config.DATA_DIR, 'notifications', 'unsubscribe-link.key'),
  };
}

/**
 * Ensures the indexes, announces (de)activations a crash left unannounced, subscribes the
 * event consumers, starts the outbox relay and the retry scheduler.
 */
export async function createNotificationsService(deps: NotificationsServiceDeps): Promise<NotificationsService> {
  const { documents, events, logger, settings } = deps;
  const stores = await openNotificationStores(documents);
  const secret = settings.secretFile ? await loadOrCreateSecret(settings.secretFile) : undefined;
  const ports: NotificationsPorts = {
    ...stores,
    mailer: deps.mailer ?? new OutboxFolderMailer({ directory: settings.mailDirectory, from: settings.mailFrom }),
    sms: deps.sms ?? new OutboxFolderSmsSender({ directory: settings.smsDirectory, sender: settings.smsSenderId }),
    tokens: new CryptoUnsubscribeTokens(secret),
    sanitizer: new SanitizeHtmlSanitizer(),
    translate: createNotificationsTranslator(),
    clock: deps.clock ?? systemClock,
    log: logger,
    settings: {
      publicUrl: settings.publicUrl.replace(/\/+$/, ''),
      supportPhone: settings.supportPhone,
      merchantCode: settings.merchantCode,
      retryDelaysMs: settings.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    },
  };
  await new AnnouncePendingActivations(ports).execute();
  await subscribeNotificationConsumers({
    events,
    documents,
    logger,
    consumerPrefix: deps.consumerPrefix,
    targets: {
      orderPlaced: new RecordOrderPlaced(ports),
      paymentSettled: new NotifyPaymentSettled(ports),
      refund: new NotifyRefund(ports),
      statusChanged: new NotifyStatusChanged(ports),
      campaign: new SendCampaign(ports),
    },
  });
  const relay = new OutboxRelay({ store: documents, bus: events, logger, pollIntervalMs: deps.relayIntervalMs });
  relay.start();
  const scheduler = retryScheduler(new RetryDeliveries(ports), settings.retryIntervalMs ?? DEFAULT_RETRY_INTERVAL_MS, logger);
  logger.info({ publicUrl: ports.settings.publicUrl }, 'notifications service ready');
  return {
    api: tracedApi('notifications', notificationsApiOf(ports)),
    retryDueDeliveries: scheduler.runNow,
    stop: async () => {
      await scheduler.stop();
      await relay.stop();
    },
  };
}

/** Runs the retry round every `intervalMs`, one round at a time. */
function retryScheduler(retry: RetryDeliveries, intervalMs: number, logger: Logger) {
  let running: Promise<number> | undefined;
  const runNow = (): Promise<number> => {
    running ??= retry.execute().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => {
    runNow().catch((error: unknown) => logger.warn({ err: error }, 'retrying e-mails failed; next round later'));
  }, intervalMs);
  timer.unref();
  return {
    runNow,
    stop: async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
