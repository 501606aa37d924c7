import { randomBytes } from 'node:crypto';
import { normaliseRwandanMobile } from './msisdn';
import { SmsSendError, type OutgoingSms } from './sms.port';

/** Longest text the shop sends in one go: ten parts of GSM-7, a mistake long before a bill. */
export const MAX_SMS_TEXT_LENGTH = 1530;

/**
 * The message every adapter sends: the number in E.164 and a text that is not empty nor absurdly
 * long; anything else is refused the same way by every adapter, before any provider is asked.
 */
export function prepareSms(message: OutgoingSms, provider: string): { to: string; text: string; id: string } {
  const to = normaliseRwandanMobile(message.to);
  if (to === null) throw new SmsSendError(`Not a Rwandan mobile number: ${message.to}`, provider, 'invalid');
  if (message.text.trim() === '' || message.text.length > MAX_SMS_TEXT_LENGTH) {
    throw new SmsSendError(`A text message has 1 to ${MAX_SMS_TEXT_LENGTH} characters`, provider, 'invalid');
  }
  const key = message.dedupe?.key;
  if (key !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(key)) throw new TypeError('A message key is letters, digits, - and _ only');
  return { to, text: message.text, id: key ?? randomBytes(8).toString('hex') };
}
