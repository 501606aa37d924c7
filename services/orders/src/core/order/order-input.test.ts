import { CHECKOUT_EMPTY_CART, PAYMENT_MESSAGES, type FieldError } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import type { PlaceOrderInput } from '../../api/orders-api';
import { ORDER_LIMITS } from '@shop/contracts';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import { canonicalJson } from './canonical-json';
import { parseOrderInput } from './order-input';

const { lines: MAX_ORDER_LINES, lineQuantity: MAX_LINE_QUANTITY, orderNotesLength: MAX_ORDER_NOTES_LENGTH } = ORDER_LIMITS;

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
    expect(parsed.lines).toStrictEqual([{ productId: PRODUCT, quantity: 1 }]);
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

/** What the order is refused with: its kind, message and field errors. */
function refusalOf(order: PlaceOrderInput): { kind: string; message: string; errors?: FieldError[] } {
  try {
    parseOrderInput(order);
  } catch (error) {
    return error as { kind: string; message: string; errors?: FieldError[] };
  }
  throw new Error('expected the order to be refused');
}

describe('checking an order', () => {
  it('texts the order’s updates unless the shopper said no, in English unless they chose French or Kinyarwanda', () => {
    expect(parseOrderInput(input())).toMatchObject({ smsUpdates: true, language: 'en' });
    expect(parseOrderInput(input({ smsUpdates: false, language: 'rw' }))).toMatchObject({ smsUpdates: false, language: 'rw' });
    expect(parseOrderInput(input({ smsUpdates: true, language: 'fr' }))).toMatchObject({ smsUpdates: true, language: 'fr' });
  });

  it('refuses a language the shop does not speak', () => {
    for (const language of ['de', 'EN', '']) {
      expect(refusals(input({ language }))).toEqual([{ path: 'language', message: M.languageInvalid }]);
    }
  });

  it('refuses an order from someone not signed in', () => {
    const failure = refusalOf(input({ userId: 'guest' }));
    expect(failure.kind).toBe('unauthenticated');
    expect(failure.message).toBe('Authentication required');
  });

  it('refuses an order with no items as an empty cart', () => {
    expect(refusals(input({ items: undefined as unknown as PlaceOrderInput['items'] }))).toEqual([{ path: 'items', message: CHECKOUT_EMPTY_CART }]);
  });

  it('names each bad field of a line, and answers with the first one', () => {
    const failure = refusalOf(input({ items: [{ quantity: 1, price: 100 } as unknown as NonNullable<PlaceOrderInput['items']>[number]] }));
    expect(failure.kind).toBe('invalid');
    expect(failure.message).toBe(M.invalidProductId);
    expect(failure.errors).toEqual([{ path: 'items.0.product', message: M.invalidProductId }]);
    expect(refusals(input({ items: [{ product: PRODUCT, quantity: 1, price: 10.5 }] }))).toEqual([
      { path: 'items.0.price', message: 'Price must be a whole number of RWF, 0 or more' },
    ]);
  });

  it('takes only a whole quantity of 1 or more', () => {
    for (const quantity of [0, -1, 1.5, '2']) {
      const line = { product: PRODUCT, quantity, price: 10_000 } as unknown as NonNullable<PlaceOrderInput['items']>[number];
      expect(refusals(input({ items: [line] }))).toEqual([{ path: 'items.0.quantity', message: M.quantityInvalid }]);
    }
  });

  it('keeps the price the shopper saw for each line, to compare with the shop price', () => {
    expect(parseOrderInput(input()).clientPrices).toEqual([{ productId: PRODUCT, price: 10_000 }]);
  });

  it('keys lines by product and variant: a repeated line is added up, two variants of a product stay two lines', () => {
    const L = 'a1a1a1a1a1a1a1a1a1a1a1a1';
    const M_SIZE = 'b2b2b2b2b2b2b2b2b2b2b2b2';
    const OTHER = '65a1b2c3d4e5f6a7b8c9d0e9';
    const parsed = parseOrderInput(
      input({
        items: [
          { product: PRODUCT, variant: L.toUpperCase(), quantity: 1, price: 25_000 },
          { product: PRODUCT.toUpperCase(), variant: M_SIZE, quantity: 2, price: 24_000 },
          { product: OTHER, quantity: 1, price: 9000 },
          { product: PRODUCT, variant: L, quantity: 3, price: 25_000 },
          { product: OTHER, quantity: 4, price: 9000 },
        ],
      }),
    );
    expect(parsed.lines).toStrictEqual([
      { productId: PRODUCT, variantId: L, quantity: 4 },
      { productId: PRODUCT, variantId: M_SIZE, quantity: 2 },
      { productId: OTHER, quantity: 5 },
    ]);
    expect(parsed.clientPrices).toStrictEqual([
      { productId: PRODUCT, variantId: L, price: 25_000 },
      { productId: PRODUCT, variantId: M_SIZE, price: 24_000 },
      { productId: OTHER, price: 9000 },
      { productId: PRODUCT, variantId: L, price: 25_000 },
      { productId: OTHER, price: 9000 },
    ]);
  });

  it('refuses a variant that is not a 24-character hexadecimal id, naming its line', () => {
    expect(M.invalidVariantId).toBe('Invalid variant id');
    for (const variant of ['L / Black', 'a1a1a1a1a1a1a1a1a1a1a1a', 'g1a1a1a1a1a1a1a1a1a1a1a1', '', 7, null]) {
      const line = { product: PRODUCT, variant, quantity: 1, price: 10_000 } as unknown as NonNullable<PlaceOrderInput['items']>[number];
      const failure = refusalOf(input({ items: [input().items![0]!, line] }));
      expect(failure).toMatchObject({ kind: 'invalid', message: 'Invalid variant id' });
      expect(failure.errors).toEqual([{ path: 'items.1.variant', message: 'Invalid variant id' }]);
    }
  });

  it('names each figure that is not whole RWF', () => {
    const bad = input({
      subtotal: -1,
      deliveryFee: 0.5,
      total: '11000' as unknown as number,
      discount: -5,
      paymentInfo: { method: 'momo', status: 'pending', amount: -1, currency: 'RWF' },
    });
    expect(refusals(bad)).toEqual([
      { path: 'subtotal', message: 'Subtotal must be a whole number of RWF, 0 or more' },
      { path: 'deliveryFee', message: 'Delivery fee must be a whole number of RWF, 0 or more' },
      { path: 'total', message: 'Total must be a whole number of RWF, 0 or more' },
      { path: 'discount', message: 'Discount must be a whole number of RWF, 0 or more' },
      { path: 'paymentInfo.amount', message: 'Amount must be a whole number of RWF, 0 or more' },
    ]);
  });

  it('refuses an order without payment details as an unsupported payment method', () => {
    expect(refusals(input({ paymentInfo: undefined as unknown as PlaceOrderInput['paymentInfo'] }))).toEqual([
      { path: 'paymentInfo.method', message: PAYMENT_MESSAGES.unsupportedMethod },
    ]);
  });

  it('takes prices in RWF only, however the currency is written', () => {
    const inCurrency = (currency: unknown) => input({ paymentInfo: { method: 'momo', status: 'pending', amount: 11_000, currency: currency as 'RWF' } });
    expect(refusals(inCurrency(' rwf '))).toEqual([]);
    expect(refusals(inCurrency(undefined))).toEqual([]);
    for (const currency of ['USD', 7]) {
      expect(refusals(inCurrency(currency))).toEqual([{ path: 'paymentInfo.currency', message: 'Prices are in RWF' }]);
    }
  });

  it('delivers in Rwanda only, however the country is written', () => {
    const address = input().shippingAddress;
    const toCountry = (country: string) => input({ shippingAddress: { ...address, country } as PlaceOrderInput['shippingAddress'] });
    expect(refusals(toCountry(' RWANDA '))).toEqual([]);
    expect(refusals(toCountry('Rwanda'))).toEqual([]);
    expect(refusals(toCountry('Kenya'))).toEqual([{ path: 'shippingAddress.country', message: 'We deliver in Rwanda only' }]);
  });

  it('treats an address field that is not text as missing', () => {
    const address = input().shippingAddress;
    const failures = refusals(input({ shippingAddress: { ...address, firstName: 42 as unknown as string } }));
    expect(failures.map((e) => e.path)).toEqual(['shippingAddress.firstName']);
  });

  it('keeps no order notes when none are sent', () => {
    expect(parseOrderInput(input({ orderNotes: undefined })).orderNotes).toBe('');
    expect(parseOrderInput(input({ orderNotes: '  Ring twice ' })).orderNotes).toBe('Ring twice');
  });

  it('ties the order to the cart it came from only when a cart is named', () => {
    expect(parseOrderInput(input({ cartId: 'cart-1' })).cartId).toBe('cart-1');
    for (const cartId of [undefined, '', 7]) {
      expect('cartId' in parseOrderInput(input({ cartId: cartId as string }))).toBe(false);
    }
  });

  it('takes an Idempotency-Key of 8 to 100 letters, digits, "-" or "_" and nothing else', () => {
    expect(parseOrderInput(input({ idempotencyKey: 'key_1234-abcd' })).idempotencyKey).toBe('key_1234-abcd');
    expect('idempotencyKey' in parseOrderInput(input())).toBe(false);
    for (const key of ['!!abcdefgh', 'abcdefgh!!', 'short', 12345678]) {
      expect(refusals(input({ idempotencyKey: key as string }))).toEqual([{ path: 'Idempotency-Key', message: M.idempotencyKeyInvalid }]);
    }
  });
});
