import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '@shop/domain';
import { createLogger } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardCharge } from '../../core/ports/card-gateway.port';
import { StripeCardGateway } from './stripe-card-gateway';

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

/** A local stand-in for api.stripe.com: records what the SDK sends, answers what the test says. */
async function fakeStripe(answer: (seen: Seen) => { status: number; body: unknown }) {
  const seen: Seen[] = [];
  const server: Server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, form: new URLSearchParams(text) };
    seen.push(request);
    const { status, body } = answer(request);
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { seen, port: (server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const charge = (number: string): CardCharge => ({
  reference: '5b1c7a36-8f8e-4d55-9a51-3a6f3d1a7c11',
  amount: 151_000,
  currency: 'RWF',
  description: 'DevShop order DS-2611-7K3F9Q',
  metadata: { orderId: '65a1b2c3d4e5f60718293a4b', orderNumber: 'DS-2611-7K3F9Q', paymentId: '65a1b2c3d4e5f60718293a4c' },
  card: { name: 'Aline Uwase', number, expMonth: 11, expYear: 2038, cvc: '987' },
});

const intent = (id: string, status: string) => ({ id, object: 'payment_intent', status, amount: 151_000, currency: 'rwf' });

describe('StripeCardGateway (official SDK) against a local Stripe stand-in', () => {
  let stripe: Awaited<ReturnType<typeof fakeStripe>> | undefined;
  afterEach(() => stripe?.close());

  const gateway = (secretKey = 'sk_test_devshop') =>
    new StripeCardGateway({
      secretKey,
      logger: createLogger({ service: 'stripe-test', level: 'silent' }),
      maxNetworkRetries: 0,
      api: { host: '127.0.0.1', port: stripe!.port, protocol: 'http' },
    });

  it('confirms a PaymentIntent for the whole RWF amount with a test PaymentMethod and our idempotency key', async () => {
    stripe = await fakeStripe(() => ({ status: 200, body: intent('pi_ok', 'succeeded') }));
    expect(await gateway().charge(charge('4242424242424242'))).toEqual({ status: 'succeeded', paymentIntentId: 'pi_ok' });
    const [call] = stripe.seen;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(call?.headers.authorization).toBe('Bearer sk_test_devshop');
    expect(call?.headers['idempotency-key']).toBe('5b1c7a36-8f8e-4d55-9a51-3a6f3d1a7c11');
    expect(Object.fromEntries(call!.form)).toMatchObject({
      amount: '151000',
      currency: 'rwf',
      payment_method: 'pm_card_visa',
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      'metadata[orderNumber]': 'DS-2611-7K3F9Q',
    });
    expect(call!.form.toString()).not.toContain('4242424242424242');
  });

  it('reads a card error as a decline with Stripe’s message, code and PaymentIntent', async () => {
    stripe = await fakeStripe(() => ({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_intent: intent('pi_declined', 'requires_payment_method'),
        },
      },
    }));
    expect(await gateway().charge(charge('4000000000000002'))).toEqual({
      status: 'failed',
      paymentIntentId: 'pi_declined',
      code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(Object.fromEntries(stripe.seen[0]!.form)).toMatchObject({ payment_method: 'pm_card_chargeDeclined' });
  });

  it('turns provider trouble into "unavailable" with a safe message', async () => {
    stripe = await fakeStripe(() => ({ status: 500, body: { error: { type: 'api_error', message: 'Something broke at Stripe' } } }));
    const error = await gateway().charge(charge('4242424242424242')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'unavailable', message: 'Card payments are unavailable right now. Please try again in a moment.' });
  });

  it('in test mode sends another number as raw card data first; a live key never sends raw card fields', async () => {
    stripe = await fakeStripe(({ path }) =>
      path === '/v1/payment_methods'
        ? { status: 200, body: { id: 'pm_raw', object: 'payment_method', type: 'card' } }
        : { status: 200, body: intent('pi_raw', 'succeeded') },
    );
    expect(await gateway().charge(charge('5105105105105100'))).toMatchObject({ status: 'succeeded' });
    expect(stripe.seen.map((seen) => seen.path)).toEqual(['/v1/payment_methods', '/v1/payment_intents']);
    expect(Object.fromEntries(stripe.seen[1]!.form)).toMatchObject({ payment_method: 'pm_raw' });

    const live = gateway('sk_live_devshop');
    expect(live.testMode).toBe(false);
    await expect(live.charge(charge('4242424242424242'))).rejects.toMatchObject({ kind: 'unavailable' });
    expect(stripe.seen).toHaveLength(2);
  });
});

const refundRequest = (amount = 50_000) => ({
  referenceId: '0e6f1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  amount,
  paymentReference: 'pi_ok',
  paymentAmount: 50_000,
  externalId: 'DS-2611-7K3F9Q',
  note: 'Refund of order DS-2611-7K3F9Q',
});

const stripeRefund = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  id,
  object: 'refund',
  amount: 50_000,
  currency: 'rwf',
  payment_intent: 'pi_ok',
  status,
  metadata: {},
  ...extra,
});

