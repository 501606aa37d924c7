import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { quotedPrintable } from './eml';
import { FileMailer, type MailFile } from './file-mailer';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** Decodes quoted-printable (soft line breaks and =XX escapes) back to UTF-8 text. */
function decodeQp(encoded: string): string {
  const joined = encoded.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    if (joined[i] === '=') {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(joined.charCodeAt(i));
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

describe('FileMailer', () => {
  it('writes each e-mail as a .eml message and a .json copy under the outbox directory', async () => {
    const root = await mkdtemp(join(tmpdir(), 'file-mailer-'));
    dirs.push(root);
    const directory = join(root, 'outbox');
    const mailer = new FileMailer({ directory, from: 'DevShop <no-reply@devshop.rw>', now: () => new Date('2026-11-14T09:00:00.000Z') });
    const mail = { to: 'jean@example.rw', subject: 'Murakoze — thank you', text: 'Hello,\nSee https://shop.example.rw/unsubscribe?token=abc&email=jean%40example.rw\n', html: '<p>Hello</p>' };
    const { messageId } = await mailer.send(mail);
    const names = (await readdir(directory)).sort();
    expect(names).toHaveLength(2);
    expect(names[0]).toMatch(/^2026-11-14T09-00-00-000Z-[0-9a-f]{16}\.eml$/);
    expect(names[1]).toBe(names[0]!.replace(/\.eml$/, '.json'));
    expect(messageId).toMatch(/@devshop\.rw$/);

    const json = JSON.parse(await readFile(join(directory, names[1]!), 'utf8')) as MailFile;
    expect(json).toEqual({ messageId, date: '2026-11-14T09:00:00.000Z', from: 'DevShop <no-reply@devshop.rw>', ...mail });

    const eml = await readFile(join(directory, names[0]!), 'utf8');
    const [head, body] = [eml.slice(0, eml.indexOf('\r\n\r\n')), eml.slice(eml.indexOf('\r\n\r\n'))];
    expect(head.split('\r\n')).toEqual([
      'From: DevShop <no-reply@devshop.rw>',
      'To: jean@example.rw',
      `Subject: =?UTF-8?B?${Buffer.from(mail.subject).toString('base64')}?=`,
      'Date: Sat, 14 Nov 2026 09:00:00 GMT',
      `Message-ID: <${messageId}>`,
      'MIME-Version: 1.0',
      expect.stringMatching(/^Content-Type: multipart\/alternative; boundary="devshop-[0-9a-f]{16}"$/),
    ]);
    const boundary = /boundary="([^"]+)"/.exec(head)![1]!;
    const parts = body.split(`--${boundary}`).slice(1, -1).map((part) => part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, ''));
    expect(parts.map(decodeQp)).toEqual([mail.text, mail.html]);
    expect(body.trimEnd().endsWith(`--${boundary}--`)).toBe(true);
  });

  it('encodes quoted-printable within 76 characters a line, escapes intact', () => {
    const text = `${'é'.repeat(40)} ${'x='.repeat(60)} trailing \nnext`;
    const encoded = quotedPrintable(text);
    for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(encoded).toContain('=20\r\nnext');
    expect(decodeQp(encoded)).toBe(text);
  });
});
