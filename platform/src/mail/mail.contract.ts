import { randomBytes } from 'node:crypto';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mailer, OutgoingMail } from './mail.port';

export interface MailContractSetup {
  /** The mailer under test; called once for the suite and closed after it. */
  open: () => Promise<Mailer>;
  /** The MAIL_FROM the mailer was given. */
  from: string;
  /** Every message that has arrived so far for this address (To, Cc, Bcc or envelope), parsed. */
  arrived: (to: string) => Promise<ParsedMail[]>;
  /** Runs once after the suite (stop a server, remove a folder). */
  cleanup?: () => Promise<void>;
}

/** How each adapter's test turns what arrived (raw RFC 5322 bytes) into what the suite reads. */
export function parseMessage(raw: Buffer | string): Promise<ParsedMail> {
  return simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
}

/** All addresses in an address header, lower-cased. */
export function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/** A header exactly as it travelled, unfolded (mailparser turns some headers into objects). */
function rawHeader(mail: ParsedMail, name: string): string[] {
  return mail.headerLines
    .filter((line) => line.key === name.toLowerCase())
    .map((line) => line.line.slice(line.line.indexOf(':') + 1).replace(/\r?\n(?=[ \t])/g, '').trim());
}

const ARRIVAL = { timeout: 10_000, interval: 25 };
const unixNewlines = (text: string | undefined) => (text ?? '').replace(/\r\n/g, '\n');

