import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countSegments } from './sms-segments';
import { SmsSendError, type SmsSender } from './sms.port';

/** A message as it reached the provider (or the outbox): the number, the text, the sender id. */
export interface SmsArrival {
  to: string;
  text: string;
  sender?: string;
}

export interface SmsContractSetup {
  /** The sender under test; opened once for the suite and closed after it. */
  open: () => Promise<SmsSender>;
  /** SMS_SENDER_ID as the adapter was given it. */
  sender: string;
  /** Every message that has arrived so far for this number. */
  arrived: (to: string) => Promise<SmsArrival[]>;
  cleanup?: () => Promise<void>;
}

/** The behaviour every SmsSender adapter must share. */
export function smsContract(adapterName: string, setup: SmsContractSetup): void {
  describe(`sms contract: ${adapterName}`, () => {
    let sms: SmsSender;
    let next = 1_000_000;
    // A fresh MTN number per test, so what arrived for it is that test's alone.
    const freshNumber = () => `+25078${String((next += 1)).padStart(7, '0')}`;

    beforeAll(async () => {
      sms = await setup.open();
    });
    afterAll(async () => {
      await sms?.close();
      await setup.cleanup?.();
    });

    it('answers ping', async () => {
      await expect(sms.ping()).resolves.toBeUndefined();
    });

    it('delivers the number, the sender id and a Kinyarwanda, French or English text intact, and counts its segments', async () => {
      for (const text of ['Murakoze! Ibyo mwatumije DS-20261128-0042 byakiriwe.', 'Votre commande DS-20261128-0042 est reçue : 50,000 RWF.', 'DevShop: order DS-20261128-0042 received.']) {
        const to = freshNumber();
        const sent = await sms.send({ to, text });
        expect(sent.providerMessageId).not.toBe('');
        expect({ segments: sent.segments, encoding: sent.encoding }).toEqual(countSegments(text));
        expect(await setup.arrived(to)).toEqual([{ to, text, sender: setup.sender }]);
      }
    });

    it('sends a number typed the local way as +250…', async () => {
      const to = freshNumber();
      await sms.send({ to: `0${to.slice(4, 7)} ${to.slice(7, 10)} ${to.slice(10)}`, text: 'Local number' });
      expect((await setup.arrived(to)).map((arrival) => arrival.to)).toEqual([to]);
    });

    it('refuses what no provider could deliver, before sending anything', async () => {
      for (const [to, text] of [['+254712345678', 'Kenya'], ['0252123456', 'A landline'], [freshNumber(), ''], [freshNumber(), 'x'.repeat(1531)]] as const) {
        const failure = await sms.send({ to, text }).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(SmsSendError);
        expect(failure).toMatchObject({ failure: 'invalid', retryable: false });
        expect(await setup.arrived(to)).toEqual([]);
      }
    });

    it('sends a long text whole, counted in parts', async () => {
      const to = freshNumber();
      const text = `Order DS-20261128-0042: ${'Keyboard, mouse and monitor. '.repeat(8)}`;
      const sent = await sms.send({ to, text });
      expect(sent.segments).toBe(2);
      expect((await setup.arrived(to)).map((arrival) => arrival.text)).toEqual([text]);
    });

    it('delivers every one of 10 concurrent sends, each with its own id', async () => {
      const to = freshNumber();
      const texts = Array.from({ length: 10 }, (_, i) => `Update ${i + 1}`);
      const sent = await Promise.all(texts.map((text) => sms.send({ to, text })));
      expect(new Set(sent.map((s) => s.providerMessageId)).size).toBe(10);
      expect((await setup.arrived(to)).map((arrival) => arrival.text).sort()).toEqual([...texts].sort());
    });
  });
}
