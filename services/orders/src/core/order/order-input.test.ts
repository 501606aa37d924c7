import { describe, expect, it } from 'vitest';
import type { PlaceOrderInput } from '../../api/orders-api';
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
