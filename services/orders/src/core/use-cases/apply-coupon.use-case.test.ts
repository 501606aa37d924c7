import { COUPON_MESSAGES, createCart, isPromoSuccessMessage } from '@shop/domain';
import { createEvent, MemoryCache } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CacheCartSessions } from '../../adapters/cache/cache-cart-sessions';
import { cryptoRandomness } from '../../adapters/crypto/crypto-randomness';
import { DocumentCouponRepository } from '../../adapters/storage/document-coupon-repository';
import { DocumentOrderRepository } from '../../adapters/storage/document-order-repository';
import { DocumentSubscriberDirectory } from '../../adapters/storage/document-subscriber-directory';
import { failureOf, orderFor, shopper, startTestOrders, type TestOrders } from '../../testing/orders-test-kit';
import { CART_SESSION_TTL_MS } from '../orders-messages';
import { ApplyCoupon } from './apply-coupon.use-case';

let t: TestOrders;
beforeEach(async () => {
  t = await startTestOrders();
});
afterEach(() => t.close());

const apply = (code: string, subtotal?: number, customer: { userId: string; email: string } | undefined = shopper(1)) =>
  t.api.applyCoupon({ code, subtotal, customer });
const refusal = async (code: string, subtotal?: number, customer = shopper(1)) => {
  const failure = await failureOf(apply(code, subtotal, customer));
  expect(failure.kind).toBe('invalid');
  expect(failure.errors).toEqual([{ path: 'code', message: failure.message }]);
  expect(isPromoSuccessMessage(failure.message)).toBe(false);
  return failure.message;
};

