import { describe, expect, it } from 'vitest';
import { TestClock } from '../../testing/orders-test-kit';
import { CART_SESSION_TTL_MS, ORDERS_MESSAGES as M } from '../orders-messages';
import type { CartSession, CartSessions } from '../ports/cart-sessions.port';
import { RemoveCoupon } from './remove-coupon.use-case';

const CART = 'cartcartcartcart0001';

/** Cart sessions in a map, remembering each save with its time to live. */
class MapCartSessions implements CartSessions {
  readonly sessions = new Map<string, CartSession>();
  readonly saves: Array<{ cartId: string; session: CartSession; ttlMs: number }> = [];

  async get(cartId: string): Promise<CartSession | undefined> {
    return this.sessions.get(cartId);
  }

  async save(cartId: string, session: CartSession, ttlMs: number): Promise<void> {
    this.saves.push({ cartId, session, ttlMs });
    this.sessions.set(cartId, session);
  }
}

function removeCoupon() {
  const carts = new MapCartSessions();
  const clock = new TestClock();
  return { carts, clock, remove: new RemoveCoupon({ carts, clock }) };
}

describe('RemoveCoupon', () => {
  it('takes the coupon off a known cart session, keeping the session for another week', async () => {
    const { carts, clock, remove } = removeCoupon();
    carts.sessions.set(CART, { coupon: { code: 'SAVE10', discountType: 'percentage', discountValue: 10 }, updatedAt: '2026-01-01T00:00:00.000Z' });

    expect(await remove.execute(CART)).toEqual({ cart: { id: CART, coupon: null }, message: M.couponRemoved });
    expect(carts.saves).toEqual([{ cartId: CART, session: { updatedAt: clock.now().toISOString() }, ttlMs: CART_SESSION_TTL_MS }]);
    expect((await carts.get(CART))?.coupon).toBeUndefined();
  });

  it('succeeds for an unknown cart session without creating one', async () => {
    const { carts, remove } = removeCoupon();

    expect(await remove.execute(CART)).toEqual({ cart: { id: CART, coupon: null }, message: 'Coupon removed successfully' });
    expect(carts.saves).toEqual([]);
  });

  it('succeeds for a malformed cart id without touching any session, answering with no id', async () => {
    const { carts, remove } = removeCoupon();
    carts.sessions.set('short', { updatedAt: '2026-01-01T00:00:00.000Z' });

    expect(await remove.execute('short')).toEqual({ cart: { id: '', coupon: null }, message: M.couponRemoved });
    expect(carts.saves).toEqual([]);
  });
});
