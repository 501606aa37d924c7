import type { MailCause } from '../mail/deliver';
import type { NotificationsPorts } from '../notifications-ports';
import type { SmsOutcome, SmsRecord } from '../ports/sms-log.port';
import type { OrderSms } from './order-sms';

type SmsDeps = Pick<NotificationsPorts, 'sms' | 'texts' | 'optOuts' | 'clock' | 'log'>;

/** Longest error kept in the SMS log. */
const MAX_ERROR_LENGTH = 500;

/** The provider an SmsSendError names, if the error is one. */
function providerOf(error: unknown): string | undefined {
  const provider = (error as { provider?: unknown } | undefined)?.provider;
  return typeof provider === 'string' ? provider : undefined;
}

/**
 * Records an SMS in the SMS log and sends it, once per (event, template, number): a redelivered
 * event finds it recorded and sends nothing. The sender retries and falls back on its own; what
 * no provider took stays in the log as failed, with the reason, for the admin to see. A number
 * that replied STOP gets nothing. Null when nothing was sent: recorded already, or stopped.
 */
export async function sendSms(deps: SmsDeps, sms: OrderSms, cause: MailCause): Promise<SmsRecord | null> {
  if (await deps.optOuts.isStopped(sms.to)) return null;
  const at = deps.clock.now().toISOString();
  const record = await deps.texts.open({ to: sms.to, template: sms.template, eventId: cause.id, text: sms.text, status: 'pending', createdAt: at, updatedAt: at });
  if (!record) return null;
  let outcome: SmsOutcome;
  try {
    const sent = await deps.sms.send({ to: record.to, text: record.text, dedupe: { key: record.id } });
    const { provider, providerMessageId, encoding, segments, costRwf } = sent;
    outcome = { status: 'sent', provider, providerMessageId, encoding, segments, costRwf, updatedAt: deps.clock.now().toISOString() };
  } catch (error) {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH);
    outcome = { status: 'failed', provider: providerOf(error), lastError, updatedAt: deps.clock.now().toISOString() };
    deps.log.warn({ to: record.to, template: record.template, eventId: cause.id, err: error }, 'SMS could not be sent by any provider');
  }
  await deps.texts.settle(record.id, outcome);
  return { ...record, ...outcome };
}
