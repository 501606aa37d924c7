// newsletter.subscribed and newsletter.unsubscribed from the notifications service feed the orders
// service's subscriber projection on the shared bus: after signing up, WELCOME2 takes 2% off the
// shopper's first order; after unsubscribing, it is refused again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPayload } from '../orders/testing/orders-test-app';
import { startNewsletterGateway, unsubscribeTokenOf, type NewsletterGateway } from './testing/newsletter-test-app';

const NOT_A_SUBSCRIBER = 'This coupon is only for newsletter subscribers';

describe('WELCOME2 after a newsletter signup', () => {
  let gw: NewsletterGateway;
  beforeAll(async () => {
    gw = await startNewsletterGateway({ withOrders: true });
  });
  afterAll(() => gw.close());

  /** Applies WELCOME2 for the signed-in shopper until the projection has caught up (or 5 s passed). */
  async function applyOnceSubscribed(token: string) {
    return applyUntil(token, 200);
  }

  /** Applies WELCOME2 for the signed-in shopper until it answers `status` (or 5 s passed). */
  async function applyUntil(token: string, status: number) {
    const deadline = Date.now() + 5000;
    for (;;) {
      const answer = await gw.request('POST', '/cart/coupon', { json: { code: 'WELCOME2', subtotal: 60_000 }, token });
      if (answer.status === status || Date.now() > deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('applies to a subscriber’s first order only', async () => {
    const shopper = await gw.identity.register({ email: 'amani@example.rw', password: 'long-enough-1', firstName: 'Amani', lastName: 'Mugisha' });
    const token = shopper.accessToken;
    const before = await gw.request('POST', '/cart/coupon', { json: { code: 'WELCOME2' }, token });
    expect(before).toMatchObject({ status: 400, body: { message: NOT_A_SUBSCRIBER } });

    expect((await gw.request('POST', '/newsletter/subscribe', { json: { email: 'Amani@Example.rw' } })).status).toBe(200);
    const applied = await applyOnceSubscribed(token);
    expect(applied).toMatchObject({ status: 200, body: { data: { cart: { coupon: { code: 'WELCOME2', discountValue: 2 }, discount: 1200, pendingChecks: [] } } } });

    const product = await gw.createProduct(60_000);
    const figures = { couponCode: 'WELCOME2', discount: 1200, deliveryFee: 0, total: 58_800 };
    const first = checkoutPayload([{ product, quantity: 1 }], { ...figures, paymentInfo: { method: 'manual_momo', status: 'pending', amount: 58_800, currency: 'RWF' } });
    const placed = await gw.request('POST', '/orders', { json: first, token });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ subtotal: 60_000, discount: 1200, deliveryFee: 0, total: 58_800, couponCode: 'WELCOME2' });

    const second = await gw.request('POST', '/orders', { json: first, token });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/first order|already used/i);
  });

  it('is refused as subscribers-only once the shopper has unsubscribed', async () => {
    const shopper = await gw.identity.register({ email: 'keza@example.rw', password: 'long-enough-1', firstName: 'Keza', lastName: 'Ingabire' });
    const token = shopper.accessToken;
    expect((await gw.request('POST', '/newsletter/subscribe', { json: { email: 'keza@example.rw' } })).status).toBe(200);
    expect((await applyOnceSubscribed(token)).status).toBe(200);

    const link = unsubscribeTokenOf((await gw.mails()).find((mail) => mail.to === 'keza@example.rw')!);
    const unsubscribed = await gw.request('POST', '/newsletter/unsubscribe', { json: { token: link } });
    expect(unsubscribed).toMatchObject({ status: 200, body: { data: { email: 'keza@example.rw', unsubscribed: true } } });
    const refused = await applyUntil(token, 400);
    expect(refused).toMatchObject({ status: 400, body: { message: NOT_A_SUBSCRIBER } });
  });
});
