// An e-mail as an RFC 5322 message (.eml): multipart/alternative with a plain-text and an HTML
// part, both UTF-8 in quoted-printable, so any mail client opens the files the outbox holds.
import type { OutgoingMail } from '../mail.port';

export interface EnvelopeFields {
  from: string;
  date: Date;
  messageId: string;
}

const CRLF = '\r\n';

/** `mail` must have been through prepareMail: header values are on one line. */
export function toEml(mail: Required<Omit<OutgoingMail, 'dedupe'>>, envelope: EnvelopeFields, boundary: string): string {
  const headers = [
    `From: ${envelope.from}`,
    `To: ${mail.to}`,
    header('Subject', mail.subject),
    `Date: ${envelope.date.toUTCString()}`,
    `Message-ID: <${envelope.messageId}>`,
    ...Object.entries(mail.headers).map(([name, value]) => header(name, value)),
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: quoted-printable', '', quotedPrintable(body)].join(CRLF);
  return [...headers, '', part('text/plain', mail.text), part('text/html', mail.html), `--${boundary}--`, ''].join(CRLF);
}

/** One header line: plain ASCII folded at spaces, anything else as RFC 2047 encoded words. */
function header(name: string, value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return fold(`${name}: ${value}`);
  return `${name}: ${encodedWords(value).join(`${CRLF} `)}`;
}

/** Keeps lines near 78 characters by breaking before a space (unfolding removes only the CRLF). */
function fold(line: string): string {
  const pieces: string[] = [];
  let rest = line;
  // Never break right after the colon: the first line keeps the name and some of the value.
  let after = line.indexOf(' ');
  while (rest.length > 78) {
    const before = rest.lastIndexOf(' ', 78);
    const cut = before > after ? before : rest.indexOf(' ', Math.max(after + 1, 79));
    if (cut <= after) break;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
    after = 0;
  }
  pieces.push(rest);
  return pieces.join(CRLF);
}

/** Base64 encoded words of at most 75 characters each, never splitting a character's bytes. */
function encodedWords(value: string): string[] {
  const words: string[] = [];
  let chunk = '';
  for (const char of value) {
    if (Buffer.byteLength(chunk + char, 'utf8') > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((text) => `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`);
}

/** RFC 2045 quoted-printable of UTF-8 text: lines end in CRLF and stay within 76 characters. */
export function quotedPrintable(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8');
      let encoded = '';
      bytes.forEach((byte, index) => {
        const last = index === bytes.length - 1;
        const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
        encoded += literal ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      });
      return softWrap(encoded);
    })
    .join(CRLF);
}

/** Breaks an encoded line with soft line breaks ('=') without splitting an =XX escape. */
function softWrap(line: string): string {
  const pieces: string[] = [];
  let rest = line;
  while (rest.length > 76) {
    let cut = 75;
    const escape = rest.lastIndexOf('=', cut - 1);
    if (escape > cut - 3) cut = escape;
    pieces.push(`${rest.slice(0, cut)}=`);
    rest = rest.slice(cut);
  }
  pieces.push(rest);
  return pieces.join(CRLF);
}
