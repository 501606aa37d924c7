import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AppliedCoupon } from '../coupon/coupon';
import { DELIVERY_FEE, FREE_DELIVERY_THRESHOLD } from '../delivery/delivery-fee';
import type { CartProduct } from './cart-item';
import { addItem, applyCoupon, clearCart, createCart, removeCoupon, removeItem, updateQuantity, type CartState } from './cart';

// A small catalogue so operations often hit the same products.
const catalogue: CartProduct[] = [15_000, 45_000, 2_500_000, 0, 49_999, 1_999.5].map((price, i) => ({
  originalId: `665f1f77bcf86cd7994390${i.toString(16).padStart(2, '0')}`,
  name: `Product ${i}`,
  price,
  image: `/images/${i}.jpg`,
  category: 'accessories',
}));

const product = fc.constantFrom(...catalogue);
const coupon: fc.Arbitrary<AppliedCoupon> = fc.oneof(
  fc.record({ code: fc.constant('PCT'), discountType: fc.constant('percentage' as const), discountValue: fc.integer({ min: 0, max: 120 }) }),
  fc.record({ code: fc.constant('FIX'), discountType: fc.constant('fixed' as const), discountValue: fc.integer({ min: 0, max: 3_000_000 }) }),
);

// Operations are plain data so a failing run prints a readable counterexample.
type Operation =
  | { op: 'add'; product: CartProduct }
  | { op: 'update'; productId: string; quantity: number }
  | { op: 'remove'; productId: string }
  | { op: 'applyCoupon'; coupon: AppliedCoupon }
  | { op: 'removeCoupon' }
  | { op: 'clear' };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  product.map((p) => ({ op: 'add' as const, product: p })),
  fc
    .tuple(product, fc.integer({ min: -3, max: 12 }))
    .map(([p, quantity]) => ({ op: 'update' as const, productId: p.originalId, quantity })),
  product.map((p) => ({ op: 'remove' as const, productId: p.originalId })),
  coupon.map((c) => ({ op: 'applyCoupon' as const, coupon: c })),
  fc.constant({ op: 'removeCoupon' as const }),
  fc.constant({ op: 'clear' as const }),
);

function apply(cart: CartState, operation: Operation): CartState {
  switch (operation.op) {
    case 'add':
      return addItem(cart, operation.product);
    case 'update':
      return updateQuantity(cart, operation.productId, operation.quantity);
    case 'remove':
      return removeItem(cart, operation.productId);
    case 'applyCoupon':
      return applyCoupon(cart, operation.coupon);
    case 'removeCoupon':
      return removeCoupon(cart);
    case 'clear':
      return clearCart();
  }
}

function checkInvariants(cart: CartState): void {
  for (const value of [cart.subtotal, cart.discount, cart.deliveryFee, cart.total, cart.itemCount]) {
    expect(Number.isInteger(value)).toBe(true);
    expect(value).toBeGreaterThanOrEqual(0);
  }
  expect(cart.total).toBe(cart.subtotal - cart.discount + cart.deliveryFee);
  expect(cart.itemCount).toBe(cart.items.reduce((sum, item) => sum + item.quantity, 0));
  expect(cart.subtotal).toBe(Math.round(cart.items.reduce((sum, item) => sum + item.price * item.quantity, 0)));
  expect(cart.discount).toBeLessThanOrEqual(cart.subtotal);
  const afterDiscount = cart.subtotal - cart.discount;
  expect(cart.deliveryFee).toBe(afterDiscount > 0 && afterDiscount < FREE_DELIVERY_THRESHOLD ? DELIVERY_FEE : 0);
  expect(cart.items.every((item) => Number.isInteger(item.quantity) && item.quantity >= 1)).toBe(true);
  expect(new Set(cart.items.map((item) => item.originalId)).size).toBe(cart.items.length);
}

describe('cart invariants under any sequence of operations', () => {
  it('keep every total consistent, whole and never negative', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        let cart = createCart();
        for (const next of operations) {
          cart = apply(cart, next);
          checkInvariants(cart);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('count an added product exactly once more', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 20 }), product, (operations, p) => {
        const before = operations.reduce(apply, createCart());
        const after = addItem(before, p);
        expect(after.itemCount).toBe(before.itemCount + 1);
        const line = after.items.find((item) => item.originalId === p.originalId);
        const previous = before.items.find((item) => item.originalId === p.originalId);
        expect(line?.quantity).toBe((previous?.quantity ?? 0) + 1);
      }),
    );
  });
});
