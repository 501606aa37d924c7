import type { NotificationsPorts } from '../notifications-ports';
import type { DeliveryRecord } from '../ports/delivery-log.port';
import type { OutgoingMail } from '@shop/platform';

type DeliveryDeps = Pick<NotificationsPorts, 'deliveries' | 'mailer' | 'clock' | 'log' | 'settings'>;

/** What an e-mail is sent for: an event (or a campaign, an activation) and when it happened. */
export interface MailCause {
  id: string;
  at: string;
}

/** Longest error kept in the send log. */
const MAX_ERROR_LENGTH = 500;

/**
 * Records an e-mail in the send log and sends it. The log is unique per (event, template,
 * recipient): a redelivered event finds its e-mail recorded and sends nothing. A failed send
 * stays pending for the retry scheduler; null when the e-mail was recorded already.
 * Every send of one e-mail carries the same id and date (the record's id, the event's time),
 * so sending it again replaces the file or repeats the Message-ID, even from a restored shop.
 */
export async function deliver(
  deps: DeliveryDeps,
  input: { mail: OutgoingMail; template: string; cause: MailCause; secret?: boolean },
): Promise<DeliveryRecord | null> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const record = await deps.deliveries.open({
    to: input.mail.to,
    template: input.template,
    eventId: input.cause.id,
    eventAt: input.cause.at,
    subject: input.mail.subject,
    // A mail holding a secret (the welcome e-mail's unsubscribe token) is logged without its body.
    mail: input.secret ? { to: input.mail.to, subject: input.mail.subject, text: '', html: '' } : input.mail,
    status: 'pending',
    attempts: 0,
    // Should the process stop before the send settles, the scheduler takes it up from here;
    // a mail logged without its body cannot be sent again.
    ...(input.secret ? {} : { nextAttemptAt: new Date(now.getTime() + firstDelay(deps)).toISOString() }),
    createdAt: at,
    updatedAt: at,
  });
  if (!record) return null;
  return attemptDelivery(deps, input.secret ? { ...record, mail: input.mail } : record, { retry: !input.secret });
}

/**
 * One attempt at a pending send; the record after it. A failure waits for the next delay of
 * RETRY_DELAYS (1, 5, 30 minutes by default); after the last one the send is `failed`.
 */
export async function attemptDelivery(deps: DeliveryDeps, record: DeliveryRecord, options: { retry?: boolean } = {}): Promise<DeliveryRecord> {
  const attempts = record.attempts + 1;
  try {
    await deps.mailer.send({ ...record.mail, dedupe: { key: record.id, firstAttemptAt: new Date(record.eventAt ?? record.createdAt) } });
    const outcome = { status: 'sent' as const, attempts, updatedAt: deps.clock.now().toISOString() };
    await deps.deliveries.settle(record.id, outcome);
    return { ...record, ...outcome, nextAttemptAt: undefined };
  } catch (error) {
    const now = deps.clock.now();
    const delay = options.retry === false ? undefined : deps.settings.retryDelaysMs[attempts - 1];
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    const outcome =
      delay === undefined
        ? { status: 'failed' as const, attempts, lastError, updatedAt: now.toISOString() }
        : { status: 'pending' as const, attempts, lastError, nextAttemptAt: new Date(now.getTime() + delay).toISOString(), updatedAt: now.toISOString() };
    await deps.deliveries.settle(record.id, outcome);
    deps.log.warn({ to: record.to, template: record.template, eventId: record.eventId, attempts, err: error }, outcome.status === 'failed' ? 'e-mail gave up after its retries' : 'e-mail could not be sent; it will be retried');
    return { ...record, ...outcome };
  }
}

function firstDelay(deps: DeliveryDeps): number {
  return deps.settings.retryDelaysMs[0] ?? 60_000;
}