describe('ApplyCoupon', () => {
  it('says which rule a code breaks, one message per reason', async () => {
    const day = 24 * 60 * 60_000;
    const now = t.clock.now().getTime();
    await t.saveCoupon({ code: 'SOON', type: 'percentage', value: 5, validFrom: new Date(now + day).toISOString() });
    await t.saveCoupon({ code: 'OVER', type: 'percentage', value: 5, validUntil: new Date(now - day).toISOString() });
    await t.saveCoupon({ code: 'OFF', type: 'percentage', value: 5, active: false });
    await t.saveCoupon({ code: 'GONE', type: 'percentage', value: 5, usageLimit: 0 });
    await t.saveCoupon({ code: 'BIG', type: 'fixed', value: 5000, minSubtotal: 100_000 });

    expect(await refusal('NOPE')).toBe(COUPON_MESSAGES.unknown);
    expect(await refusal('soon')).toBe(COUPON_MESSAGES.not_yet_valid);
    expect(await refusal('over')).toBe(COUPON_MESSAGES.expired);
    expect(await refusal('off')).toBe(COUPON_MESSAGES.inactive);
    expect(await refusal('gone')).toBe(COUPON_MESSAGES.used_up);
    expect(await refusal('big', 99_999)).toMatch(/^A minimum order of .*100.?000.* is required for this coupon$/);
    expect(await refusal('WELCOME2')).toBe(COUPON_MESSAGES.subscribers_only);
    expect((await apply('big', 100_000)).discount).toBe(5000);
    // Without a subtotal the minimum cannot be judged yet: it is checked at checkout.
    expect((await apply('big')).cart.coupon?.code).toBe('BIG');
  });

  it('refuses a coupon the shopper already used up, and the first-order one after an order', async () => {
    const product = await t.createProduct({ price: 20_000 });
    await t.saveCoupon({ code: 'MINE', type: 'fixed', value: 1000, perUserLimit: 1 });
    await t.api.placeOrder(orderFor(1, [{ product, quantity: 1 }], { couponCode: 'MINE', discount: 1000 }));
    expect(await refusal('MINE')).toBe(COUPON_MESSAGES.user_used_up);
    expect((await apply('MINE', 20_000, shopper(2))).discount).toBe(1000);
    await t.api.recordSubscriber(shopper(1).email);
    expect(await refusal('WELCOME2')).toBe(COUPON_MESSAGES.first_order_only);
  });

  it('learns subscribers from newsletter.subscribed, once per event', async () => {
    expect(await refusal('WELCOME2', 10_000, shopper(3))).toBe(COUPON_MESSAGES.subscribers_only);
    const event = createEvent('newsletter.subscribed', { email: 'SHOPPER3@example.rw', subscribedAt: '2026-11-01T10:00:00.000Z' }, { now: t.clock.now() });
    await t.events.publish(event);
    await t.events.publish(event);
    await t.events.publish(createEvent('newsletter.subscribed', { email: 'not an email', subscribedAt: '2026-11-01T10:00:00.000Z' }, { now: t.clock.now() }));
    await t.events.drain();
    const applied = await apply('WELCOME2', 10_000, shopper(3));
    expect(applied).toMatchObject({ discount: 200, message: 'Coupon applied successfully' });
    expect(await t.documents.collection('newsletter_subscribers').count({})).toBe(1);
    expect(await t.events.deadLetters('orders.newsletter-subscribers')).toEqual([]);
  });

  it('gives a message the cart shows as a success, signed in or out', async () => {
    await t.saveCoupon({ code: 'TENK', type: 'fixed', value: 10_000 });
    const signedOut = await t.api.applyCoupon({ code: 'tenk', subtotal: 8000 });
    expect(signedOut).toMatchObject({ discount: 8000, pendingChecks: [], message: 'Coupon applied successfully' });
    expect(isPromoSuccessMessage(signedOut.message)).toBe(true);
    const welcome = await t.api.applyCoupon({ code: 'WELCOME2' });
    expect(isPromoSuccessMessage(welcome.message)).toBe(true);
    const removed = await t.api.removeCoupon('no-such-cart');
    expect(isPromoSuccessMessage(removed.message)).toBe(true);
    // The coupon as the cart state holds it (SPEC section 3) gives the same discount on the client.
    expect(createCart([], signedOut.cart.coupon).coupon).toEqual({ code: 'TENK', discountType: 'fixed', discountValue: 10_000 });
  });

  it('opens a new session for an unknown or malformed cart id, and refuses a blank code', async () => {
    const first = await t.api.applyCoupon({ cartId: 'x'.repeat(32), code: 'WELCOME2' });
    expect(first.cart.id).not.toBe('x'.repeat(32));
    const second = await t.api.applyCoupon({ cartId: '../../etc', code: 'WELCOME2' });
    expect(second.cart.id).toMatch(/^[A-Za-z0-9]{32}$/);
    const blank = await failureOf(t.api.applyCoupon({ code: '   ' }));
    expect(blank).toMatchObject({ kind: 'invalid', message: 'Please enter a promo code' });
    expect((await failureOf(t.api.applyCoupon({ code: 'WELCOME2', subtotal: -5 }))).errors?.[0]?.path).toBe('subtotal');
  });
});

describe('ApplyCoupon for a signed-out shopper', () => {
  it('says at once that a code is unknown or used up, and names the rules of a known code that wait for checkout', async () => {
    const signedOut = (code: string) => t.api.applyCoupon({ code, subtotal: 10_000 });
    const unknown = await failureOf(signedOut('nope'));
    expect(unknown).toMatchObject({ kind: 'invalid', message: COUPON_MESSAGES.unknown, details: { reason: 'unknown' } });
    expect(unknown.errors).toEqual([{ path: 'code', message: COUPON_MESSAGES.unknown }]);
    // Before the cart has a subtotal too.
    expect(await failureOf(t.api.applyCoupon({ code: 'nope' }))).toMatchObject({ kind: 'invalid', message: COUPON_MESSAGES.unknown });

    await t.saveCoupon({ code: 'LASTONE', type: 'fixed', value: 500, usageLimit: 1 });
    const product = await t.createProduct({ price: 20_000 });
    await t.api.placeOrder(orderFor(5, [{ product, quantity: 1 }], { couponCode: 'LASTONE', discount: 500 }));
    expect((await failureOf(signedOut('LASTONE'))).message).toBe(COUPON_MESSAGES.used_up);

    await t.saveCoupon({ code: 'ONCE', type: 'fixed', value: 500, perUserLimit: 1 });
    await t.saveCoupon({ code: 'OPEN', type: 'fixed', value: 500, perUserLimit: null });
    expect((await signedOut('WELCOME2')).pendingChecks).toEqual(['first_order_only', 'subscribers_only', 'user_used_up']);
    expect((await signedOut('ONCE')).pendingChecks).toEqual(['user_used_up']);
    expect(await signedOut('OPEN')).toMatchObject({ pendingChecks: [], discount: 500, message: 'Coupon applied successfully' });
  });
});

