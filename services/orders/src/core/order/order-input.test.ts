import type { FieldError } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import type { PlaceOrderInput } from '../../api/orders-api';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, MAX_ORDER_NOTES_LENGTH, ORDERS_MESSAGES as M } from '../orders-messages';
import { canonicalJson } from './canonical-json';
import { parseOrderInput } from './order-input';

const PRODUCT = '65a1b2c3d4e5f6a7b8c9d0e2';
const input = (overrides: Partial<PlaceOrderInput> = {}): PlaceOrderInput => ({
  userId: '65A1B2C3D4E5F6A7B8C9D0E1',
  items: [{ product: PRODUCT.toUpperCase(), quantity: 1, price: 10_000 }],
  subtotal: 10_000,
  deliveryFee: 1000,
  total: 11_000,
  shippingAddress: { firstName: ' Aline ', lastName: 'Uwase', email: 'aline@example.rw', phone: '+250 788 123 456', street: 'KG 7 Ave', district: 'Gasabo', postalCode: ' ' },
  paymentInfo: { method: 'manual_momo', status: 'completed', amount: 11_000, currency: 'rwf' },
  ...overrides,
});

describe('parseOrderInput', () => {
  it('cleans the payload: ids lower-cased, Kigali by default, Rwanda always, blank postal code left out', () => {
    const parsed = parseOrderInput(input());
    expect(parsed.userId).toBe('65a1b2c3d4e5f6a7b8c9d0e1');
    expect(parsed.lines).toEqual([{ productId: PRODUCT, quantity: 1 }]);
    expect(parsed.shippingAddress).toEqual({
      firstName: 'Aline',
      lastName: 'Uwase',
      email: 'aline@example.rw',
      phone: '+250 788 123 456',
      street: 'KG 7 Ave',
      city: 'Kigali',
      district: 'Gasabo',
      country: 'Rwanda',
    });
    expect(parsed.method).toBe('manual_momo');
    expect(parsed.claimed).toEqual({ subtotal: 10_000, deliveryFee: 1000, total: 11_000, amount: 11_000 });
  });

  it('refuses money that is not whole, non-negative RWF and a missing total', () => {
    const failure = (() => {
      try {
        parseOrderInput(input({ subtotal: 10_000.5, total: undefined as unknown as number, discount: -1 }));
      } catch (error) {
        return error as { errors: Array<{ path: string }> };
      }
    })();
    expect(failure?.errors.map((e) => e.path)).toEqual(['subtotal', 'total', 'discount']);
  });

  it('fingerprints a request the same whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: undefined } })).toBe('{"a":{"d":[2,{"e":0,"f":1}]},"b":1}');
  });
});

/** The field errors an order is refused with; none when it parses. */
function refusals(order: PlaceOrderInput): FieldError[] {
  try {
    parseOrderInput(order);
    return [];
  } catch (error) {
    return (error as { errors?: FieldError[] }).errors ?? [];
  }
}

const lines = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ product: (n + 1).toString(16).padStart(24, '0'), quantity: 1, price: 100 }));

// Each limit is checked at the limit and one past it. The figures are not in SPEC: they are the
// ones the checkout and admin forms (maxLength) and the gateway's schemas allow.
describe('order limits', () => {
  it('takes up to 100 products in one order, the number the shopper is told', () => {
    expect(MAX_ORDER_LINES).toBe(100);
    expect(M.tooManyItems).toBe(`An order can have at most ${MAX_ORDER_LINES} different products`);
    expect(refusals(input({ items: lines(MAX_ORDER_LINES) }))).toEqual([]);
    expect(refusals(input({ items: lines(MAX_ORDER_LINES + 1) }))).toEqual([{ path: 'items', message: M.tooManyItems }]);
    // Lines past the limit are not read: a huge order gets the one error, not one per line.
    const oversized = [...lines(MAX_ORDER_LINES), { product: 'not an id', quantity: 0, price: -1 }];
    expect(refusals(input({ items: oversized }))).toEqual([{ path: 'items', message: M.tooManyItems }]);
  });

  it('takes up to 1000 units of a product on a line', () => {
    expect(MAX_LINE_QUANTITY).toBe(1000);
    const line = (quantity: number) => input({ items: [{ product: PRODUCT, quantity, price: 10_000 }] });
    expect(refusals(line(MAX_LINE_QUANTITY))).toEqual([]);
    expect(refusals(line(MAX_LINE_QUANTITY + 1))).toEqual([{ path: 'items.0.quantity', message: M.quantityInvalid }]);
  });

  it('takes up to 200 characters in each shipping address field', () => {
    const address = input().shippingAddress;
    for (const field of ['firstName', 'lastName', 'street', 'city', 'district', 'postalCode'] as const) {
      const withField = (length: number) => input({ shippingAddress: { ...address, [field]: 'K'.repeat(length) } });
      expect(refusals(withField(200))).toEqual([]);
      expect(refusals(withField(201))).toEqual([{ path: `shippingAddress.${field}`, message: 'This field must be at most 200 characters' }]);
    }
  });

  it('takes a coupon code of up to 50 characters', () => {
    expect(refusals(input({ couponCode: 'C'.repeat(50) }))).toEqual([]);
    expect(refusals(input({ couponCode: 'C'.repeat(51) }))).toEqual([{ path: 'couponCode', message: 'Coupon code must be at most 50 characters' }]);
  });

  it('takes order notes of up to 1000 characters', () => {
    expect(MAX_ORDER_NOTES_LENGTH).toBe(1000);
    expect(refusals(input({ orderNotes: 'n'.repeat(MAX_ORDER_NOTES_LENGTH) }))).toEqual([]);
    expect(refusals(input({ orderNotes: 'n'.repeat(MAX_ORDER_NOTES_LENGTH + 1) }))).toEqual([
      { path: 'orderNotes', message: 'Order notes must be at most 1000 characters' },
    ]);
  });
});
