import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest } from '../../testing/embedded-ports';
import { ReceiveInboundSms } from './receive-inbound-sms.use-case';

const start = embeddedPortsPerTest();
const NUMBER = '+250788123456';
const message = (text: string, from = NUMBER) => ({ provider: 'africastalking', from, text, receivedAt: '2026-11-14T09:30:00.000Z' });

describe('a message to the shop’s number', () => {
  it('stops the number’s SMS on STOP, HAGARIKA or ARRÊT, however written, and only that number’s', async () => {
    for (const text of ['STOP', 'stop', ' Stop. ', 'HAGARIKA', 'hagarika rwose', 'Arrêt', 'STOPALL', 'unsubscribe']) {
      const t = await start();
      expect(await new ReceiveInboundSms(t.ports).execute(message(text))).toEqual({ action: 'stopped' });
      expect(await t.ports.optOuts.isStopped(NUMBER)).toBe(true);
      expect(await t.ports.optOuts.isStopped('+250722000000')).toBe(false);
    }
  });

  it('brings the SMS back on START or TANGIRA', async () => {
    const t = await start();
    const receive = new ReceiveInboundSms(t.ports);
    await receive.execute(message('STOP'));
    expect(await receive.execute(message('tangira'))).toEqual({ action: 'restarted' });
    // The operator hears of each, without the number.
    expect(t.log.lines).toEqual([
      { level: 'info', fields: { provider: 'africastalking' }, message: 'a number asked for no more SMS' },
      { level: 'info', fields: { provider: 'africastalking' }, message: 'a number asked for SMS again' },
    ]);
    expect(await t.ports.optOuts.isStopped(NUMBER)).toBe(false);
    await receive.execute(message('STOP'));
    expect(await receive.execute(message('Start'))).toEqual({ action: 'restarted' });
    expect(await t.ports.optOuts.isStopped(NUMBER)).toBe(false);
  });

  it('does nothing with any other message, nor with a stop word later in it', async () => {
    const t = await start();
    for (const text of ['Murakoze', 'please do not stop', '', 'STOPPED', 'START?STOP']) {
      expect(await new ReceiveInboundSms(t.ports).execute(message(text))).toEqual({ action: 'none' });
    }
    expect(await t.ports.optOuts.isStopped(NUMBER)).toBe(false);
    expect(t.log.lines).toEqual([]);
  });
});
