import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartItemIdFromProductId, cartLineKey } from '@shop/domain';
import {
  addToCart,
  dropCartCoupon,
  emptyCart,
  parseCart,
  readCart,
  removeFromCart,
  repriceCart,
  setCartCoupon,
  setCartQuantity,
  storedCartHasInvalidItems,
} from './cart-store';
import { storageKeys, subscribe } from '@/lib/storage';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const keyboard = {
  originalId: '64b7f0c2a1b2c3d4e5f60718',
  name: 'Keychron K2',
  price: 85_000,
  image: '/images/products/keyboard.svg',
  category: 'keyboards',
};
const mouse = { ...keyboard, originalId: '64b7f0c2a1b2c3d4e5f60719', name: 'MX Master', price: 25_000, category: 'mice' };

describe('cart store', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('adds products with the legacy numeric id and recomputes totals on every change', () => {
    addToCart(keyboard);
    addToCart(keyboard);
    const cart = addToCart(mouse);
    expect(cart.items).toEqual([
      { id: cartItemIdFromProductId(keyboard.originalId), ...keyboard, quantity: 2 },
      { id: cartItemIdFromProductId(mouse.originalId), ...mouse, quantity: 1 },
    ]);
    expect(cart).toMatchObject({ subtotal: 195_000, deliveryFee: 0, total: 195_000, itemCount: 3, discount: 0 });
    expect(readCart()).toEqual(cart);
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual(cart);
  });

  it('changes quantities, removes lines and empties the cart', () => {
    addToCart(mouse);
    expect(setCartQuantity(mouse.originalId, 3)).toMatchObject({ subtotal: 75_000, itemCount: 3 });
    expect(setCartQuantity(mouse.originalId, 0).items).toEqual([]);
    addToCart(mouse);
    expect(readCart()).toMatchObject({ subtotal: 25_000, deliveryFee: 1000, total: 26_000 });
    expect(removeFromCart(mouse.originalId).items).toEqual([]);
    addToCart(keyboard);
    expect(emptyCart()).toMatchObject({ items: [], total: 0, itemCount: 0 });
  });

  it('tells same-tab cart subscribers after each change is stored, so the header badge follows', () => {
    // What the badge would read each time it is told: the stored cart's item count.
    const counts: number[] = [];
    const stop = subscribe(storageKeys.cart, () => counts.push(readCart().itemCount));
    addToCart(keyboard);
    addToCart(mouse);
    setCartQuantity(mouse.originalId, 3);
    removeFromCart(keyboard.originalId);
    emptyCart();
    stop();
    addToCart(keyboard);
    expect(counts).toEqual([1, 2, 4, 3, 0]);
  });

  it('reads stored carts defensively: bad lines dropped, stored totals ignored, coupon kept', () => {
    const coupon = { code: 'WELCOME2', discountType: 'percentage', discountValue: 2 };
    const cart = parseCart({
      items: [
        { ...keyboard, quantity: 1 },
        { id: 1, quantity: 2 },
        { ...mouse, originalId: 'not-an-id', quantity: 1 },
        { ...mouse, quantity: -1 },
        null,
      ],
      subtotal: 1,
      total: 1,
      coupon,
    });
    expect(cart.items.map((i) => i.name)).toEqual(['Keychron K2']);
    expect(cart.items[0]!.id).toBe(cartItemIdFromProductId(keyboard.originalId));
    expect(cart).toMatchObject({ subtotal: 85_000, discount: 1700, deliveryFee: 0, total: 83_300, coupon });
    expect(parseCart('{broken').items).toEqual([]);
    expect(parseCart([{ ...mouse, quantity: 2 }]).itemCount).toBe(2);
  });

  it('keeps the promo code the server accepted and drops it again, totals following', () => {
    addToCart(mouse);
    addToCart(mouse);
    const withCode = setCartCoupon({ code: ' welcome2 ', discountType: 'percentage', discountValue: 2 });
    expect(withCode).toMatchObject({ subtotal: 50_000, discount: 1000, deliveryFee: 1000, total: 50_000 });
    expect(readCart().coupon?.code).toBe('WELCOME2');
    expect(dropCartCoupon()).toMatchObject({ discount: 0, deliveryFee: 0, total: 50_000 });
    expect(readCart().coupon).toBeUndefined();
  });

  it("takes the server's prices after a 409, leaving other lines as they are", () => {
    addToCart(keyboard);
    addToCart(mouse);
    const cart = repriceCart([
      { product: mouse.originalId, price: 27_000 },
      { product: '64b7f0c2a1b2c3d4e5f6ffff', price: 1 },
      { product: keyboard.originalId, price: -5 },
    ]);
    expect(cart.items.map((i) => i.price)).toEqual([85_000, 27_000]);
    expect(readCart().subtotal).toBe(112_000);
  });

  it('spots stored lines without a product id, which parseCart would hide', () => {
    expect(storedCartHasInvalidItems()).toBe(false);
    addToCart(keyboard);
    expect(storedCartHasInvalidItems()).toBe(false);
    localStorage.setItem('cart', JSON.stringify({ items: [{ ...keyboard, quantity: 1 }, { id: 1, quantity: 2 }] }));
    expect(storedCartHasInvalidItems()).toBe(true);
    localStorage.setItem('cart', JSON.stringify([{ ...mouse, originalId: 'abc', quantity: 1 }]));
    expect(storedCartHasInvalidItems()).toBe(true);
  });

  it('refuses to add a product without a 24-hex id, leaving the cart as it was', () => {
    addToCart(keyboard);
    expect(() => addToCart({ ...mouse, originalId: '42' })).toThrow(RangeError);
    expect(readCart().items.map((item) => item.originalId)).toEqual([keyboard.originalId]);
  });
  describe('a product sold in variants', () => {
    const hoodie = { ...keyboard, originalId: '64b7f0c2a1b2c3d4e5f6071a', name: 'Hoodie', price: 35_000, category: 'hoodies' };
    const large = { ...hoodie, variant: '64b7f0c2a1b2c3d4e5f607aa', variantLabel: 'L', available: 3 };
    const medium = { ...hoodie, variant: '64b7f0c2a1b2c3d4e5f607ab', variantLabel: 'M', available: 1 };

    it('keeps each size on its own line, stored with its variant, and changes one without the other', () => {
      addToCart(large);
      addToCart(medium);
      const cart = addToCart(large);
      expect(cart.items.map((i) => [i.variant, i.variantLabel, i.quantity])).toEqual([
        [large.variant, 'L', 2],
        [medium.variant, 'M', 1],
      ]);
      expect(readCart()).toEqual(cart);
      expect(setCartQuantity(cartLineKey(medium), 0).items.map((i) => i.variantLabel)).toEqual(['L']);
      expect(removeFromCart(cartLineKey(large)).items).toEqual([]);
    });

    it("stops at the variant's units for sale: a further add leaves the count as it was", () => {
      const first = addToCart(medium);
      expect(addToCart(medium).itemCount).toBe(first.itemCount);
      addToCart(large);
      expect(setCartQuantity(cartLineKey(large), 10).items.find((i) => i.variant === large.variant)?.quantity).toBe(3);
    });

    it('reads a cart stored before variants as lines without one, keyed by product', () => {
      localStorage.setItem('cart', JSON.stringify({ items: [{ id: 7, ...keyboard, quantity: 2 }] }));
      const cart = readCart();
      expect(cart.items).toEqual([{ id: 7, ...keyboard, quantity: 2 }]);
      expect(setCartQuantity(keyboard.originalId, 3).itemCount).toBe(3);
      // A stored line with a blank variant is a line without one; a bad count of units is dropped.
      expect(parseCart({ items: [{ ...keyboard, variant: ' ', available: -2, quantity: 1 }] }).items[0]).toEqual({
        id: cartItemIdFromProductId(keyboard.originalId),
        ...keyboard,
        quantity: 1,
      });
    });

    it("reprices the variant the server names, not the product's other sizes", () => {
      addToCart(large);
      addToCart(medium);
      const cart = repriceCart([{ product: hoodie.originalId, variant: medium.variant, price: 30_000 }]);
      expect(cart.items.map((i) => i.price)).toEqual([35_000, 30_000]);
    });
  });
});
