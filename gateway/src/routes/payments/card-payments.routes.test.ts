import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually, startPaymentsGateway, type PaymentsGateway } from './testing/payments-test-app';

const CVV = '987';
const card = (number: string, overrides: Record<string, string> = {}) => ({ name: 'Aline Uwase', number, expiry: '11/38', cvv: CVV, ...overrides });

describe('card payments over HTTP', () => {
  let shop: PaymentsGateway;
  let shopper: { token: string; userId: string };
  beforeEach(async () => {
    shop = await startPaymentsGateway();
    shopper = await shop.login('shopper');
  });
  afterEach(() => shop.close());

  const pay = (body: unknown, headers: Record<string, string> = {}) =>
    shop.api('/payments/card', { method: 'POST', token: shopper.token, json: body, headers });

  it('4242 4242 4242 4242 succeeds: SPEC’s Payment result, and the order is settled paid once', async () => {
    const order = shop.placeOrder(shopper.userId, { paymentMethod: 'stripe' });
    const res = await pay({ orderId: order.orderId, card: card('4242 4242 4242 4242') });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Payment successful',
      data: { success: true, status: 'succeeded', paymentIntentId: expect.stringMatching(/^pi_/), card: { brand: 'visa', last4: '4242' } },
    });
    await eventually(() => shop.settled.length === 1);
    expect(shop.settled[0]?.data).toMatchObject({ orderId: order.orderId, method: 'stripe', status: 'paid', amount: 151_000 });
  });

  it('4000 0000 0000 0002 is declined: 200 with data.success false and the bank’s message', async () => {
    const order = shop.placeOrder(shopper.userId, { paymentMethod: 'stripe' });
    const res = await pay({ orderId: order.orderId, card: card('4000 0000 0000 0002') });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ success: false, status: 'failed', message: 'Your card was declined.' });
    expect(res.body.message).toBe('Your card was declined.');
    await eventually(() => shop.settled.some((event) => event.data.status === 'failed'));
  });

  it('names each bad field: Luhn, past expiry, missing CVV and name', async () => {
    const order = shop.placeOrder(shopper.userId, { paymentMethod: 'stripe' });
    const res = await pay({ orderId: order.orderId, card: { name: '', number: '4242 4242 4242 4241', expiry: '01/20' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'card.name', message: 'Name on card is required' },
      { path: 'card.number', message: 'Please enter a valid card number' },
      { path: 'card.expiry', message: 'This card has expired' },
      { path: 'card.cvv', message: 'CVV is required' },
    ]);
    expect((await pay({ orderId: order.orderId })).body.errors).toHaveLength(4);
  });

  it('honours Idempotency-Key: a repeat answers the same result without a second charge', async () => {
    const order = shop.placeOrder(shopper.userId, { paymentMethod: 'stripe' });
    const headers = { 'Idempotency-Key': 'card-attempt-1' };
    const first = await pay({ orderId: order.orderId, card: card('4242424242424242') }, headers);
    const again = await pay({ orderId: order.orderId, card: card('4242424242424242') }, headers);
    expect(again.body.data).toEqual(first.body.data);
    const other = await pay({ orderId: order.orderId, card: card('4242424242424242') });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('This order has already been paid');
  });

  it('card numbers and CVV reach neither the logs nor the store', async () => {
    const numbers = ['4242 4242 4242 4242', '4000 0000 0000 0002', '4242 4242 4242 4241'];
    for (const number of numbers) {
      await pay({ orderId: shop.placeOrder(shopper.userId).orderId, card: card(number) });
    }
    await eventually(() => shop.settled.length === 2);
    const stored = JSON.stringify([...(await shop.documents.collection('payments').find({})), ...(await shop.documents.collection('outbox').find({}))]);
    const logged = shop.logs.join('\n');
    expect(logged).toContain('/api/v1/payments/card');
    for (const number of numbers) {
      for (const form of [number, number.replace(/ /g, '')]) {
        expect(stored).not.toContain(form);
        expect(logged).not.toContain(form);
      }
    }
    expect(stored).not.toMatch(/"(cvv|number)"/);
    expect(stored).not.toContain(`"${CVV}"`);
    expect(logged).not.toContain(`"${CVV}"`);
  });
});
