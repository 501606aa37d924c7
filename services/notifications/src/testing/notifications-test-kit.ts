// Test support (not exported): the notifications service on its embedded adapters (in-memory
// store, in-process bus, e-mails as files in a temporary directory), optionally behind a real
// gRPC server, with a clock the test moves and readers for the e-mails and the published events.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NEWSLETTER_SUBSCRIBED, NEWSLETTER_UNSUBSCRIBED } from '@shop/contracts';
import { createLogger, InProcessEventBus, SqliteDocumentStore, type DomainEvent, type EventBus, type OutboxMailFile } from '@shop/platform';
import { callingAs } from '@shop/platform/contracts';
import type { OutboxSmsFile } from '@shop/platform/sms';
import { startGrpcServer } from '@shop/platform/grpc';
import { createTestCallers } from '@shop/platform/grpc-testing';
import type { NotificationsApi } from '../api/notifications-api';
import { GrpcNotificationsApi } from '../adapters/grpc/grpc-notifications-api';
import { notificationsGrpcService } from '../adapters/grpc/notifications.grpc-server';
import { createNotificationsService } from '../app';
import type { Clock } from '@shop/domain';
import type { MailSender } from '../core/notifications-ports';
import { NOTIFICATIONS_CALLERS } from './notifications-grpc-callers';

export const TEST_PUBLIC_URL = 'https://shop.example.rw';
export const TEST_SUPPORT_PHONE = '+250 788 123 456';
export const TEST_MERCHANT_CODE = '182000';

/** A clock the test moves. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: string | number = '2026-11-14T09:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

export const silentLogger = () => createLogger({ service: 'notifications-test', level: 'silent' });

/** Every JSON file an outbox folder holds (e-mails, SMS), oldest first. */
async function readOutbox<T>(directory: string): Promise<T[]> {
  const names = (await readdir(directory).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(directory, name), 'utf8')) as T));
}

/** Every e-mail the outbox-folder mailer wrote to `directory`, oldest first. */
export const readMails = (directory: string) => readOutbox<OutboxMailFile>(directory);
/** Every SMS the outbox-folder sender wrote to `directory`, oldest first. */
export const readTexts = (directory: string) => readOutbox<OutboxSmsFile>(directory);

/** The token and e-mail of the unsubscribe link in an e-mail's text, whatever its language. */
export function unsubscribeLinkOf(mail: OutboxMailFile): { url: URL; token: string; email: string } {
  const match = /(https?:\/\/\S+\/unsubscribe\?\S+)/.exec(mail.text);
  if (!match) throw new Error(`no unsubscribe link in the e-mail to ${mail.to}`);
  const url = new URL(match[1]!);
  return { url, token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
}

export interface TestNotificationsOptions {
  /** Reach the service through GrpcNotificationsApi and its gRPC server. */
  overGrpc?: boolean;
  /** Share a store with another instance (a restart). */
  documents?: SqliteDocumentStore;
  /** Replaces the file mailer. */
  mailer?: MailSender;
  /** Receives what the service logs at warn level. */
  warnings?: string[];
  /** Replaces the in-process bus (RabbitMQ); the caller closes it. */
  events?: EventBus;
  /** Waits between send attempts; default 1, 5 and 30 minutes. */
  retryDelaysMs?: number[];
  /** Prefixed to every consumer name (queues of its own on a shared broker). */
  consumerPrefix?: string;
}

export async function startTestNotifications(options: TestNotificationsOptions = {}) {
  const warnings = options.warnings;
  const logger = warnings
    ? createLogger({ service: 'notifications-test', level: 'warn', destination: { write: (line: string) => void warnings.push((JSON.parse(line) as { msg: string }).msg) } })
    : silentLogger();
  const closers: Array<() => Promise<void> | void> = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'notifications-'));
  const mailDirectory = join(dataDir, 'outbox');
  const smsDirectory = join(dataDir, 'sms-outbox');
  closers.push(() => rm(dataDir, { recursive: true, force: true }));
  const documents = options.documents ?? new SqliteDocumentStore({});
  if (!options.documents) closers.push(() => documents.close());
  const events = options.events ?? new InProcessEventBus();
  if (!options.events) closers.unshift(() => events.close());
  const published: DomainEvent[] = [];
  await events.subscribe({ consumer: `${options.consumerPrefix ?? ''}test.newsletter-events`, patterns: [NEWSLETTER_SUBSCRIBED, NEWSLETTER_UNSUBSCRIBED], handler: async (event) => void published.push(event) });
  const clock = new TestClock();
  const service = await createNotificationsService({
    documents,
    events,
    logger,
    clock,
    mailer: options.mailer,
    settings: {
      publicUrl: `${TEST_PUBLIC_URL}/`,
      mailFrom: 'DevShop <no-reply@devshop.rw>',
      mailDirectory,
      smsDirectory,
      smsSenderId: 'DevShop',
      supportPhone: TEST_SUPPORT_PHONE,
      merchantCode: TEST_MERCHANT_CODE,
      secretFile: join(dataDir, 'notifications', 'unsubscribe-link.key'),
      retryDelaysMs: options.retryDelaysMs,
      // The test runs retry rounds itself.
      retryIntervalMs: 3_600_000,
    },
    relayIntervalMs: 10,
    consumerPrefix: options.consumerPrefix,
  });
  closers.unshift(() => service.stop());
  let api: NotificationsApi = service.api;
  if (options.overGrpc) {
    const callers = await createTestCallers();
    const server = await startGrpcServer({
      port: 0,
      host: '127.0.0.1',
      services: [notificationsGrpcService(service.api)],
      logger,
      serviceName: 'notifications',
      identity: callers.identity('notifications'),
    });
    // As the gateway calls it: its own service token, and the signed-in admin's token per call.
    const client = new GrpcNotificationsApi(`127.0.0.1:${server.port}`, { identity: callers.identity('gateway') });
    closers.unshift(() => client.close(), () => server.stop({ graceMs: 100 }));
    api = callingAs(client, callers, NOTIFICATIONS_CALLERS);
  }

  return {
    api,
    service,
    events,
    clock,
    documents,
    published,
    /** Publishes an event as another service would (its outbox relay). */
    publish: (event: DomainEvent) => events.publish(event),
    /** Waits until `count` e-mails are written (or 5 s passed); every e-mail written. */
    mailsWritten: async (count: number) => {
      const deadline = Date.now() + 5000;
      let mails = await readMails(mailDirectory);
      while (mails.length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        mails = await readMails(mailDirectory);
      }
      return mails;
    },
    /** Lets every event in flight be handled. */
    settle: async () => {
      if (events instanceof InProcessEventBus) await events.drain();
    },
    mails: () => readMails(mailDirectory),
    /** Every SMS written to the outbox folder, oldest first. */
    texts: () => readTexts(smsDirectory),
    /** Waits until the outbox relay has published at least `count` events (or 5 s passed). */
    eventsPublished: async (count: number) => {
      const deadline = Date.now() + 5000;
      while (published.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      if (events instanceof InProcessEventBus) await events.drain();
      return [...published];
    },
    close: async () => {
      for (const close of closers) await close();
    },
  };
}

export type TestNotifications = Awaited<ReturnType<typeof startTestNotifications>>;
