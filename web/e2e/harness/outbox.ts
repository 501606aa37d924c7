import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { workerShop } from './worker-shop';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message as written, headers first. */
  raw: string;
}

function addressOf(to: AddressObject | AddressObject[] | undefined): string {
  const first = Array.isArray(to) ? to[0] : to;
  return first?.value[0]?.address?.toLowerCase() ?? '';
}

/** Every .eml the app has written to DATA_DIR/outbox so far, parsed. */
export async function readOutbox(): Promise<OutboxMail[]> {
  const outbox = path.join(workerShop().dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  return Promise.all(
    names.map(async (file) => {
      const raw = await readFile(path.join(outbox, file));
      const mail = await simpleParser(raw);
      return {
        file,
        to: addressOf(mail.to),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        raw: raw.toString('utf8'),
      };
    }),
  );
}

/** Waits (up to `timeoutMs`) until the outbox holds a mail matching `match` for each address; resolves with them in order. */
export async function waitForMails(addresses: string[], match: (mail: OutboxMail) => boolean, timeoutMs = 15_000): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox()).filter(match);
    const found = addresses.map((address) => mails.find((mail) => mail.to === address.toLowerCase()));
    if (found.every(Boolean)) return found as OutboxMail[];
    if (Date.now() > deadline) {
      const missing = addresses.filter((_, i) => !found[i]);
      throw new Error(`no matching e-mail in the outbox for ${missing.join(', ')} within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Path and query of the mail's /unsubscribe link (its host is PUBLIC_URL's). */
export function unsubscribeLinkOf(mail: OutboxMail): string {
  const link = /https?:\/\/[^\s<>"]+\/unsubscribe\?[^\s<>"]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`the e-mail to ${mail.to} has no unsubscribe link`);
  const url = new URL(link.replace(/&amp;/g, '&'));
  return url.pathname + url.search;
}

/** One text message as the app wrote it to DATA_DIR/sms-outbox. */
export interface OutboxSms {
  to: string;
  text: string;
  encoding: string;
  segments: number;
}

/** Every SMS the app has written to DATA_DIR/sms-outbox so far. */
export async function readSmsOutbox(): Promise<OutboxSms[]> {
  const outbox = path.join(workerShop().dataDir, 'sms-outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  return Promise.all(names.map(async (file) => JSON.parse(await readFile(path.join(outbox, file), 'utf8')) as OutboxSms));
}

/** Waits (up to `timeoutMs`) until `count` SMS naming `orderNumber` are in the outbox; resolves with them. */
export async function waitForOrderSms(orderNumber: string, count: number, timeoutMs = 15_000): Promise<OutboxSms[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const texts = (await readSmsOutbox()).filter((sms) => sms.text.includes(orderNumber));
    if (texts.length >= count) return texts;
    if (Date.now() > deadline) throw new Error(`${texts.length} of ${count} SMS for ${orderNumber} in the outbox within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
