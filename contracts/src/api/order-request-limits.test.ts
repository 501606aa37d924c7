import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { couponBodySchema, orderPayloadSchema, orderStatusBodySchema } from './orders';
import { limitQuery, MAX_PAGE_LIMIT } from './query-params';

/** The messages a request is refused with; none when it is accepted. */
function refusals(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const lines = (count: number) => Array.from({ length: count }, () => ({ product: 'a'.repeat(24), quantity: 1, price: 100 }));

// The gateway refuses these before a service sees them. Not in SPEC: the figures are the ones the
// orders service checks again and the checkout and admin forms allow (maxLength); each is tried at
// the limit and one past it.
describe('order request limits', () => {
  it('an order takes up to 100 products', () => {
    expect(refusals(orderPayloadSchema, { items: lines(100) })).toEqual([]);
    expect(refusals(orderPayloadSchema, { items: lines(101) })).toEqual([{ path: 'items', message: 'An order can have at most 100 different products' }]);
  });

  it('each shipping address field takes up to 200 characters', () => {
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'street', 'city', 'district', 'postalCode', 'country']) {
      expect(refusals(orderPayloadSchema, { shippingAddress: { [field]: 'x'.repeat(200) } })).toEqual([]);
      const [refusal] = refusals(orderPayloadSchema, { shippingAddress: { [field]: 'x'.repeat(201) } });
      expect(refusal).toEqual({ path: `shippingAddress.${field}`, message: expect.stringMatching(/ must be at most 200 characters$/) });
    }
  });

  it('order notes take up to 1000 characters and a coupon code up to 50', () => {
    expect(refusals(orderPayloadSchema, { orderNotes: 'n'.repeat(1000), couponCode: 'C'.repeat(50) })).toEqual([]);
    expect(refusals(orderPayloadSchema, { orderNotes: 'n'.repeat(1001), couponCode: 'C'.repeat(51) })).toEqual([
      { path: 'orderNotes', message: 'Order notes must be at most 1000 characters' },
      { path: 'couponCode', message: 'Coupon code must be at most 50 characters' },
    ]);
  });

  it('a promo code applied to the cart takes up to 50 characters', () => {
    expect(refusals(couponBodySchema, { code: 'C'.repeat(50) })).toEqual([]);
    expect(refusals(couponBodySchema, { code: 'C'.repeat(51) })).toEqual([{ path: 'code', message: 'Please enter a valid promo code' }]);
  });

  it('an admin status change takes a tracking number of up to 100 characters and notes of up to 1000', () => {
    expect(refusals(orderStatusBodySchema, { status: 'shipped', trackingNumber: 'T'.repeat(100), notes: 'n'.repeat(1000) })).toEqual([]);
    expect(refusals(orderStatusBodySchema, { status: 'shipped', trackingNumber: 'T'.repeat(101), notes: 'n'.repeat(1001) })).toEqual([
      { path: 'trackingNumber', message: 'Tracking number must be at most 100 characters' },
      { path: 'notes', message: 'Notes must be at most 1000 characters' },
    ]);
  });
});

describe('list pages', () => {
  it('hold at most 100 items, however many are asked for', () => {
    expect(MAX_PAGE_LIMIT).toBe(100);
    expect(limitQuery.parse(String(MAX_PAGE_LIMIT))).toBe(MAX_PAGE_LIMIT);
    expect(limitQuery.parse(String(MAX_PAGE_LIMIT + 1))).toBe(MAX_PAGE_LIMIT);
  });
});
