import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsContract } from '../sms.contract';
import { SmsSendError } from '../sms.port';
import { startFakeSmsProvider, type FakeSmsProvider } from '../testing/fake-sms-provider';
import { readAfricasTalkingDeliveryReport, readAfricasTalkingInboundSms } from './africas-talking-callbacks';
import { AfricasTalkingSmsSender, rwfCost } from './africas-talking-sms-sender';

const credentials = { username: 'devshop', apiKey: 'at-test-key' };
let africasTalking: FakeSmsProvider;

smsContract("Africa's Talking", {
  sender: 'DevShop',
  open: async () => {
    africasTalking = await startFakeSmsProvider('africastalking');
    return new AfricasTalkingSmsSender({ ...credentials, sender: 'DevShop', baseUrl: africasTalking.url });
  },
  arrived: async (to) => africasTalking.arrivals.filter((arrival) => arrival.to === to).map(({ to: number, text, sender }) => ({ to: number, text, sender })),
  cleanup: () => africasTalking.close(),
});

describe("sending through Africa's Talking", () => {
  let fake: FakeSmsProvider;
  let sender: AfricasTalkingSmsSender;
  beforeAll(async () => {
    fake = await startFakeSmsProvider('africastalking');
    sender = new AfricasTalkingSmsSender({ ...credentials, sender: 'DevShop', baseUrl: fake.url, timeoutMs: 300 });
  });
  afterAll(() => fake.close());

  it('sends the username and the apiKey header, and reads the cost of "RWF 20.0000" as 20', async () => {
    const sent = await sender.send({ to: '+250788000200', text: 'Hello' });
    expect(sent).toMatchObject({ provider: 'africastalking', costRwf: 20 });
    expect(sent.providerMessageId).toMatch(/^ATXid_/);
    expect(fake.arrivals.at(-1)?.credentials).toBe('devshop:at-test-key');
    expect([rwfCost('RWF 0.8000'), rwfCost('KES 0.8000'), rwfCost(undefined)]).toEqual([1, undefined, undefined]);
  });

  it('reads a per-recipient refusal of the number as invalid, a 5xx or no answer as unavailable', async () => {
    fake.answerNext('invalid-number', 'server-error', 'no-answer');
    for (const failure of ['invalid', 'unavailable', 'unavailable']) {
      const error = await sender.send({ to: '+250788000201', text: 'Hello' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsSendError);
      expect(error).toMatchObject({ provider: 'africastalking', failure });
      expect((error as Error).message).not.toContain(credentials.apiKey);
    }
  });
});

describe("Africa's Talking callbacks", () => {
  it('read a delivery report as delivered, failed with its reason, or still on its way', () => {
    const report = (status: string, failureReason?: string) =>
      readAfricasTalkingDeliveryReport({ id: 'ATXid_1', status, phoneNumber: '+250788000300', networkCode: '63510', ...(failureReason ? { failureReason } : {}) });
    expect(report('Success')).toEqual({ provider: 'africastalking', providerMessageId: 'ATXid_1', status: 'delivered' });
    expect(report('Failed', 'AbsentSubscriber')).toEqual({ provider: 'africastalking', providerMessageId: 'ATXid_1', status: 'failed', reason: 'AbsentSubscriber' });
    expect(report('Buffered')?.status).toBe('sent');
    expect(readAfricasTalkingDeliveryReport({ status: 'Success' })).toBeNull();
  });

  it("read a customer's message with their number as +250…, and ignore one from abroad", () => {
    const now = new Date('2026-11-28T12:00:00.000Z');
    expect(readAfricasTalkingInboundSms({ from: '+250788000400', to: '15051', text: ' HAGARIKA ', date: '2026-11-28 11:59:00', id: 'x' }, now)).toMatchObject({
      provider: 'africastalking',
      from: '+250788000400',
      text: 'HAGARIKA',
    });
    expect(readAfricasTalkingInboundSms({ from: '+254712345678', text: 'STOP' }, now)).toBeNull();
    expect(readAfricasTalkingInboundSms({ from: '0788000401', text: 'STOP' }, now)?.receivedAt).toBe(now.toISOString());
  });
});
