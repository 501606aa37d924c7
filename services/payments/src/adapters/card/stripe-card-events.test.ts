import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CardEventRejected } from '../../core/use-cases/card-form.port';
import { StripeCardEvents } from './stripe-card-events';
import { intentEvent, signed, WEBHOOK_SECRET } from './testing/stripe-events';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const events = new StripeCardEvents({ webhookSecret: WEBHOOK_SECRET });
const succeeded = intentEvent('payment_intent.succeeded', { id: 'pi_1', reference: 'ref-1' });

const rejection = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof CardEventRejected) return error.message;
    throw error;
  }
  throw new Error('the event was accepted');
};

describe('StripeCardEvents (the SDK’s webhooks.constructEvent)', () => {
  it('accepts an event signed with the endpoint’s secret over the body as sent, and reads what settles a payment', () => {
    const { payload, signature } = signed(succeeded, { at: NOW });
    expect(events.verify(payload, signature, NOW)).toEqual({
      id: 'evt_pi_1_succeeded',
      kind: 'succeeded',
      intent: { intentId: 'pi_1', amount: 151_000, currency: 'rwf', reference: 'ref-1' },
    });
    const failed = intentEvent('payment_intent.payment_failed', { id: 'pi_2', reference: 'ref-2', failure: 'Your card was declined.' });
    const sent = signed(failed, { at: NOW });
    expect(events.verify(sent.payload.toString('utf8'), sent.signature, NOW)).toMatchObject({
      kind: 'failed',
      intent: { intentId: 'pi_2', reference: 'ref-2' },
      message: 'Your card was declined.',
    });
  });

  it('is Stripe’s scheme: t=<unix seconds>,v1=<HMAC-SHA256 of "<t>.<body>">, computed by hand', () => {
    const body = JSON.stringify(succeeded);
    const t = Math.floor(NOW.getTime() / 1000);
    const v1 = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex');
    expect(events.verify(Buffer.from(body), `t=${t},v1=${v1}`, NOW)).toMatchObject({ kind: 'succeeded' });
  });

  it('refuses another secret’s signature, a changed body, a missing or malformed header', () => {
    const { payload, signature } = signed(succeeded, { at: NOW, secret: 'whsec_someone_else' });
    expect(rejection(() => events.verify(payload, signature, NOW))).toMatch(/No signatures found matching/);
    const genuine = signed(succeeded, { at: NOW });
    const changed = Buffer.from(genuine.payload.toString('utf8').replace('151000', '1'));
    expect(rejection(() => events.verify(changed, genuine.signature, NOW))).toMatch(/No signatures found matching/);
    // A body parsed and written again is not the body that was signed.
    const reserialized = JSON.stringify(JSON.parse(genuine.payload.toString('utf8')), null, 2);
    expect(rejection(() => events.verify(reserialized, genuine.signature, NOW))).toMatch(/No signatures found matching/);
    expect(rejection(() => events.verify(genuine.payload, '', NOW))).toMatch(/No stripe-signature header/);
    expect(rejection(() => events.verify(genuine.payload, 'garbage', NOW))).toBeTruthy();
  });

  it('refuses a replay: a signature older than 300 s when received, however genuine', () => {
    const { payload, signature } = signed(succeeded, { at: NOW });
    expect(events.verify(payload, signature, new Date(NOW.getTime() + 300_000))).toMatchObject({ kind: 'succeeded' });
    expect(rejection(() => events.verify(payload, signature, new Date(NOW.getTime() + 301_000)))).toMatch(/Timestamp outside the tolerance zone/);
  });

  it('names other event types without reading them, and refuses a signed body that is no event', () => {
    const other = signed({ id: 'evt_9', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1' } } }, { at: NOW });
    expect(events.verify(other.payload, other.signature, NOW)).toEqual({ id: 'evt_9', kind: 'other', type: 'charge.refunded' });
    const noEvent = signed({ hello: 'world' }, { at: NOW });
    expect(rejection(() => events.verify(noEvent.payload, noEvent.signature, NOW))).toBe('not a Stripe event');
  });
});
