import { describe, expect, it } from 'vitest';
import { FailoverSmsSender } from './failover-sms-sender';
import { SmsSendError, type SentSms, type SmsFailure, type SmsSender } from './sms.port';

/** A provider that fails as scripted, then accepts; it counts what it was asked. */
function provider(name: string, failures: SmsFailure[] = []): SmsSender & { asked: number } {
  const script = [...failures];
  return {
    asked: 0,
    async send(): Promise<SentSms> {
      this.asked += 1;
      const failure = script.shift();
      if (failure) throw new SmsSendError(`${name} ${failure}`, name, failure);
      return { provider: name, providerMessageId: `${name}-${this.asked}`, segments: 1, encoding: 'GSM-7' };
    },
    ping: async () => undefined,
    close: async () => undefined,
  };
}

const message = { to: '+250788000500', text: 'Hello' };

function failover(primary: SmsSender, secondary?: SmsSender) {
  const waits: number[] = [];
  const sender = new FailoverSmsSender({ primary, secondary, wait: async (ms) => void waits.push(ms) });
  return { sender, waits };
}

describe('sending with retries and a second provider', () => {
  it('tries an unavailable provider again after 1, 4 and 16 seconds', async () => {
    const pindo = provider('pindo', ['unavailable', 'unavailable', 'unavailable']);
    const { sender, waits } = failover(pindo);
    await expect(sender.send(message)).resolves.toMatchObject({ provider: 'pindo' });
    expect(pindo.asked).toBe(4);
    expect(waits).toEqual([1_000, 4_000, 16_000]);
  });

  it('gives the message to the second provider when the first gives up or refuses it', async () => {
    for (const failures of [['unavailable', 'unavailable', 'unavailable', 'unavailable'], ['refused']] as SmsFailure[][]) {
      const pindo = provider('pindo', failures);
      const africasTalking = provider('africastalking');
      const { sender } = failover(pindo, africasTalking);
      await expect(sender.send(message)).resolves.toMatchObject({ provider: 'africastalking' });
      expect(pindo.asked).toBe(failures.length);
      expect(africasTalking.asked).toBe(1);
    }
  });

  it('does not try a second provider with a message none could deliver', async () => {
    const africasTalking = provider('africastalking');
    const { sender } = failover(provider('pindo', ['invalid']), africasTalking);
    await expect(sender.send(message)).rejects.toMatchObject({ failure: 'invalid' });
    expect(africasTalking.asked).toBe(0);
  });

  it("throws the last provider's failure when both fail, and with one provider, its own", async () => {
    const { sender } = failover(provider('pindo', ['refused']), provider('africastalking', ['refused']));
    await expect(sender.send(message)).rejects.toMatchObject({ provider: 'africastalking', failure: 'refused' });
    const alone = failover(provider('pindo', ['refused']));
    await expect(alone.sender.send(message)).rejects.toMatchObject({ provider: 'pindo', failure: 'refused' });
    expect(alone.waits).toEqual([]);
  });
});
