import { createLogger } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StripeCardIntents } from '../../adapters/card/stripe-card-intents';
import { startStripeWithIntents, type StripeWithIntents } from '../../adapters/card/testing/fake-stripe';
import { embeddedPayments, type EmbeddedPayments } from '../../testing/embedded-ports';
import { testOrder, toPay } from '../../testing/payments-test-kit';
import { CARD_FORM_MESSAGES } from './card-form-messages';
import { OpenCardIntent } from './open-card-intent.use-case';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const WINDOW_MS = 15 * 60_000;

describe('opening a card payment in Stripe’s Payment Element (against a local Stripe stand-in)', () => {
  let shop: EmbeddedPayments;
  let stripe: StripeWithIntents;

  beforeEach(async () => {
    shop = await embeddedPayments({}, { clock: { now: () => new Date(NOW) } });
    stripe = await startStripeWithIntents();
  });
  afterEach(async () => {
    await stripe.close();
    await shop.close();
  });

  const openCardIntent = (form: 'stripe' | 'none' = 'stripe') => {
    const logger = createLogger({ service: 'payments-test', level: 'silent' });
    const intents = new StripeCardIntents({ secretKey: 'sk_test_devshop', publishableKey: 'pk_test_devshop', logger, maxNetworkRetries: 0, api: stripe.api });
    return new OpenCardIntent({ ...shop.ports, settlement: shop.settlement, intents: form === 'stripe' ? intents : undefined, windowMs: WINDOW_MS });
  };
  const created = () => stripe.seen.filter((seen) => seen.method === 'POST' && seen.path === '/v1/payment_intents');

  it('opens a PaymentIntent for the order total in RWF, with no card and unconfirmed, keyed by our reference', async () => {
    const order = testOrder({ total: 87_500 });
    const session = await openCardIntent().execute(toPay(order));
    expect(session).toEqual({ paymentId: expect.any(String), clientSecret: 'pi_test_1_secret_test', publishableKey: 'pk_test_devshop' });
    const payment = await shop.ports.payments.findById(session.paymentId);
    const deadline = NOW.getTime() + WINDOW_MS;
    expect(payment).toMatchObject({ method: 'stripe', amount: 87_500, status: 'PENDING', providerReference: 'pi_test_1', openOrderId: order.orderId, nextPollAt: deadline, deadlineAt: deadline });
    expect(payment?.card).toBeUndefined();
    const [call] = created();
    expect(call?.headers.authorization).toBe('Bearer sk_test_devshop');
    expect(call?.headers['idempotency-key']).toBe(payment?.referenceId);
    const form = Object.fromEntries(call!.form);
    expect(form).toMatchObject({
      amount: '87500',
      currency: 'rwf',
      'automatic_payment_methods[enabled]': 'true',
      'metadata[referenceId]': payment?.referenceId,
      'metadata[paymentId]': session.paymentId,
      'metadata[orderNumber]': order.orderNumber,
    });
    expect(Object.keys(form).filter((name) => /confirm|payment_method\b|payment_method\[|card/.test(name))).toEqual([]);
    // The client secret is the browser's: the store never keeps it.
    expect(JSON.stringify(await shop.documents.collection('payments').find({}))).not.toContain('secret');
  });

  it('charges only what the orders service says, for the shopper’s own unpaid order', async () => {
    const order = testOrder();
    await expect(openCardIntent().execute({ orderId: order.orderId, userId: testOrder().userId })).rejects.toMatchObject({ kind: 'not_found' });
    await expect(openCardIntent().execute(toPay(testOrder({ paymentStatus: 'paid' })))).rejects.toMatchObject({ kind: 'conflict', message: 'This order has already been paid' });
    expect(created()).toEqual([]);
  });

  it('answers the same payment and form again: the same Idempotency-Key, or the order’s form still waiting for the card', async () => {
    const order = testOrder();
    const first = await openCardIntent().execute({ ...toPay(order), idempotencyKey: 'attempt-1' });
    expect(await openCardIntent().execute({ ...toPay(order), idempotencyKey: 'attempt-1' })).toEqual(first);
    expect(await openCardIntent().execute(toPay(order))).toEqual(first);
    expect(created()).toHaveLength(1);
    expect(await shop.ports.payments.listForOrder(order.orderId)).toHaveLength(1);
  });

  it('a form whose last attempt was declined is settled failed and closed at Stripe; the order gets a new one', async () => {
    const order = testOrder();
    const first = await openCardIntent().execute(toPay(order));
    Object.assign(stripe.intents.get('pi_test_1')!, { last_payment_error: { type: 'card_error', message: 'Your card has insufficient funds.' } });
    const second = await openCardIntent().execute(toPay(order));
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(second.clientSecret).toBe('pi_test_2_secret_test');
    expect(await shop.ports.payments.findById(first.paymentId)).toMatchObject({ status: 'FAILED', reason: 'Your card has insufficient funds.' });
    expect(stripe.intents.get('pi_test_1')?.status).toBe('canceled');
    expect((await shop.outbox()).map((entry) => entry.event.data)).toMatchObject([{ paymentId: first.paymentId, status: 'failed', method: 'stripe' }]);
  });

  it('a form Stripe says succeeded before its event came settles the payment paid, once, and the order is paid', async () => {
    const order = testOrder();
    const first = await openCardIntent().execute(toPay(order));
    Object.assign(stripe.intents.get('pi_test_1')!, { status: 'succeeded', amount_received: 151_000 });
    await expect(openCardIntent().execute(toPay(order))).rejects.toMatchObject({ kind: 'conflict', message: 'This order has already been paid' });
    expect(await shop.ports.payments.findById(first.paymentId)).toMatchObject({ status: 'SUCCESSFUL', providerReference: 'pi_test_1' });
    expect((await shop.outbox()).map((entry) => entry.event.data)).toMatchObject([{ status: 'paid', amount: 151_000, providerReference: 'pi_test_1' }]);
  });

  it('leaves another method’s open payment alone: one open attempt per order', async () => {
    const order = testOrder();
    await shop.api.requestMobileMoney({ ...toPay(order), phone: '0780000003' });
    await expect(openCardIntent().execute(toPay(order))).rejects.toMatchObject({ kind: 'conflict' });
    expect(created()).toEqual([]);
  });

  it('is refused where the form is not set up (the card simulator), before anything is recorded', async () => {
    const order = testOrder();
    await expect(openCardIntent('none').execute(toPay(order))).rejects.toMatchObject({ kind: 'invalid', message: CARD_FORM_MESSAGES.formNotOffered });
    expect(await shop.ports.payments.listForOrder(order.orderId)).toEqual([]);
  });

  it('Stripe’s trouble is "unavailable", and frees the order for another try', async () => {
    const order = testOrder();
    stripe.breakDown();
    await expect(openCardIntent().execute(toPay(order))).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'Card payments are unavailable right now. Please try again in a moment.',
    });
    const [payment] = await shop.ports.payments.listForOrder(order.orderId);
    expect(payment).toMatchObject({ status: 'FAILED' });
    expect(await shop.ports.payments.findOpenForOrder(order.orderId)).toBeNull();
  });
});
