// Wires the notifications core to its adapters and returns the NotificationsApi. Both the
// service's own process (main.ts) and the gateway's in-process composition call
// createNotificationsService.
import { join } from 'node:path';
import { OutboxRelay, type Config, type DocumentStore, type EventBus, type Logger } from '@shop/platform';
import type { NotificationsApi } from './api/notifications-api';
import { systemClock } from './adapters/clock/system-clock';
import { CryptoUnsubscribeTokens } from './adapters/crypto/crypto-unsubscribe-tokens';
import { OutboxNewsletterEvents } from './adapters/events/outbox-newsletter-events';
import { FileMailer } from './adapters/mail/file-mailer';
import { DocumentSubscriberRepository } from './adapters/storage/document-subscriber-repository';
import type { NotificationsPorts } from './core/notifications-ports';
import type { Clock } from './core/ports/clock.port';
import type { Mailer } from './core/ports/mailer.port';
import { AnnouncePendingActivations } from './core/use-cases/announce-pending-activations.use-case';
import { CheckSubscription } from './core/use-cases/check-subscription.use-case';
import { ListSubscribers } from './core/use-cases/list-subscribers.use-case';
import { Subscribe } from './core/use-cases/subscribe.use-case';
import { Unsubscribe } from './core/use-cases/unsubscribe.use-case';

export interface NotificationsSettings {
  /** PUBLIC_URL: where the unsubscribe links of e-mails point. */
  publicUrl: string;
  /** MAIL_FROM. */
  mailFrom: string;
  /** Where e-mails are written as files (`DATA_DIR/outbox`). */
  mailDirectory: string;
  /** SMTP_URL. SMTP delivery is not built yet: e-mails still go to `mailDirectory`. */
  smtpUrl?: string;
}

export interface NotificationsServiceDeps {
  documents: DocumentStore;
  /** Where the outbox relay publishes newsletter.subscribed and newsletter.unsubscribed. */
  events: EventBus;
  logger: Logger;
  settings: NotificationsSettings;
  clock?: Clock;
  /** Replaces the file mailer (tests). */
  mailer?: Mailer;
  /** Outbox relay poll interval; default 250 ms. */
  relayIntervalMs?: number;
}

export interface NotificationsService {
  api: NotificationsApi;
  /** Stops the outbox relay (waits for its round). Call before closing the store and bus. */
  stop(): Promise<void>;
}

/** The settings both topologies derive from the environment. */
export function notificationsSettingsFrom(config: Config): NotificationsSettings {
  return {
    publicUrl: config.PUBLIC_URL,
    mailFrom: config.MAIL_FROM,
    mailDirectory: join(config.DATA_DIR, 'outbox'),
    smtpUrl: config.SMTP_URL,
  };
}

/** Ensures the indexes, announces (de)activations a crash left unannounced, starts the outbox relay. */
export async function createNotificationsService(deps: NotificationsServiceDeps): Promise<NotificationsService> {
  const { documents, events, logger, settings } = deps;
  const subscribers = new DocumentSubscriberRepository(documents);
  await subscribers.ensureIndexes();
  if (settings.smtpUrl) logger.warn({ mailDirectory: settings.mailDirectory }, 'SMTP_URL is set, but SMTP mail is not built yet: e-mails are written as files');
  const ports: NotificationsPorts = {
    subscribers,
    events: new OutboxNewsletterEvents(documents),
    mailer: deps.mailer ?? new FileMailer({ directory: settings.mailDirectory, from: settings.mailFrom }),
    tokens: new CryptoUnsubscribeTokens(),
    clock: deps.clock ?? systemClock,
    log: logger,
    settings: { publicUrl: settings.publicUrl.replace(/\/+$/, '') },
  };
  await new AnnouncePendingActivations(ports).execute();
  const relay = new OutboxRelay({ store: documents, bus: events, logger, pollIntervalMs: deps.relayIntervalMs });
  relay.start();
  logger.info({ publicUrl: ports.settings.publicUrl, mail: settings.mailDirectory }, 'notifications service ready');
  return { api: notificationsApiOf(ports), stop: () => relay.stop() };
}

/** The use cases behind the API, wired to the given ports. */
function notificationsApiOf(ports: NotificationsPorts): NotificationsApi {
  const subscribe = new Subscribe(ports);
  const unsubscribe = new Unsubscribe(ports);
  const check = new CheckSubscription(ports);
  const list = new ListSubscribers(ports);
  return {
    subscribe: (email) => subscribe.execute(email),
    unsubscribe: (token) => unsubscribe.execute(token),
    checkSubscription: (email) => check.execute(email),
    listSubscribers: (query) => list.execute(query),
  };
}
