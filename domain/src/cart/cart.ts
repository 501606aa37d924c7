import type { AppliedCoupon } from '../coupon/coupon';
import { normaliseCouponCode } from '../coupon/coupon';
import { cartItemIdFromProductId, cartLineKey, type CartItem, type CartProduct } from './cart-item';
import { computeCartTotals, type CartTotals } from './cart-totals';

export interface CartState extends CartTotals {
  items: CartItem[];
  coupon?: AppliedCoupon;
}

// Every operation returns a new state with totals recomputed; none mutates its input.

/**
 * Builds a cart from lines and a coupon, computing every total (stored totals are never
 * trusted). Lines without a positive quantity are dropped and repeated lines (same product
 * and variant, see cartLineKey) merged, so a cart reloaded from storage holds one line each.
 */
export function createCart(items: CartItem[] = [], coupon?: AppliedCoupon | null): CartState {
  const byLine = new Map<string, CartItem>();
  for (const item of items) {
    if (!(item.quantity > 0)) continue;
    const key = cartLineKey(item);
    const seen = byLine.get(key);
    byLine.set(key, seen ? { ...seen, quantity: seen.quantity + item.quantity } : item);
  }
  const kept = [...byLine.values()];
  const totals = computeCartTotals(kept, coupon);
  return coupon ? { items: kept, ...totals, coupon } : { items: kept, ...totals };
}


/** Recomputes totals, e.g. for a cart reloaded from browser storage. */
export function recalculateCart(cart: Pick<CartState, 'items' | 'coupon'>): CartState {
  return createCart(cart.items, cart.coupon);
}

/** A known count of units for sale, or undefined when the line was stored without one. */
function availableOf(value: number | undefined): number | undefined {
  return value !== undefined && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : undefined;
}

/**
 * Adds one of a product (of its variant, when it has one); the same line already in the cart
 * gets its quantity raised by 1, but never past the units the product says are for sale
 * (`available`): then the cart keeps its quantities and only learns the new count.
 * Throws on a product that could never be ordered (negative or non-finite price): that is a
 * programming error, not user input. The caller checks the product id (@shop/contracts/ids).
 */
export function addItem(cart: CartState, product: CartProduct): CartState {
  if (!Number.isFinite(product.price) || product.price < 0) {
    throw new RangeError(`Cart items need a price of 0 or more, got ${product.price}`);
  }
  const key = cartLineKey(product);
  const available = availableOf(product.available);
  const existing = cart.items.find((item) => cartLineKey(item) === key);
  const limit = available ?? existing?.available ?? Number.POSITIVE_INFINITY;
  const quantity = (existing?.quantity ?? 0) + 1;
  const counted = available === undefined ? {} : { available };
  if (quantity > limit) {
    if (!existing) return cart;
    return createCart(cart.items.map((item) => (item === existing ? { ...item, ...counted } : item)), cart.coupon);
  }
  const items = existing
    ? cart.items.map((item) => (item === existing ? { ...item, ...counted, quantity } : item))
    : [
        ...cart.items,
        {
          id: cartItemIdFromProductId(product.originalId),
          originalId: product.originalId,
          ...(product.variant ? { variant: product.variant, variantLabel: product.variantLabel ?? '' } : {}),
          name: product.name,
          price: product.price,
          image: product.image,
          category: product.category,
          quantity: 1,
          ...counted,
        },
      ];
  return createCart(items, cart.coupon);
}

/**
 * Sets a line's quantity (`lineKey` as cartLineKey gives it: the product id for a line without
 * variant); 0 or less removes the line. Fractions are rounded down and a value that is not a
 * number leaves the cart as it is. A line is not raised past the units it knows are for sale.
 * An unknown line changes nothing.
 */
export function updateQuantity(cart: CartState, lineKey: string, quantity: number): CartState {
  if (Number.isNaN(quantity)) return cart;
  const wanted = Math.floor(quantity);
  if (wanted <= 0) return removeItem(cart, lineKey);
  if (!Number.isFinite(wanted)) return cart;
  const items = cart.items.map((item) => {
    if (cartLineKey(item) !== lineKey) return item;
    // A count that has since fallen under the line's quantity lowers nothing: the server says so at checkout.
    const most = item.available === undefined ? wanted : Math.max(item.available, item.quantity);
    return { ...item, quantity: Math.min(wanted, most) };
  });
  return createCart(items, cart.coupon);
}

/** Removes one line (`lineKey` as cartLineKey gives it). */
export function removeItem(cart: CartState, lineKey: string): CartState {
  return createCart(
    cart.items.filter((item) => cartLineKey(item) !== lineKey),
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
