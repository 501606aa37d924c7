import { isPromoSuccessMessage } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startOrdersGateway, type OrdersGateway } from './testing/orders-test-app';

const cookieOf = (headers: Headers) => headers.get('set-cookie') ?? '';
const cartCookie = (headers: Headers) => cookieOf(headers).split(';')[0]!;

describe('cart coupon routes', () => {
  let gw: OrdersGateway;
  beforeAll(async () => {
    gw = await startOrdersGateway();
  });
  afterAll(() => gw.close());

  it('applies WELCOME2 signed out, in a cart session cookie scoped to the cart routes', async () => {
    const { status, headers, body } = await gw.request('POST', '/cart/coupon', { json: { code: ' welcome2 ', subtotal: 60_000 } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { cart: { coupon: { code: 'WELCOME2', discountType: 'percentage', discountValue: 2 }, discount: 1200 } } });
    expect(body.data.cart.pendingChecks).toEqual(['first_order_only', 'subscribers_only', 'user_used_up']);
    expect(isPromoSuccessMessage(body.message)).toBe(true);
    const cookie = cookieOf(headers);
    expect(cookie).toMatch(/^devshop_cart=[A-Za-z0-9]{32}; Max-Age=604800; Path=\/api\/v1\/cart; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    expect(body.data.cart).not.toHaveProperty('id');
  });

  it('checks the account rules at once for a signed-in shopper, keeping the same session', async () => {
    const token = await gw.login(DEMO.shopper);
    const first = await gw.request('POST', '/cart/coupon', { json: { code: 'WELCOME2' } });
    const session = cartCookie(first.headers);
    const refused = await gw.request('POST', '/cart/coupon', { json: { code: 'WELCOME2' }, token, headers: { cookie: session } });
    expect(refused).toMatchObject({ status: 400, body: { success: false, message: 'This coupon is only for newsletter subscribers' } });
    expect(isPromoSuccessMessage(refused.body.message)).toBe(false);
    await gw.orders.recordSubscriber(DEMO.shopper.email);
    const applied = await gw.request('POST', '/cart/coupon', { json: { code: 'WELCOME2', subtotal: 10_000 }, token, headers: { cookie: session } });
    expect(applied).toMatchObject({ status: 200, body: { message: 'Coupon applied successfully', data: { cart: { discount: 200, pendingChecks: [] } } } });
    expect(cartCookie(applied.headers)).toBe(session);
    expect((await gw.request('POST', '/cart/coupon', { json: { code: 'WELCOME2' }, token: 'not-a-token' })).status).toBe(401);
  });

  it('answers each refusal with its message and field errors', async () => {
    const unknown = await gw.request('POST', '/cart/coupon', { json: { code: 'NOPE' } });
    expect(unknown).toMatchObject({ status: 400, body: { success: false, message: 'Invalid coupon code', errors: [{ path: 'code', message: 'Invalid coupon code' }] } });
    const blank = await gw.request('POST', '/cart/coupon', { json: { code: '   ' } });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Please enter a promo code' } });
    const missing = await gw.request('POST', '/cart/coupon', { json: {} });
    expect(missing.body.errors).toEqual([{ path: 'code', message: 'Please enter a promo code' }]);
    expect((await gw.request('POST', '/cart/coupon', { json: { code: 'X', subtotal: 'lots' } })).status).toBe(400);
  });

  it('removes the coupon, with or without a session', async () => {
    const applied = await gw.request('POST', '/cart/coupon', { json: { code: 'WELCOME2' } });
    const removed = await gw.request('DELETE', '/cart/coupon', { headers: { cookie: cartCookie(applied.headers) } });
    expect(removed).toMatchObject({ status: 200, body: { success: true, message: 'Coupon removed successfully', data: { cart: { coupon: null } } } });
    expect(isPromoSuccessMessage(removed.body.message)).toBe(true);
    expect((await gw.request('DELETE', '/cart/coupon')).status).toBe(200);
  });
});

describe('cart coupon routes behind https, with a low attempt limit', () => {
  let gw: OrdersGateway;
  beforeAll(async () => {
    gw = await startOrdersGateway({ publicUrl: 'https://shop.example.rw', couponAttemptsPerClient: 3 });
  });
  afterAll(() => gw.close());

  it('marks the cookie Secure, and rate limits coupon attempts per client with Retry-After', async () => {
    const first = await gw.request('POST', '/cart/coupon', { json: { code: 'WELCOME2' } });
    expect(cookieOf(first.headers)).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    await gw.request('POST', '/cart/coupon', { json: { code: 'GUESS1' } });
    await gw.request('POST', '/cart/coupon', { json: { code: 'GUESS2' } });
    const limited = await gw.request('POST', '/cart/coupon', { json: { code: 'GUESS3' } });
    expect(limited.status).toBe(429);
    expect(limited.body.success).toBe(false);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
