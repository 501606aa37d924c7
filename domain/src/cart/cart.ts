import type { AppliedCoupon } from '../coupon/coupon';
import { normaliseCouponCode } from '../coupon/coupon';
import { cartItemIdFromProductId, type CartItem, type CartProduct } from './cart-item';
import { computeCartTotals, type CartTotals } from './cart-totals';

export interface CartState extends CartTotals {
  items: CartItem[];
  coupon?: AppliedCoupon;
}

// Every operation returns a new state with totals recomputed; none mutates its input.

/**
 * Builds a cart from lines and a coupon, computing every total (stored totals are never
 * trusted). Lines without a positive quantity are dropped and repeated products merged,
 * so a cart reloaded from storage holds one line per product.
 */
export function createCart(items: CartItem[] = [], coupon?: AppliedCoupon | null): CartState {
  const byProduct = new Map<string, CartItem>();
  for (const item of items) {
    if (!(item.quantity > 0)) continue;
    const seen = byProduct.get(item.originalId);
    byProduct.set(item.originalId, seen ? { ...seen, quantity: seen.quantity + item.quantity } : item);
  }
  const kept = [...byProduct.values()];
  const totals = computeCartTotals(kept, coupon);
  return coupon ? { items: kept, ...totals, coupon } : { items: kept, ...totals };
}


/** Recomputes totals, e.g. for a cart reloaded from browser storage. */
export function recalculateCart(cart: Pick<CartState, 'items' | 'coupon'>): CartState {
  return createCart(cart.items, cart.coupon);
}

/**
 * Adds one of a product; a product already in the cart gets its quantity raised by 1.
 * Throws on a product that could never be ordered (negative or non-finite price): that is a
 * programming error, not user input. The caller checks the product id (@shop/contracts/ids).
 */
export function addItem(cart: CartState, product: CartProduct): CartState {
  if (!Number.isFinite(product.price) || product.price < 0) {
    throw new RangeError(`Cart items need a price of 0 or more, got ${product.price}`);
  }
  const existing = cart.items.find((item) => item.originalId === product.originalId);
  const items = existing
    ? cart.items.map((item) => (item === existing ? { ...item, quantity: item.quantity + 1 } : item))
    : [
        ...cart.items,
        {
          id: cartItemIdFromProductId(product.originalId),
          originalId: product.originalId,
          name: product.name,
          price: product.price,
          image: product.image,
          category: product.category,
          quantity: 1,
        },
      ];
  return createCart(items, cart.coupon);
}

/**
 * Sets a line's quantity; 0 or less removes the line. Fractions are rounded down and a
 * value that is not a number leaves the cart as it is. An unknown product changes nothing.
 */
export function updateQuantity(cart: CartState, productId: string, quantity: number): CartState {
  if (Number.isNaN(quantity)) return cart;
  const wanted = Math.floor(quantity);
  if (wanted <= 0) return removeItem(cart, productId);
  if (!Number.isFinite(wanted)) return cart;
  const items = cart.items.map((item) => (item.originalId === productId ? { ...item, quantity: wanted } : item));
  return createCart(items, cart.coupon);
}

export function removeItem(cart: CartState, productId: string): CartState {
  return createCart(
    cart.items.filter((item) => item.originalId !== productId),
    cart.coupon,
  );
}

/** Empties the cart, coupon included (same as createCart()). */
export function clearCart(): CartState {
  return createCart();
}

/** Attaches a coupon (its code normalised), replacing any earlier one. */
export function applyCoupon(cart: CartState, coupon: AppliedCoupon): CartState {
  return createCart(cart.items, { ...coupon, code: normaliseCouponCode(coupon.code) });
}

export function removeCoupon(cart: CartState): CartState {
  return createCart(cart.items);
}
