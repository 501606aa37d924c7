import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartItemIdFromProductId } from '@shop/domain';
import { addToCart, emptyCart, parseCart, readCart, removeFromCart, setCartQuantity } from './cart-store';

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

  it('tells same-tab subscribers, so the header badge follows', () => {
    const seen = vi.fn();
    window.addEventListener('devshop:storage', seen);
    addToCart(keyboard);
    expect(seen).toHaveBeenCalled();
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
});