describe('StripeCardGateway refunds against a local Stripe stand-in', () => {
  let stripe: Awaited<ReturnType<typeof fakeStripe>> | undefined;
  afterEach(() => stripe?.close());

  const gateway = () =>
    new StripeCardGateway({
      secretKey: 'sk_test_devshop',
      logger: createLogger({ service: 'stripe-test', level: 'silent' }),
      maxNetworkRetries: 0,
      api: { host: '127.0.0.1', port: stripe!.port, protocol: 'http' },
    });

  it('refunds whole RWF from the PaymentIntent, with our reference as the idempotency key and in the metadata', async () => {
    stripe = await fakeStripe(() => ({ status: 200, body: stripeRefund('re_1', 'succeeded') }));
    expect(await gateway().refund(refundRequest())).toEqual({ status: 'succeeded', providerReference: 're_1' });
    const [call] = stripe.seen;
    expect(call).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(call?.headers['idempotency-key']).toBe('0e6f1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b');
    expect(Object.fromEntries(call!.form)).toMatchObject({
      payment_intent: 'pi_ok',
      amount: '50000',
      reason: 'requested_by_customer',
      'metadata[referenceId]': '0e6f1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
      'metadata[orderNumber]': 'DS-2611-7K3F9Q',
    });
  });

  it('maps Stripe’s refund statuses: pending and requires_action are on their way, failed and canceled are not', async () => {
    const answers = [
      stripeRefund('re_p', 'pending'),
      stripeRefund('re_a', 'requires_action'),
      stripeRefund('re_f', 'failed', { failure_reason: 'expired_or_canceled_card' }),
      stripeRefund('re_c', 'canceled'),
    ];
    stripe = await fakeStripe(() => ({ status: 200, body: answers.shift() }));
    const cards = gateway();
    expect(await cards.refund(refundRequest())).toEqual({ status: 'pending', providerReference: 're_p' });
    expect(await cards.refund(refundRequest())).toEqual({ status: 'pending', providerReference: 're_a' });
    expect(await cards.refund(refundRequest())).toEqual({ status: 'failed', reason: 'expired_or_canceled_card' });
    expect(await cards.refund(refundRequest())).toEqual({ status: 'failed', reason: 'canceled' });
  });

  it('a refund Stripe refuses (already refunded, more than is left) fails with its code; Stripe trouble is "unavailable"', async () => {
    stripe = await fakeStripe(() => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge ch_1 has already been refunded.' } },
    }));
    expect(await gateway().refund(refundRequest())).toEqual({ status: 'failed', reason: 'charge_already_refunded' });
    await stripe.close();
    stripe = await fakeStripe(() => ({ status: 500, body: { error: { type: 'api_error', message: 'Something broke at Stripe' } } }));
    await expect(gateway().refund(refundRequest())).rejects.toMatchObject({ kind: 'unavailable', message: 'Card payments are unavailable right now. Please try again in a moment.' });
  });

  it('finds a refund again by our reference among Stripe’s refunds, page after page; null when Stripe has none', async () => {
    const ours = stripeRefund('re_ours', 'succeeded', { metadata: { referenceId: '0e6f1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b' } });
    stripe = await fakeStripe(({ path }) => {
      const firstPage = !path.includes('starting_after');
      const data = firstPage ? [stripeRefund('re_a', 'succeeded'), stripeRefund('re_b', 'pending')] : [ours];
      return { status: 200, body: { object: 'list', url: '/v1/refunds', has_more: firstPage, data } };
    });
    expect(await gateway().refundStatus('0e6f1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b')).toEqual({ status: 'succeeded', providerReference: 're_ours' });
    expect(stripe.seen.map((seen) => seen.path)).toEqual(['/v1/refunds?limit=100', '/v1/refunds?limit=100&starting_after=re_b']);
    expect(await gateway().refundStatus('6b1d2c3e-0000-4000-8000-000000000000')).toBeNull();
  });
});
