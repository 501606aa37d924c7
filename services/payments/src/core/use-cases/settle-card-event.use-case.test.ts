import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StripeCardEvents } from '../../adapters/card/stripe-card-events';
import { StripeCardIntents } from '../../adapters/card/stripe-card-intents';
import { startStripeWithIntents, type StripeWithIntents } from '../../adapters/card/testing/fake-stripe';
import { intentEvent, signed } from '../../adapters/card/testing/stripe-events';
import { capturedLogger, type LogLine } from '../../testing/captured-logger';
import { embeddedPayments, type EmbeddedPayments } from '../../testing/embedded-ports';
import { testOrder, toPay } from '../../testing/payments-test-kit';
import type { PaymentRecord } from '../payment/payment';
import { OpenCardIntent } from './open-card-intent.use-case';
import { SettleCardEvent } from './settle-card-event.use-case';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const LOG_ERROR = 50;

describe('the card provider’s signed events (Stripe webhooks)', () => {
  let shop: EmbeddedPayments;
  let stripe: StripeWithIntents;
  let logs: LogLine[];
  let webhook: SettleCardEvent;
  let payment: PaymentRecord;

  beforeEach(async () => {
    shop = await embeddedPayments({}, { clock: { now: () => new Date(NOW) } });
    stripe = await startStripeWithIntents();
    const { logger, lines } = capturedLogger();
    logs = lines;
    const intents = new StripeCardIntents({ secretKey: 'sk_test_devshop', publishableKey: 'pk_test_devshop', logger, maxNetworkRetries: 0, api: stripe.api });
    const deps = { ...shop.ports, logger, settlement: shop.settlement, intents };
    webhook = new SettleCardEvent({ ...deps, cardEvents: new StripeCardEvents({ webhookSecret: 'whsec_devshop_test_secret' }) });
    const session = await new OpenCardIntent({ ...deps, windowMs: 15 * 60_000 }).execute(toPay(testOrder()));
    payment = (await shop.ports.payments.findById(session.paymentId))!;
  });
  afterEach(async () => {
    await stripe.close();
    await shop.close();
  });

  const ours = (fields: { amount?: number; currency?: string; failure?: string } = {}) => ({ id: payment.providerReference!, reference: payment.referenceId, ...fields });
  const send = (event: unknown, options: { secret?: string; at?: Date } = {}) => webhook.execute(signed(event, { at: NOW, ...options }));
  const stored = () => shop.ports.payments.findById(payment.id);
  const settledEvents = async () => (await shop.outbox()).map((entry) => entry.event.data as Record<string, unknown>);

  it('payment_intent.succeeded settles the payment of that PaymentIntent as paid, with one payment.settled', async () => {
    await send(intentEvent('payment_intent.succeeded', ours()));
    expect(await stored()).toMatchObject({ status: 'SUCCESSFUL', providerReference: payment.providerReference });
    expect(await settledEvents()).toEqual([
      expect.objectContaining({ paymentId: payment.id, status: 'paid', method: 'stripe', amount: 151_000, providerReference: payment.providerReference }),
    ]);
  });

  it('the same event again, or again later, changes nothing', async () => {
    const event = intentEvent('payment_intent.succeeded', ours());
    await send(event);
    const settledAt = (await stored())?.settledAt;
    await send(event);
    await send(event, { at: new Date(NOW.getTime() + 60_000) });
    expect(await settledEvents()).toHaveLength(1);
    expect((await stored())?.settledAt).toBe(settledAt);
  });

  it('payment_intent.payment_failed fails it with Stripe’s words and closes the PaymentIntent at Stripe', async () => {
    await send(intentEvent('payment_intent.payment_failed', ours({ failure: 'Your card was declined.' })));
    expect(await stored()).toMatchObject({ status: 'FAILED', reason: 'Your card was declined.' });
    expect(stripe.seen.filter((seen) => seen.path === `/v1/payment_intents/${payment.providerReference}/cancel`)).toHaveLength(1);
    expect(await settledEvents()).toMatchObject([{ status: 'failed', reason: 'Your card was declined.' }]);
  });

  it('money taken after all (a retry in a form left open) is recorded paid, late, over the failure', async () => {
    await send(intentEvent('payment_intent.payment_failed', ours({ failure: 'Your card was declined.' })));
    await send(intentEvent('payment_intent.succeeded', ours()));
    const after = await stored();
    expect(after).toMatchObject({ status: 'SUCCESSFUL', approvedLate: true });
    expect(after?.reason).toBeUndefined();
    expect((await settledEvents()).map((data) => data.status)).toEqual(['failed', 'paid']);
  });

  it('refuses a wrong secret’s or a stale signature with a bare "Invalid signature", and the payment waits on', async () => {
    const event = intentEvent('payment_intent.succeeded', ours());
    await expect(send(event, { secret: 'whsec_not_ours' })).rejects.toMatchObject({ kind: 'invalid', message: 'Invalid signature' });
    await expect(send(event, { at: new Date(NOW.getTime() - 301_000) })).rejects.toMatchObject({ kind: 'invalid', message: 'Invalid signature' });
    await expect(webhook.execute({ payload: Buffer.from(JSON.stringify(event)), signature: '' })).rejects.toMatchObject({ kind: 'invalid' });
    expect(await stored()).toMatchObject({ status: 'PENDING' });
    expect(logs.filter((line) => line.msg === 'card provider event refused').map((line) => line.reason)).toEqual([
      expect.stringMatching(/No signatures found matching/),
      expect.stringMatching(/Timestamp outside the tolerance zone/),
      'no signature',
    ]);
  });

  it('refuses every event where no webhook secret is set', async () => {
    const unverifiable = new SettleCardEvent({ ...shop.ports, settlement: shop.settlement });
    await expect(unverifiable.execute(signed(intentEvent('payment_intent.succeeded', ours()), { at: NOW }))).rejects.toMatchObject({ kind: 'invalid' });
    expect(await stored()).toMatchObject({ status: 'PENDING' });
  });

  it('acknowledges and ignores PaymentIntents that are not ours, and other event types', async () => {
    await send(intentEvent('payment_intent.succeeded', { id: 'pi_someone_else', reference: 'not-a-reference-of-ours' }));
    await send(intentEvent('payment_intent.succeeded', { id: 'pi_someone_else' }));
    // Our reference on another PaymentIntent is not our payment's PaymentIntent.
    await send(intentEvent('payment_intent.succeeded', { id: 'pi_other', reference: payment.referenceId }));
    await send({ id: 'evt_refund', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1', object: 'charge' } } });
    expect(await stored()).toMatchObject({ status: 'PENDING' });
    expect(await settledEvents()).toEqual([]);
  });

  it('a success for another amount or currency is not settled: an operator is told, and Stripe is answered', async () => {
    await send(intentEvent('payment_intent.succeeded', ours({ amount: 1_000 })));
    await send(intentEvent('payment_intent.succeeded', ours({ currency: 'usd' }), 'evt_usd'));
    expect(await stored()).toMatchObject({ status: 'PENDING' });
    expect(await settledEvents()).toEqual([]);
    expect(logs.filter((line) => line.level === LOG_ERROR)).toMatchObject([
      { paymentId: payment.id, amount: 1_000, expected: 151_000 },
      { paymentId: payment.id, currency: 'usd' },
    ]);
  });
});
