import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest, type EmbeddedPorts } from '../../testing/embedded-ports';
import { causeOf } from '../../testing/mail-cause';
import { sendSms } from '../sms/send-sms';
import { RecordSmsDeliveryReport } from './record-sms-delivery-report.use-case';

const start = embeddedPortsPerTest();

async function sentMessage(t: EmbeddedPorts) {
  const record = await sendSms(t.ports, { to: '+250788123456', template: 'sms-order-received', text: 'DevShop: hello' }, causeOf('event-1'));
  return record!;
}

const statusOf = async (t: EmbeddedPorts) => (await t.ports.texts.list({ skip: 0, limit: 1 })).messages[0];

describe('a provider’s delivery report', () => {
  it('marks the message delivered', async () => {
    const t = await start();
    const sent = await sentMessage(t);
    t.clock.advance(5_000);
    expect(await new RecordSmsDeliveryReport(t.ports).execute({ provider: 'test-provider', providerMessageId: sent.providerMessageId!, status: 'delivered' })).toEqual({ recorded: true });
    expect(await statusOf(t)).toMatchObject({ status: 'delivered', updatedAt: '2026-11-14T09:00:05.000Z' });
  });

  it('keeps no reason on a delivered message', async () => {
    const t = await start();
    const sent = await sentMessage(t);
    await new RecordSmsDeliveryReport(t.ports).execute({ provider: 'test-provider', providerMessageId: sent.providerMessageId!, status: 'delivered', reason: 'DeliveredToTerminal' });
    expect(await statusOf(t)).not.toHaveProperty('lastError');
  });

  it('marks it failed with the network’s reason, kept to 500 characters', async () => {
    const t = await start();
    const sent = await sentMessage(t);
    await new RecordSmsDeliveryReport(t.ports).execute({ provider: 'test-provider', providerMessageId: sent.providerMessageId!, status: 'failed', reason: 'x'.repeat(600) });
    const message = await statusOf(t);
    expect(message?.status).toBe('failed');
    expect(message?.lastError).toHaveLength(500);
  });

  it('never takes back a settled report with a later `sent`, and knows a message only by its provider and id', async () => {
    const t = await start();
    const sent = await sentMessage(t);
    const report = new RecordSmsDeliveryReport(t.ports);
    await report.execute({ provider: 'test-provider', providerMessageId: sent.providerMessageId!, status: 'delivered' });
    expect(await report.execute({ provider: 'test-provider', providerMessageId: sent.providerMessageId!, status: 'sent' })).toEqual({ recorded: true });
    expect((await statusOf(t))?.status).toBe('delivered');
    expect(await report.execute({ provider: 'another-provider', providerMessageId: sent.providerMessageId!, status: 'failed' })).toEqual({ recorded: false });
    expect((await statusOf(t))?.status).toBe('delivered');
  });
});
