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
