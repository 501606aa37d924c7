// An e-mail as an RFC 5322 message (.eml): multipart/alternative with a plain-text and an HTML
// part, both UTF-8 in quoted-printable, so any mail client opens the files the FileMailer writes.
import type { OutgoingMail } from '../../core/ports/mailer.port';

export interface EnvelopeFields {
  from: string;
  date: Date;
  messageId: string;
}

const CRLF = '\r\n';

export function toEml(mail: OutgoingMail, envelope: EnvelopeFields, boundary: string): string {
  const headers = [
    `From: ${envelope.from}`,
    `To: ${mail.to}`,
    `Subject: ${encodedWord(mail.subject)}`,
    `Date: ${envelope.date.toUTCString()}`,
    `Message-ID: <${envelope.messageId}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: quoted-printable', '', quotedPrintable(body)].join(CRLF);
  return [...headers, '', part('text/plain', mail.text), part('text/html', mail.html), `--${boundary}--`, ''].join(CRLF);
}

/** A header value as is when it is plain ASCII, else as one RFC 2047 encoded word. */
function encodedWord(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
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
