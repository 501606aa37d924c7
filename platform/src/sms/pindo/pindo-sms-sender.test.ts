import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsContract } from '../sms.contract';
import { SmsSendError } from '../sms.port';
import { startFakeSmsProvider, type FakeSmsProvider } from '../testing/fake-sms-provider';
import { PindoSmsSender } from './pindo-sms-sender';

const TOKEN = 'pindo-test-token';
let pindo: FakeSmsProvider;

const arrivedAt = (to: string) => pindo.arrivals.filter((arrival) => arrival.to === to).map(({ to: number, text, sender }) => ({ to: number, text, sender }));

smsContract('pindo', {
  sender: 'DevShop',
  open: async () => {
    pindo = await startFakeSmsProvider('pindo');
    return new PindoSmsSender({ token: TOKEN, sender: 'DevShop', baseUrl: pindo.url });
  },
  arrived: async (to) => arrivedAt(to),
  cleanup: () => pindo.close(),
});

describe('sending through Pindo', () => {
  let fake: FakeSmsProvider;
  let sender: PindoSmsSender;
  beforeAll(async () => {
    fake = await startFakeSmsProvider('pindo');
    sender = new PindoSmsSender({ token: TOKEN, sender: 'DevShop', baseUrl: fake.url, timeoutMs: 300 });
  });
  afterAll(() => fake.close());

  it('authenticates with the bearer token and reports the cost Pindo gives, in RWF', async () => {
    const sent = await sender.send({ to: '+250788000100', text: 'Hello' });
    expect(sent).toMatchObject({ provider: 'pindo', costRwf: 15, segments: 1, encoding: 'GSM-7' });
    expect(fake.arrivals.at(-1)?.credentials).toBe(`Bearer ${TOKEN}`);
  });

  it('calls a 5xx or no answer unavailable (worth another try), and a refusal refused', async () => {
    fake.answerNext('server-error', 'no-answer', 'invalid-number');
    for (const failure of ['unavailable', 'unavailable', 'refused']) {
      const error = await sender.send({ to: '+250788000101', text: 'Hello' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsSendError);
      expect(error).toMatchObject({ provider: 'pindo', failure });
      expect((error as Error).message).not.toContain(TOKEN);
    }
  });
});