/** The behaviour every Mailer adapter must share. */
export function mailContract(adapterName: string, setup: MailContractSetup): void {
  describe(`mail contract: ${adapterName}`, () => {
    let mailer: Mailer;
    const run = randomBytes(4).toString('hex');
    let n = 0;
    const recipient = (name: string) => `${name}.${run}.${(n += 1)}@example.rw`;

    async function waitForMail(to: string, count: number): Promise<ParsedMail[]> {
      return vi.waitFor(async () => {
        const mails = await setup.arrived(to);
        expect(mails).toHaveLength(count);
        return mails;
      }, ARRIVAL);
    }

    beforeAll(async () => {
      mailer = await setup.open();
    });
    afterAll(async () => {
      await mailer?.close();
      await setup.cleanup?.();
    });

    it('answers ping', async () => {
      await expect(mailer.ping()).resolves.toBeUndefined();
    });

    it('delivers the sender, recipient, subject and both parts intact, non-ASCII text included', async () => {
      const to = recipient('jean');
      const mail: OutgoingMail = {
        to,
        subject: 'Murakoze — your order DS-2026-000123 is confirmed',
        text: [
          'Muraho Jean,',
          '',
          'Murakoze! We received your order.',
          'Total: RF 1.000 (VAT included)',
          `A line long enough to need wrapping in transit: ${'é'.repeat(30)} ${'ab='.repeat(40)} end.`,
          'Ibicuruzwa: Mudasobwa • Imbeba — « 2 »',
        ].join('\n'),
        html: '<p>Muraho Jean,</p><p><strong>Murakoze!</strong> Total: <b>RF 1.000</b></p><p>Ibicuruzwa: Mudasobwa • Imbeba — « 2 »</p>',
      };
      const { messageId } = await mailer.send(mail);
      const [arrived] = await waitForMail(to, 1);
      const fromAddress = /<([^>]+)>/.exec(setup.from)?.[1] ?? setup.from;
      const fromName = setup.from.includes('<') ? setup.from.slice(0, setup.from.indexOf('<')).trim() : '';
      expect(arrived!.from?.value).toEqual([{ address: fromAddress, name: fromName }]);
      expect(addressesOf(arrived!.to)).toEqual([to]);
      expect(arrived!.subject).toBe(mail.subject);
      expect(unixNewlines(arrived!.text).replace(/\n$/, '')).toBe(mail.text);
      expect(arrived!.html).toBe(mail.html);
      expect(arrived!.messageId).toBe(`<${messageId}>`);
      expect(arrived!.attachments).toEqual([]);
    });

    it('sends custom headers such as List-Unsubscribe exactly as given', async () => {
      const to = recipient('subscriber');
      const link = `https://shop.example.rw/unsubscribe?token=${randomBytes(32).toString('hex')}&email=${encodeURIComponent(to)}`;
      const headers = {
        'List-Unsubscribe': `<${link}>, <mailto:unsubscribe@devshop.rw?subject=unsubscribe>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'X-Campaign': 'november-deals',
      };
      const html = `<p><a href="${link.replace(/&/g, '&amp;')}">Unsubscribe</a></p>`;
      await mailer.send({ to, subject: 'November deals', text: `Unsubscribe: ${link}`, html, headers });
      const [arrived] = await waitForMail(to, 1);
      for (const [name, value] of Object.entries(headers)) expect(rawHeader(arrived!, name)).toEqual([value]);
      expect(unixNewlines(arrived!.text).trim()).toBe(`Unsubscribe: ${link}`);
      expect(arrived!.html).toBe(html);
    });

    it('gives every message its own Message-ID', async () => {
      const to = recipient('ids');
      const sent = [];
      for (let i = 0; i < 3; i += 1) sent.push((await mailer.send({ to, subject: `Same subject`, text: 'Same text', html: '<p>Same</p>' })).messageId);
      expect(new Set(sent).size).toBe(3);
      const arrived = await waitForMail(to, 3);
      expect(arrived.map((mail) => mail.messageId).sort()).toEqual(sent.map((id) => `<${id}>`).sort());
    });

    it('sends every attempt at one deduplicated e-mail with the same Message-ID, and refuses an odd key', async () => {
      const dedupe = { key: '6543a1b2c3d4e5f6a7b8c9d0', firstAttemptAt: new Date('2026-11-14T09:00:00.000Z') };
      const mail = { to: 'dedupe@example.rw', subject: 'Once', text: 'once', html: '<p>once</p>', dedupe };
      const first = await mailer.send(mail);
      const again = await mailer.send(mail);
      expect(again.messageId).toBe(first.messageId);
      expect(first.messageId).toBe(`${dedupe.firstAttemptAt.getTime()}.${dedupe.key}@${setup.from.replace(/^.*@|>$/g, '')}`);
      await expect(mailer.send({ ...mail, dedupe: { ...dedupe, key: 'a/../b' } })).rejects.toThrow(TypeError);
    });

    it('delivers every one of 20 concurrent sends', async () => {
      const to = recipient('burst');
      const subjects = Array.from({ length: 20 }, (_, i) => `Order DS-${String(i + 1).padStart(3, '0')} shipped`);
      const sent = await Promise.all(subjects.map((subject) => mailer.send({ to, subject, text: `${subject}.`, html: `<p>${subject}.</p>` })));
      expect(new Set(sent.map((s) => s.messageId)).size).toBe(20);
      const arrived = await waitForMail(to, 20);
      expect(arrived.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
      for (const mail of arrived) expect(unixNewlines(mail.text).trim()).toBe(`${mail.subject}.`);
    });

    it('a line break in the subject or a header value cannot add a header or a recipient', async () => {
      const to = recipient('target');
      const attacker = recipient('attacker');
      const mail: OutgoingMail = {
        to,
        subject: `Your order\r\nBcc: ${attacker}`,
        text: 'The real body.',
        html: '<p>The real body.</p>',
        headers: { 'X-Note': `hello\r\nBcc: ${attacker}\r\n\r\n<b>injected body</b>`, 'X-Other': `a\nReply-To: ${attacker}` },
      };
      await mailer.send(mail);
      const [arrived] = await waitForMail(to, 1);
      expect(arrived!.subject).toBe(`Your order Bcc: ${attacker}`);
      expect(rawHeader(arrived!, 'X-Note')).toEqual([`hello Bcc: ${attacker} <b>injected body</b>`]);
      expect(rawHeader(arrived!, 'X-Other')).toEqual([`a Reply-To: ${attacker}`]);
      expect(rawHeader(arrived!, 'Bcc')).toEqual([]);
      expect(rawHeader(arrived!, 'Reply-To')).toEqual([]);
      expect(addressesOf(arrived!.to)).toEqual([to]);
      expect(unixNewlines(arrived!.text).trim()).toBe('The real body.');
      expect(await setup.arrived(attacker)).toEqual([]);
    });

    it('refuses a recipient with a line break or a list, and headers it sets itself', async () => {
      const to = recipient('refused');
      const attacker = recipient('attacker');
      const base = { subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };
      await expect(mailer.send({ ...base, to: `${to}\r\nBcc: ${attacker}` })).rejects.toThrow(TypeError);
      await expect(mailer.send({ ...base, to: `${to}, ${attacker}` })).rejects.toThrow(TypeError);
      await expect(mailer.send({ ...base, to, headers: { Bcc: attacker } })).rejects.toThrow(TypeError);
      await expect(mailer.send({ ...base, to, headers: { 'X-Bad\r\nBcc': attacker } })).rejects.toThrow(TypeError);
      await mailer.send({ ...base, to, subject: 'After the refusals' });
      const [arrived] = await waitForMail(to, 1);
      expect(arrived!.subject).toBe('After the refusals');
      expect(await setup.arrived(attacker)).toEqual([]);
    });
  });
}
