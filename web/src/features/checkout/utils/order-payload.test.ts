import { describe, expect, it } from 'vitest';
import { applyCoupon, createCart, parseCheckoutForm, type CartItem, type ShippingAddress } from '@shop/domain';
import { buildOrderPayload, samePayload } from './order-payload';

const line = (originalId: string, price: number, quantity: number): CartItem => ({
  id: 1,
  originalId,
  name: `Product ${price}`,
  price,
  image: '',
  category: 'mice',
  quantity,
});

const parsed = parseCheckoutForm({
  firstName: ' Aline ',
  lastName: 'Uwase',
  email: 'aline@example.rw',
  phone: '0788123456',
  street: 'KG 7 Ave',
  district: 'Gasabo',
});
const address = (parsed.ok ? parsed.value : null) as ShippingAddress;

describe('order payload', () => {
  it("is SPEC section 3's payload with the cart's figures and the applied code", () => {
    const cart = applyCoupon(createCart([line('64b7f0c2a1b2c3d4e5f60718', 20_000, 2)]), {
      code: 'welcome2',
      discountType: 'percentage',
      discountValue: 2,
    });
    const payload = buildOrderPayload(cart, address, 'momo', { orderNotes: '  ring twice ', smsUpdates: true, language: 'en' });
    expect(payload).toEqual({
      items: [{ product: '64b7f0c2a1b2c3d4e5f60718', quantity: 2, price: 20_000, name: 'Product 20000' }],
      subtotal: 40_000,
      discount: 800,
      deliveryFee: 1_000,
      total: 40_200,
      shippingAddress: {
        firstName: 'Aline',
        lastName: 'Uwase',
        email: 'aline@example.rw',
        phone: '0788123456',
        street: 'KG 7 Ave',
        city: 'Kigali',
        district: 'Gasabo',
        country: 'Rwanda',
      },
      paymentInfo: { method: 'momo', status: 'pending', amount: 40_200, currency: 'RWF' },
      orderNotes: 'ring twice',
      smsUpdates: true,
      language: 'en',
      couponCode: 'WELCOME2',
    });
  });

  it('leaves couponCode out without a coupon and tells equal payloads apart', () => {
    const cart = createCart([line('64b7f0c2a1b2c3d4e5f60718', 60_000, 1)]);
    const a = buildOrderPayload(cart, address, 'stripe', { orderNotes: '', smsUpdates: true, language: 'en' });
    expect(a).not.toHaveProperty('couponCode');
    expect(a.deliveryFee).toBe(0);
    expect(samePayload(a, buildOrderPayload(cart, address, 'stripe', { orderNotes: '', smsUpdates: true, language: 'en' }))).toBe(true);
    // Another payment method pays the same order: only what is ordered, where, and for how much counts.
    expect(samePayload(a, buildOrderPayload(cart, address, 'momo', { orderNotes: '', smsUpdates: true, language: 'en' }))).toBe(true);
    expect(samePayload(a, buildOrderPayload(cart, address, 'stripe', { orderNotes: '', smsUpdates: true, language: 'rw' }))).toBe(true);
    expect(samePayload(a, buildOrderPayload(cart, address, 'stripe', { orderNotes: 'leave at the gate', smsUpdates: true, language: 'en' }))).toBe(false);
    expect(samePayload(a, buildOrderPayload(cart, address, 'stripe', { orderNotes: '', smsUpdates: false, language: 'en' }))).toBe(false);
    expect(samePayload(a, buildOrderPayload(cart, { ...address, district: 'Kicukiro' }, 'stripe', { orderNotes: '', smsUpdates: true, language: 'en' }))).toBe(false);
  });
  it('sends the variant of each line of a product sold in variants, one line per size', () => {
    const hoodie = '64b7f0c2a1b2c3d4e5f6071a';
    const cart = createCart([
      { ...line(hoodie, 35_000, 1), variant: 'v-l', variantLabel: 'L' },
      { ...line(hoodie, 35_000, 2), variant: 'v-m', variantLabel: 'M' },
      line('64b7f0c2a1b2c3d4e5f60718', 20_000, 1),
    ]);
    const payload = buildOrderPayload(cart, address, 'momo', { orderNotes: '', smsUpdates: true, language: 'en' });
    expect(payload.items?.map((item) => [item.product, item.variant, item.quantity])).toEqual([
      [hoodie, 'v-l', 1],
      [hoodie, 'v-m', 2],
      ['64b7f0c2a1b2c3d4e5f60718', undefined, 1],
    ]);
    expect(payload.items?.[2]).not.toHaveProperty('variant');
  });
});
