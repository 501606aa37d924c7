import { COUPON_MESSAGES } from '@shop/domain';
import { expect, it } from 'vitest';
import { failureOf, orderFor, shopper } from '../orders-test-kit';
import type { ContractContext } from './context';

export function couponsContract(ctx: ContractContext): void {
  it('applies WELCOME2 for a subscriber with no order yet, keeps it on the cart session, and removes it', async () => {
    const { t } = ctx;
    const customer = shopper(40);
    await t.api.recordSubscriber(' Shopper40@Example.RW ');
    const applied = await t.api.applyCoupon({ code: ' welcome2 ', subtotal: 60_000, customer });
    expect(applied.cart.coupon).toEqual({ code: 'WELCOME2', discountType: 'percentage', discountValue: 2 });
    expect(applied.cart.id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(applied).toMatchObject({ discount: 1200, pendingChecks: [], message: 'Coupon applied successfully' });
    const again = await t.api.applyCoupon({ cartId: applied.cart.id, code: 'WELCOME2', customer });
    expect(again.cart.id).toBe(applied.cart.id);
    expect(again.discount).toBeUndefined();
    const removed = await t.api.removeCoupon(applied.cart.id);
    expect(removed).toEqual({ cart: { id: applied.cart.id, coupon: null }, message: 'Coupon removed successfully' });
  });

  it('says why a code is refused: unknown, not a subscriber, not a first order', async () => {
    const { t } = ctx;
    const unknown = await failureOf(t.api.applyCoupon({ code: 'NOPE', customer: shopper(41) }));
    expect(unknown).toMatchObject({ kind: 'invalid', message: COUPON_MESSAGES.unknown, details: { reason: 'unknown' } });
    const notSubscribed = await failureOf(t.api.applyCoupon({ code: 'WELCOME2', customer: shopper(41) }));
    expect(notSubscribed.message).toBe(COUPON_MESSAGES.subscribers_only);
    const product = await t.createProduct();
    await t.api.placeOrder(orderFor(41, [{ product, quantity: 1 }]));
    await t.api.recordSubscriber(shopper(41).email);
    const secondOrder = await failureOf(t.api.applyCoupon({ code: 'WELCOME2', customer: shopper(41) }));
    expect(secondOrder).toMatchObject({ message: COUPON_MESSAGES.first_order_only, errors: [{ path: 'code', message: COUPON_MESSAGES.first_order_only }] });
  });

  it('signed out, keeps the code and says the account checks come at checkout', async () => {
    const { t } = ctx;
    const applied = await t.api.applyCoupon({ code: 'welcome2', subtotal: 10_000 });
    expect(applied.cart.coupon?.code).toBe('WELCOME2');
    expect(applied.pendingChecks).toEqual(['first_order_only', 'subscribers_only', 'user_used_up']);
    expect(applied.message.toLowerCase()).toContain('applied');
    expect(applied.discount).toBe(200);
  });

  it('re-validates at checkout: a subscriber’s first order gets 2%, a second one is refused with the reason', async () => {
    const { t } = ctx;
    const product = await t.createProduct({ price: 100_000, stock: { quantity: 5 } });
    await t.api.recordSubscriber(shopper(42).email);
    const first = orderFor(42, [{ product, quantity: 1 }], { couponCode: 'welcome2', discount: 2000 });
    const { order } = await t.api.placeOrder(first);
    expect(order).toMatchObject({ subtotal: 100_000, discount: 2000, deliveryFee: 0, total: 98_000, couponCode: 'WELCOME2' });
    expect(await t.couponUses('WELCOME2')).toBe(1);

    const second = await failureOf(t.api.placeOrder(first));
    expect(second.kind).toBe('conflict');
    expect([COUPON_MESSAGES.first_order_only, COUPON_MESSAGES.user_used_up]).toContain(second.message);
    expect(second.details).toMatchObject({ subtotal: 100_000, discount: 0, total: 100_000 });
    const fromCart = await t.api.applyCoupon({ code: 'WELCOME2', subtotal: 100_000 });
    const viaCart = await failureOf(t.api.placeOrder({ ...orderFor(42, [{ product, quantity: 1 }]), cartId: fromCart.cart.id }));
    expect(viaCart.errors).toEqual([{ path: 'couponCode', message: viaCart.message }]);
  });
}
