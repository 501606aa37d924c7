import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from './testing/payments-test-app';
import { signedEvent, startCardFormGateway, WEBHOOK_SECRET, type CardFormGateway } from './testing/card-form-test-app';

/** A Stripe event about one of the stand-in's PaymentIntents, as Stripe sends it. */
function intentEvent(type: string, intent: Record<string, unknown>, id = `evt_${String(intent.id)}_${type.split('.').at(-1)}`) {
  return { id, object: 'event', type, livemode: false, data: { object: { ...intent, status: type.endsWith('succeeded') ? 'succeeded' : 'requires_payment_method', amount_received: intent.amount } } };
}

describe('the card provider’s form over HTTP (Stripe’s Payment Element)', () => {
  let shop: CardFormGateway;
  beforeAll(async () => {
    shop = await startCardFormGateway();
  });
  afterAll(() => shop.close());

  const openIntent = (orderId: string, headers: Record<string, string> = {}, as: 'shopper' | 'anonymous' = 'shopper') =>
    shop.api('/payments/card/intent', { method: 'POST', ...(as === 'shopper' ? { token: shop.shopper.token } : {}), json: { orderId }, headers });
  const webhook = (body: string, signature?: string, contentType = 'application/json; charset=utf-8') =>
    shop.api('/payments/stripe/webhook', { method: 'POST', body, headers: { 'content-type': contentType, ...(signature ? { 'stripe-signature': signature } : {}) } });
  const intentOf = (clientSecret: string) => shop.stripeIntents.get(clientSecret.split('_secret_')[0]!)!;

  it('lists the publishable key with the card method, and lets Stripe.js in through the CSP', async () => {
    const res = await shop.api('/payments/methods');
    expect(res.body.data.stripe).toMatchObject({ id: 'stripe', enabled: true, testMode: true, publishableKey: 'pk_test_gateway' });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('script-src \'self\' https://js.stripe.com');
    expect(csp).toContain('connect-src \'self\' https://api.stripe.com');
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com[^;]* https:\/\/hooks\.stripe\.com/);
  });

  it('opens the form for the shopper’s order: the client secret and key, once per Idempotency-Key', async () => {
    const order = shop.placeOrder();
    const headers = { 'Idempotency-Key': 'intent-attempt-1' };
    const first = await openIntent(order.orderId, headers);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, data: { paymentId: expect.any(String), clientSecret: expect.stringMatching(/^pi_gw_\d+_secret_gw$/), publishableKey: 'pk_test_gateway' } });
    expect((await openIntent(order.orderId, headers)).body.data).toEqual(first.body.data);
    expect(intentOf(first.body.data.clientSecret)).toMatchObject({ amount: 151_000, currency: 'rwf' });
    expect((await shop.api(`/payments/${first.body.data.paymentId}/status`, { token: shop.shopper.token })).body.data).toMatchObject({ status: 'PENDING', method: 'stripe' });
    // The client secret is the shopper's browser's: no log line carries it.
    expect(shop.logs.join('\n')).toContain('/api/v1/payments/card/intent');
    expect(shop.logs.join('\n')).not.toContain(first.body.data.clientSecret);
  });

  it('asks for a session, a well-formed order of the shopper’s own and a well-formed Idempotency-Key', async () => {
    const order = shop.placeOrder();
    expect((await openIntent(order.orderId, {}, 'anonymous')).status).toBe(401);
    expect((await openIntent('not-an-id')).body).toMatchObject({ success: false, errors: [{ path: 'orderId', message: 'Invalid order id' }] });
    expect((await openIntent(shop.placeOrder('65a1b2c3d4e5f60718293a4b').orderId)).status).toBe(404);
    expect((await openIntent(order.orderId, { 'Idempotency-Key': 'x'.repeat(300) })).status).toBe(400);
  });

  it('a signed payment_intent.succeeded settles the payment paid once: 200 { received: true }, the same event again changes nothing', async () => {
    const order = shop.placeOrder();
    const { body } = await openIntent(order.orderId);
    const intent = intentOf(body.data.clientSecret);
    const sent = signedEvent(intentEvent('payment_intent.succeeded', intent));
    const answer = await webhook(sent.body, sent.signature);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, data: { received: true } });
    expect((await webhook(sent.body, sent.signature)).status).toBe(200);
    await eventually(() => shop.settled.some((event) => event.data.paymentId === body.data.paymentId));
    expect(shop.settled.filter((event) => event.data.paymentId === body.data.paymentId).map((event) => event.data)).toEqual([
      expect.objectContaining({ orderId: order.orderId, status: 'paid', method: 'stripe', amount: 151_000, providerReference: intent.id }),
    ]);
    expect((await shop.api(`/payments/${body.data.paymentId}/status`, { token: shop.shopper.token })).body.data.status).toBe('SUCCESSFUL');
  });

  it('checks the signature over the body byte for byte as it came (its spacing too), not the body parsed', async () => {
    const order = shop.placeOrder();
    const { body } = await openIntent(order.orderId);
    const event = intentEvent('payment_intent.payment_failed', { ...intentOf(body.data.clientSecret), last_payment_error: { message: 'Your card was declined.' } });
    const spaced = JSON.stringify(event, null, 3);
    const t = Math.floor(Date.now() / 1000);
    const { signature } = signedEvent(JSON.parse(spaced), { at: new Date(t * 1000) });
    // Signed over the compact form: the spaced bytes do not match it.
    expect((await webhook(spaced, signature)).status).toBe(400);
    const signedSpaced = createHmac('sha256', WEBHOOK_SECRET).update(`${t}.${spaced}`).digest('hex');
    expect((await webhook(spaced, `t=${t},v1=${signedSpaced}`)).status).toBe(200);
    expect((await shop.api(`/payments/${body.data.paymentId}/status`, { token: shop.shopper.token })).body.data).toMatchObject({ status: 'FAILED', reason: 'Your card was declined.' });
  });

  it('answers 400 "Invalid signature" and nothing more to a wrong secret, a stale or missing signature, and never a 5xx to junk', async () => {
    const order = shop.placeOrder();
    const { body } = await openIntent(order.orderId);
    const event = intentEvent('payment_intent.succeeded', intentOf(body.data.clientSecret));
    const wrong = signedEvent(event, { secret: 'whsec_someone_else' });
    const stale = signedEvent(event, { at: new Date(Date.now() - 10 * 60_000) });
    const answers = [
      await webhook(wrong.body, wrong.signature),
      await webhook(stale.body, stale.signature),
      await webhook(stale.body),
      await webhook(stale.body, 't=1,v1=00'),
    ];
    for (const answer of answers) expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: { success: false, message: 'Invalid signature' } });
    for (const junk of [await webhook('{"id":', 't=1,v1=00'), await webhook('id=evt_1', 't=1,v1=00', 'application/x-www-form-urlencoded'), await webhook('[]', 't=1,v1=00')]) {
      expect(junk.status).toBe(400);
      expect(junk.body).toMatchObject({ success: false });
    }
    expect((await shop.api(`/payments/${body.data.paymentId}/status`, { token: shop.shopper.token })).body.data.status).toBe('PENDING');
  });

  it('acknowledges events it has no use for', async () => {
    const sent = signedEvent({ id: 'evt_refund', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1', object: 'charge' } } });
    expect((await webhook(sent.body, sent.signature)).body).toEqual({ success: true, data: { received: true } });
  });
});
