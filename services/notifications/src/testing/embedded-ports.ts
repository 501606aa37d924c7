// Test support: the notifications core's ports on the embedded adapters (an in-memory store),
// with a mailer that keeps what it sends (or refuses), a log that keeps what it says, and a clock
// the test moves. For use-case tests that need no event bus and no gRPC server.
import { SqliteDocumentStore } from '@shop/platform';
import { afterEach } from 'vitest';
import { CryptoUnsubscribeTokens } from '../adapters/crypto/crypto-unsubscribe-tokens';
import { SanitizeHtmlSanitizer } from '../adapters/html/sanitize-html-sanitizer';
import { openNotificationStores } from '../adapters/storage/notification-stores';
import type { NotificationsLog, NotificationsPorts } from '../core/notifications-ports';
import type { OutgoingMail } from '@shop/platform';
import { countSegments, SmsSendError, type OutgoingSms, type SentSms } from '@shop/platform/sms';
import type { MailSender } from '../core/notifications-ports';
import { TEST_MERCHANT_CODE, TEST_PUBLIC_URL, TEST_SUPPORT_PHONE, TestClock } from './notifications-test-kit';
import { translate } from './translate';

/**
 * A mailer that keeps every e-mail it accepts (`sent`) and the key each attempt was sent under
 * (`dedupes`); `failWith` makes the next sends fail.
 */
export class RecordingMailer implements MailSender {
  readonly sent: OutgoingMail[] = [];
  readonly dedupes: Array<OutgoingMail['dedupe']> = [];
  failWith: unknown = undefined;

  async send({ dedupe, ...mail }: OutgoingMail): Promise<{ messageId: string }> {
    this.dedupes.push(dedupe);
    if (this.failWith !== undefined) throw this.failWith;
    this.sent.push(mail);
    return { messageId: `message-${this.sent.length}` };
  }
}

/**
 * An SMS sender that keeps every message it accepts; `refuse` makes the next sends fail as no
 * provider would take them, `failWith` throws what it holds.
 */
export class RecordingSmsSender {
  readonly sent: OutgoingSms[] = [];
  refuse = false;
  failWith: unknown = undefined;

  async send(message: OutgoingSms): Promise<SentSms> {
    if (this.refuse) throw new SmsSendError('No credit left', 'test-provider', 'refused');
    if (this.failWith !== undefined) throw this.failWith;
    this.sent.push(message);
    return { provider: 'test-provider', providerMessageId: `sms-${this.sent.length}`, ...countSegments(message.text), costRwf: 15 };
  }
}

export interface LogLine {
  level: 'warn' | 'info';
  fields: Record<string, unknown>;
  message: string;
}

/** A log that keeps what the core tells the operator. */
export class RecordingLog implements NotificationsLog {
  readonly lines: LogLine[] = [];

  warn(fields: Record<string, unknown>, message: string): void {
    this.lines.push({ level: 'warn', fields, message });
  }

  info(fields: Record<string, unknown>, message: string): void {
    this.lines.push({ level: 'info', fields, message });
  }
}

/** The admin sending a bulk e-mail, as their verified token names them (the audit trail records them). */
export const BULK_SENDER = { actorId: 'ffffffffffffffffffffffff', actorEmail: 'admin@devshop.rw' };

/** The default waits of a failed send: 1, 5 and 30 minutes. */
export const TEST_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000];

export async function embeddedPorts(options: { retryDelaysMs?: number[] } = {}) {
  const documents = new SqliteDocumentStore({});
  const mailer = new RecordingMailer();
  const sms = new RecordingSmsSender();
  const log = new RecordingLog();
  const clock = new TestClock();
  const ports = {
    ...(await openNotificationStores(documents)),
    mailer,
    sms,
    tokens: new CryptoUnsubscribeTokens(),
    sanitizer: new SanitizeHtmlSanitizer(),
    translate,
    clock,
    log,
    settings: {
      publicUrl: TEST_PUBLIC_URL,
      supportPhone: TEST_SUPPORT_PHONE,
      merchantCode: TEST_MERCHANT_CODE,
      retryDelaysMs: options.retryDelaysMs ?? TEST_RETRY_DELAYS_MS,
    },
  } satisfies NotificationsPorts;
  return { ports, documents, mailer, sms, log, clock, close: () => documents.close() };
}

export type EmbeddedPorts = Awaited<ReturnType<typeof embeddedPorts>>;

/** `count` active subscribers, subscriber-1@example.rw onwards, all subscribed at `at`; in id order. */
export async function subscribeMany(subscribers: NotificationsPorts['subscribers'], count: number, at = '2026-11-10T08:00:00.000Z') {
  const records = [];
  for (let n = 1; n <= count; n++) records.push((await subscribers.activate({ email: `subscriber-${n}@example.rw`, tokenHash: `digest-${n}`, at })).subscriber);
  return records;
}

/** Opens fresh embedded ports per call and closes them after each test of the calling file. */
export function embeddedPortsPerTest(): (options?: Parameters<typeof embeddedPorts>[0]) => Promise<EmbeddedPorts> {
  const opened: EmbeddedPorts[] = [];
  afterEach(async () => {
    for (const ports of opened.splice(0)) await ports.close();
  });
  return async (options) => {
    const ports = await embeddedPorts(options);
    opened.push(ports);
    return ports;
  };
}
