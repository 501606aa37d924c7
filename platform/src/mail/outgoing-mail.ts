import { randomBytes } from 'node:crypto';
import type { OutgoingMail } from './mail.port';

/** Headers each adapter writes itself; a caller setting them would send a second, conflicting copy. */
const RESERVED = new Set([
  'from', 'to', 'cc', 'bcc', 'subject', 'date', 'message-id', 'mime-version', 'sender', 'return-path',
  'content-type', 'content-transfer-encoding',
]);

/** A header field name (RFC 5322): letters, digits and hyphens here, nothing that could end the line. */
const HEADER_NAME = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

/** Any run of line breaks or other control characters: in a header it would start a new one. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]+/;

/** What every adapter sends: the subject and header values on one line, the recipient checked. */
export function prepareMail(mail: OutgoingMail): Required<Omit<OutgoingMail, 'dedupe'>> {
  const to = mail.to.trim();
  if (!to || CONTROL.test(to) || /[,;]/.test(to)) throw new TypeError('Cannot send e-mail: the recipient must be one address on one line');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (!HEADER_NAME.test(name)) throw new TypeError(`"${name}" is not a valid e-mail header name`);
    if (RESERVED.has(name.toLowerCase())) throw new TypeError(`The ${name} header is set by the mailer, not by the caller`);
    headers[name] = oneLine(value);
  }
  return { to, subject: oneLine(mail.subject), text: mail.text, html: mail.html, headers };
}

function oneLine(value: string): string {
  return value.replace(new RegExp(CONTROL.source, 'g'), ' ').trim();
}

/**
 * The Message-ID (without angle brackets) in the sender's domain: new and unique across processes,
 * or the same for every attempt at a deduplicated e-mail. Also the date the e-mail is filed under.
 */
export function messageIdOf(from: string, mail: OutgoingMail, now: Date): { id: string; messageId: string; date: Date } {
  const key = mail.dedupe?.key;
  if (key !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(key)) throw new TypeError('An e-mail key is letters, digits, - and _ only');
  const id = key ?? randomBytes(8).toString('hex');
  const date = mail.dedupe?.firstAttemptAt ?? now;
  return { id, messageId: `${date.getTime()}.${id}@${domainOf(from)}`, date };
}

/** The domain of the sender's address (`DevShop <no-reply@devshop.rw>` → devshop.rw). */
export function domainOf(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'devshop.local';
}
