import {
  addItem,
  applyCoupon,
  cartItemIdFromProductId,
  cartLineKey,
  clearCart,
  createCart,
  recalculateCart,
  removeCoupon,
  removeItem,
  updateQuantity,
  type AppliedCoupon,
  type CartItem,
  type CartProduct,
  type CartState,
} from '@shop/domain';
import { isObjectId } from '@shop/contracts/ids';
import { readJson, readRaw, storageKeys, writeJson } from '@/lib/storage';

/**
 * The cart of SPEC section 4, kept in local storage under `cart`: items with the legacy numeric
 * id, the server product id and, for a product sold in variants, the variant chosen; totals
 * recomputed on every change with the domain's rules (stored totals are never trusted). Lines
 * are keyed by product and variant (cartLineKey). Writes notify same-tab subscribers, so the
 * header badge follows at once.
 */

function isCartItem(value: unknown): value is CartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Partial<CartItem>;
  return (
    isObjectId(item.originalId) &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    item.price >= 0 &&
    typeof item.quantity === 'number' &&
    item.quantity > 0
  );
}

function isCoupon(value: unknown): value is AppliedCoupon {
  if (!value || typeof value !== 'object') return false;
  const coupon = value as Partial<AppliedCoupon>;
  return (
    typeof coupon.code === 'string' &&
    (coupon.discountType === 'percentage' || coupon.discountType === 'fixed') &&
    typeof coupon.discountValue === 'number'
  );
}

/** The variant part of a stored line; a cart stored before variants has none and reads as it was. */
function variantOf(item: CartItem): Pick<CartItem, 'variant' | 'variantLabel'> {
  const variant = typeof item.variant === 'string' ? item.variant.trim() : '';
  if (!variant) return {};
  return { variant, variantLabel: typeof item.variantLabel === 'string' ? item.variantLabel : '' };
}

function availableOf(item: CartItem): Pick<CartItem, 'available'> {
  const available = item.available;
  return typeof available === 'number' && Number.isFinite(available) && available >= 0 ? { available: Math.floor(available) } : {};
}

/** A cart from a stored value: the state of SPEC section 3 or a bare item list; unreadable lines are dropped. */
export function parseCart(value: unknown): CartState {
  const record = value && typeof value === 'object' ? (value as { items?: unknown; coupon?: unknown }) : {};
  const rawItems = Array.isArray(value) ? value : Array.isArray(record.items) ? record.items : [];
  const items = rawItems.filter(isCartItem).map((item) => ({
    id: typeof item.id === 'number' ? item.id : cartItemIdFromProductId(item.originalId),
    originalId: item.originalId,
    ...variantOf(item),
    name: String(item.name ?? ''),
    price: item.price,
    image: String(item.image ?? ''),
    category: String(item.category ?? ''),
    quantity: Math.floor(item.quantity),
    ...availableOf(item),
  }));
  return recalculateCart({ items, coupon: isCoupon(record.coupon) ? record.coupon : undefined });
}

export function readCart(): CartState {
  return parseCart(readJson(storageKeys.cart));
}

export function saveCart(cart: CartState): void {
  writeJson(storageKeys.cart, cart);
}

export function readCartRaw(): string | null {
  return readRaw(storageKeys.cart);
}

/**
 * Adds one unit (a line already in the cart gets its quantity raised by 1, up to the units for
 * sale: at that limit the cart's item count stays as it was). Throws on a product without a
 * 24-hex id: that is a programming error, not user input.
 */
export function addToCart(product: CartProduct): CartState {
  if (!isObjectId(product.originalId)) throw new RangeError(`Cart items need a 24-hex product id, got "${product.originalId}"`);
  const next = addItem(readCart(), product);
  saveCart(next);
  return next;
}

/** `lineKey`: the line's cartLineKey (its product id when it has no variant). */
export function setCartQuantity(lineKey: string, quantity: number): CartState {
  const next = updateQuantity(readCart(), lineKey, quantity);
  saveCart(next);
  return next;
}

export function removeFromCart(lineKey: string): CartState {
  const next = removeItem(readCart(), lineKey);
  saveCart(next);
  return next;
}

export function emptyCart(): CartState {
  const next = clearCart();
  saveCart(next);
  return next;
}

/** Keeps the promo code the server accepted; totals follow from it (percentage or fixed). */
export function setCartCoupon(coupon: AppliedCoupon): CartState {
  const next = applyCoupon(readCart(), coupon);
  saveCart(next);
  return next;
}

export function dropCartCoupon(): CartState {
  const next = removeCoupon(readCart());
  saveCart(next);
  return next;
}

/** A line's price as the server gives it (the 409 of a checkout whose prices changed). */
export interface ServerPrice {
  product: string;
  variant?: string;
  price: number;
}

/** Sets the lines' unit prices to the server's; lines it does not name keep theirs. */
export function repriceCart(prices: readonly ServerPrice[]): CartState {
  const cart = readCart();
  const byLine = new Map(
    prices
      .filter((p) => Number.isFinite(p.price) && p.price >= 0)
      .map((p) => [cartLineKey({ originalId: p.product, variant: p.variant }), p.price]),
  );
  const items = cart.items.map((item) => {
    const price = byLine.get(cartLineKey(item));
    return price === undefined || price === item.price ? item : { ...item, price };
  });
  const next = createCart(items, cart.coupon);
  saveCart(next);
  return next;
}

/**
 * Whether the stored cart holds lines without a 24-hex product id (SPEC section 5): such a
 * cart cannot be ordered and must be cleared. parseCart drops those lines, so this reads the
 * raw stored value.
 */
export function storedCartHasInvalidItems(): boolean {
  const value = readJson(storageKeys.cart);
  const record = value && typeof value === 'object' ? (value as { items?: unknown }) : {};
  const rawItems: unknown[] = Array.isArray(value) ? value : Array.isArray(record.items) ? record.items : [];
  const lines = rawItems.map((item) => (item && typeof item === 'object' ? (item as { originalId?: unknown }) : {}));
  return lines.some((line) => !isObjectId(line.originalId));
}
