import { describe, expect, it } from 'vitest';
import { cartLineKey, lineName, type CartProduct } from './cart-item';
import {
  addItem,
  applyCoupon,
  clearCart,
  createCart,
  recalculateCart,
  removeCoupon,
  removeItem,
  updateQuantity,
  type CartState,
} from './cart';

const keyboard: CartProduct = {
  originalId: '665f1f77bcf86cd799439011',
  name: 'Mechanical Keyboard',
  price: 45_000,
  image: '/images/keyboard.jpg',
  category: 'keyboards',
};
const mouse: CartProduct = {
  originalId: '665f1f77bcf86cd799439012',
  name: 'Wireless Mouse',
  price: 15_000,
  image: '/images/mouse.jpg',
  category: 'mice',
};
const monitor: CartProduct = { ...keyboard, originalId: '665f1f77bcf86cd7994390aa', name: 'Monitor', price: 250_000 };

function cartWith(...products: CartProduct[]): CartState {
  return products.reduce(addItem, createCart());
}

describe('an empty cart', () => {
  it('holds nothing and costs nothing, delivery included', () => {
    expect(createCart()).toEqual({ items: [], subtotal: 0, discount: 0, deliveryFee: 0, total: 0, itemCount: 0 });
    expect(clearCart()).toEqual(createCart());
  });
});

describe('addItem', () => {
  it('adds a new product as one line of quantity 1', () => {
    const cart = cartWith(keyboard);
    expect(cart.items).toEqual([
      { ...keyboard, id: parseInt(keyboard.originalId, 36), quantity: 1 },
    ]);
    expect(cart).toMatchObject({ subtotal: 45_000, deliveryFee: 1000, total: 46_000, itemCount: 1 });
  });

  it('raises the quantity of a product already in the cart by 1', () => {
    const cart = cartWith(keyboard, mouse, keyboard);
    expect(cart.items.map((item) => [item.name, item.quantity])).toEqual([
      ['Mechanical Keyboard', 2],
      ['Wireless Mouse', 1],
    ]);
    expect(cart).toMatchObject({ subtotal: 105_000, deliveryFee: 0, total: 105_000, itemCount: 3 });
  });

  it('keeps products whose legacy numeric ids collide apart', () => {
    const twin = { ...mouse, originalId: '665f1f77bcf86cd799439013', name: 'Twin Mouse' };
    const cart = cartWith(mouse, twin);
    expect(cart.items[0]?.id).toBe(cart.items[1]?.id);
    expect(cart.items).toHaveLength(2);
    expect(cart.itemCount).toBe(2);
  });

  it('does not change the cart it was given', () => {
    const before = cartWith(keyboard);
    const snapshot = JSON.parse(JSON.stringify(before)) as CartState;
    addItem(before, keyboard);
    expect(before).toEqual(snapshot);
  });

  it('refuses a product with a bad price', () => {
    expect(() => addItem(createCart(), { ...keyboard, price: -1 })).toThrow(RangeError);
    expect(() => addItem(createCart(), { ...keyboard, price: Number.NaN })).toThrow(RangeError);
  });
});

describe('updateQuantity', () => {
  it('sets the quantity and recomputes the totals', () => {
    const cart = updateQuantity(cartWith(mouse), mouse.originalId, 4);
    expect(cart.items[0]?.quantity).toBe(4);
    expect(cart).toMatchObject({ subtotal: 60_000, deliveryFee: 0, total: 60_000, itemCount: 4 });
  });

  it.each([0, -1, -100])('removes the line at quantity %d', (quantity) => {
    const cart = updateQuantity(cartWith(keyboard, mouse), mouse.originalId, quantity);
    expect(cart.items.map((item) => item.originalId)).toEqual([keyboard.originalId]);
    expect(cart.itemCount).toBe(1);
  });

  it('rounds fractions down, so 0.5 removes the line', () => {
    expect(updateQuantity(cartWith(mouse), mouse.originalId, 2.7).items[0]?.quantity).toBe(2);
    expect(updateQuantity(cartWith(mouse), mouse.originalId, 0.5).items).toEqual([]);
  });

  it('ignores a quantity that is not a number', () => {
    const cart = cartWith(mouse);
    expect(updateQuantity(cart, mouse.originalId, Number.NaN)).toBe(cart);
    expect(updateQuantity(cart, mouse.originalId, Number.POSITIVE_INFINITY)).toBe(cart);
  });

  it('changes nothing for a product not in the cart', () => {
    const cart = cartWith(mouse);
    expect(updateQuantity(cart, keyboard.originalId, 3)).toEqual(cart);
  });
});

describe('removeItem', () => {
  it('removes one line and keeps the others', () => {
    const cart = removeItem(cartWith(keyboard, mouse), keyboard.originalId);
    expect(cart.items.map((item) => item.name)).toEqual(['Wireless Mouse']);
    expect(cart).toMatchObject({ subtotal: 15_000, deliveryFee: 1000, total: 16_000 });
  });

  it('leaves nothing to pay, delivery included, once the last line is removed', () => {
    const cart = applyCoupon(cartWith(keyboard), { code: 'WELCOME2', discountType: 'percentage', discountValue: 2 });
    expect(removeItem(cart, keyboard.originalId)).toMatchObject({ items: [], discount: 0, total: 0, deliveryFee: 0 });
  });
});