// Not in SPEC: the figures the gateway's schema and the cart's session store use.
describe('ApplyCoupon limits', () => {
  it('takes a code of up to 50 characters', async () => {
    await t.saveCoupon({ code: 'L'.repeat(50), type: 'fixed', value: 100 });
    await t.saveCoupon({ code: 'L'.repeat(51), type: 'fixed', value: 100 });
    expect((await apply('l'.repeat(50), 10_000)).discount).toBe(100);
    expect(await refusal('L'.repeat(51), 10_000)).toBe('Please enter a promo code');
  });

  it('keeps the cart session, and its coupon, for 7 days after the coupon was last applied', async () => {
    expect(CART_SESSION_TTL_MS).toBe(7 * 24 * 60 * 60_000);
    const carts = new CacheCartSessions(new MemoryCache({ now: () => t.clock.now().getTime() }));
    const applyCoupon = new ApplyCoupon({
      coupons: new DocumentCouponRepository(t.documents),
      orders: new DocumentOrderRepository(t.documents),
      subscribers: new DocumentSubscriberDirectory(t.documents),
      carts,
      clock: t.clock,
      random: cryptoRandomness,
    });
    const { cart } = await applyCoupon.execute({ code: 'WELCOME2' });

    t.clock.advance(CART_SESSION_TTL_MS - 1);
    expect(await carts.get(cart.id)).toMatchObject({ coupon: { code: 'WELCOME2' } });
    // Applying again keeps the same cart and starts its 7 days over.
    expect((await applyCoupon.execute({ cartId: cart.id, code: 'WELCOME2' })).cart.id).toBe(cart.id);
    t.clock.advance(CART_SESSION_TTL_MS - 1);
    expect(await carts.get(cart.id)).toMatchObject({ coupon: { code: 'WELCOME2' } });
    t.clock.advance(1);
    expect(await carts.get(cart.id)).toBeUndefined();
    expect((await applyCoupon.execute({ cartId: cart.id, code: 'WELCOME2' })).cart.id).not.toBe(cart.id);
  });
});

describe('ApplyCoupon input', () => {
  it('asks for a promo code when the code is not text', async () => {
    expect(await failureOf(t.api.applyCoupon({ code: 42 as unknown as string }))).toMatchObject({
      kind: 'invalid',
      message: 'Please enter a promo code',
      errors: [{ path: 'code', message: 'Please enter a promo code' }],
    });
  });

  it('refuses a subtotal that is not a whole amount of RWF, saying so on the subtotal', async () => {
    const message = 'Subtotal must be a whole number of RWF, 0 or more';
    expect(await failureOf(t.api.applyCoupon({ code: 'WELCOME2', subtotal: 10.5 }))).toMatchObject({ kind: 'invalid', message, errors: [{ path: 'subtotal', message }] });
  });

  it('tells a signed-out shopper that the first-order and subscriber rules are confirmed at checkout', async () => {
    expect((await t.api.applyCoupon({ code: 'WELCOME2', subtotal: 10_000 })).message).toBe(
      'Coupon applied. Sign in to check out: whether it is your first order and you are a newsletter subscriber is confirmed then.',
    );
  });
});
