import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest } from '../../testing/embedded-ports';
import { causeOf } from '../../testing/mail-cause';
import { sendSms } from './send-sms';

const start = embeddedPortsPerTest();
const sms = { to: '+250788123456', template: 'sms-order-received', text: 'DevShop: we received order DS-20261114-0042.' };

describe('sending an SMS the shop owes', () => {
  it('sends it once per event, and logs what the provider took and counted', async () => {
    const t = await start();
    await sendSms(t.ports, sms, causeOf('event-1'));
    expect(await sendSms(t.ports, sms, causeOf('event-1'))).toBeNull();
    expect(t.sms.sent).toEqual([{ to: '+250788123456', text: sms.text, dedupe: { key: expect.stringMatching(/^[0-9a-f]{24}$/) } }]);
    const { messages, total } = await t.ports.texts.list({ skip: 0, limit: 10 });
    expect(total).toBe(1);
    expect(messages[0]).toMatchObject({
      to: '+250788123456',
      template: 'sms-order-received',
      eventId: 'event-1',
      text: sms.text,
      encoding: 'GSM-7',
      segments: 1,
      status: 'sent',
      provider: 'test-provider',
      providerMessageId: 'sms-1',
      costRwf: 15,
    });
    expect(t.sms.sent[0]!.dedupe?.key).toBe(messages[0]!.id);
  });

  it('sends nothing to a number that replied STOP, and logs nothing', async () => {
    const t = await start();
    await t.ports.optOuts.stop('+250788123456', '2026-11-14T08:00:00.000Z');
    expect(await sendSms(t.ports, sms, causeOf('event-1'))).toBeNull();
    expect(t.sms.sent).toEqual([]);
    expect((await t.ports.texts.list({ skip: 0, limit: 10 })).total).toBe(0);
  });

  it('keeps any other failure too, naming no provider, and the text of what was thrown', async () => {
    const t = await start();
    t.sms.failWith = new Error('socket hang up');
    expect(await sendSms(t.ports, sms, causeOf('event-1'))).toMatchObject({ status: 'failed', lastError: 'socket hang up', provider: undefined });
    t.sms.failWith = 'x'.repeat(600);
    expect((await sendSms(t.ports, sms, causeOf('event-2')))?.lastError).toHaveLength(500);
  });

  it('dates the log entry when it is made, and again when the provider answers', async () => {
    const t = await start();
    const record = await sendSms(t.ports, sms, causeOf('event-1'));
    expect(record).toMatchObject({ createdAt: '2026-11-14T09:00:00.000Z', updatedAt: '2026-11-14T09:00:00.000Z' });
    const [logged] = (await t.ports.texts.list({ skip: 0, limit: 1 })).messages;
    expect(logged).toMatchObject({ createdAt: '2026-11-14T09:00:00.000Z', updatedAt: '2026-11-14T09:00:00.000Z' });
  });

  it('sends the same text again for another event', async () => {
    const t = await start();
    await sendSms(t.ports, sms, causeOf('event-1'));
    await sendSms(t.ports, sms, causeOf('event-2'));
    expect(t.sms.sent).toHaveLength(2);
  });

  it('keeps a message no provider took as failed, with the reason, and tells the operator', async () => {
    const t = await start();
    t.sms.refuse = true;
    const record = await sendSms(t.ports, sms, causeOf('event-1'));
    expect(record).toMatchObject({ status: 'failed', provider: 'test-provider', lastError: 'No credit left' });
    expect((await t.ports.texts.list({ skip: 0, limit: 10, status: 'failed' })).messages.map((message) => message.lastError)).toEqual(['No credit left']);
    expect(t.log.lines).toEqual([
      {
        level: 'warn',
        fields: { to: '+250788123456', template: 'sms-order-received', eventId: 'event-1', err: expect.objectContaining({ message: 'No credit left' }) },
        message: 'SMS could not be sent by any provider',
      },
    ]);
    // The event came again: the message is logged already, and is not sent twice.
    t.sms.refuse = false;
    expect(await sendSms(t.ports, sms, causeOf('event-1'))).toBeNull();
    expect(t.sms.sent).toEqual([]);
  });
});