describe('coupons in the cart', () => {
  it('applies a percentage coupon to the subtotal', () => {
    const cart = applyCoupon(cartWith(keyboard), { code: ' welcome2 ', discountType: 'percentage', discountValue: 2 });
    expect(cart.coupon).toEqual({ code: 'WELCOME2', discountType: 'percentage', discountValue: 2 });
    expect(cart).toMatchObject({ subtotal: 45_000, discount: 900, deliveryFee: 1000, total: 45_100 });
  });

  it('charges delivery again when a coupon takes the amount under 50,000', () => {
    const cart = cartWith(keyboard, mouse); // 60,000: free delivery
    expect(cart.deliveryFee).toBe(0);
    const discounted = applyCoupon(cart, { code: 'TENK', discountType: 'fixed', discountValue: 10_001 });
    expect(discounted).toMatchObject({ subtotal: 60_000, discount: 10_001, deliveryFee: 1000, total: 50_999 });
  });

  it('keeps delivery free when the amount after discount is exactly 50,000', () => {
    const cart = applyCoupon(cartWith(keyboard, mouse), { code: 'TENK', discountType: 'fixed', discountValue: 10_000 });
    expect(cart).toMatchObject({ discount: 10_000, deliveryFee: 0, total: 50_000 });
  });

  it('caps a fixed coupon above the subtotal, leaving nothing to pay', () => {
    const cart = applyCoupon(cartWith(mouse), { code: 'BIG', discountType: 'fixed', discountValue: 100_000 });
    expect(cart).toMatchObject({ subtotal: 15_000, discount: 15_000, deliveryFee: 0, total: 0 });
  });

  it('follows the cart as it changes', () => {
    let cart = applyCoupon(cartWith(mouse), { code: 'WELCOME2', discountType: 'percentage', discountValue: 2 });
    cart = addItem(cart, mouse);
    expect(cart).toMatchObject({ subtotal: 30_000, discount: 600, total: 30_400 });
  });

  it('is removed with its discount', () => {
    const cart = removeCoupon(applyCoupon(cartWith(keyboard), { code: 'X', discountType: 'fixed', discountValue: 5000 }));
    expect(cart).not.toHaveProperty('coupon');
    expect(cart).toMatchObject({ discount: 0, total: 46_000 });
  });
});

describe('recalculateCart', () => {
  it('ignores totals stored in the browser and recomputes them', () => {
    const stored = { ...cartWith(monitor), subtotal: 1, discount: 0, deliveryFee: 1000, total: 2, itemCount: 9 };
    expect(recalculateCart(stored)).toMatchObject({ subtotal: 250_000, deliveryFee: 0, total: 250_000, itemCount: 1 });
  });

  it('merges repeated lines and drops empty ones from a stored cart', () => {
    const line = cartWith(mouse).items[0]!;
    const cart = recalculateCart({ items: [line, { ...line, quantity: 2 }, { ...line, originalId: monitor.originalId, quantity: 0 }] });
    expect(cart.items).toEqual([{ ...line, quantity: 3 }]);
    expect(cart.itemCount).toBe(3);
  });
});

describe('lines of a product sold in variants', () => {
  const hoodie: CartProduct = {
    originalId: '665f1f77bcf86cd7994390bb',
    name: 'Hoodie',
    price: 35_000,
    image: '/images/hoodie.svg',
    category: 'hoodies',
  };
  const large: CartProduct = { ...hoodie, variant: 'v-l', variantLabel: 'L', available: 2 };
  const medium: CartProduct = { ...hoodie, variant: 'v-m', variantLabel: 'M', price: 33_000, available: 5 };

  it('keeps the same product in two sizes as two lines, each with its price and label', () => {
    const cart = cartWith(large, medium, large);
    expect(cart.items.map((item) => [item.variantLabel, item.price, item.quantity])).toEqual([
      ['L', 35_000, 2],
      ['M', 33_000, 1],
    ]);
    expect(cart.subtotal).toBe(103_000);
  });

  it('changes and removes one size without touching the other', () => {
    const cart = cartWith(large, medium);
    expect(updateQuantity(cart, cartLineKey(medium), 3).items.map((item) => item.quantity)).toEqual([1, 3]);
    expect(removeItem(cart, cartLineKey(large)).items.map((item) => item.variantLabel)).toEqual(['M']);
  });

  it('keys a line without variant by its product id, as carts stored before variants were', () => {
    expect(cartLineKey(keyboard)).toBe(keyboard.originalId);
    expect(cartLineKey(large)).not.toBe(cartLineKey(medium));
  });

  it('adds no more units than are for sale, and learns a new count on the next add', () => {
    const full = cartWith(large, large, large);
    expect(full.items[0]?.quantity).toBe(2);
    expect(updateQuantity(full, cartLineKey(large), 9).items[0]?.quantity).toBe(2);
    const restocked = addItem(full, { ...large, available: 4 });
    expect(restocked.items[0]).toMatchObject({ quantity: 3, available: 4 });
    expect(addItem(createCart(), { ...large, available: 0 }).items).toEqual([]);
  });

  it('never lowers a quantity because the count it knows has fallen', () => {
    const cart = addItem(cartWith(large, large), { ...large, available: 1 });
    expect(cart.items[0]).toMatchObject({ quantity: 2, available: 1 });
    expect(updateQuantity(cart, cartLineKey(large), 1).items[0]?.quantity).toBe(1);
  });

  it('reads a variant line as the product name, a dash and the label', () => {
    expect(lineName('Hoodie', 'L / Black')).toBe('Hoodie — L / Black');
    expect(lineName('Keyboard')).toBe('Keyboard');
  });
});
