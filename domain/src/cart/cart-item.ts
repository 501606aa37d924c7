/** A cart line as the browser stores it (SPEC section 3). */
export interface CartItem {
  /** The product id read as a base-36 number; display only, see cartItemIdFromProductId. */
  id: number;
  /** The server product id, 24 hex characters. Cart operations key on this. */
  originalId: string;
  name: string;
  /** Unit price in RWF, VAT included. */
  price: number;
  image: string;
  category: string;
  quantity: number;
  /** The variant chosen, for a product sold in variants (sizes, colours…); absent otherwise. */
  variant?: string;
  /** Its option values as the shopper reads them, e.g. "L / Black". */
  variantLabel?: string;
  /** Units the shop had for sale when the line was last added to; the line asks for no more. */
  available?: number;
}

/** What adding a product to the cart needs to know about it. */
export type CartProduct = Pick<CartItem, 'originalId' | 'name' | 'price' | 'image' | 'category' | 'variant' | 'variantLabel' | 'available'>;

/**
 * What tells lines apart, in a cart, an order, a reservation or a refund: the product, and the
 * variant when there is one, so the same hoodie in two sizes is two lines. A line without a
 * variant is keyed by its product id alone.
 */
export function lineKey(productId: string, variantId?: string): string {
  return variantId ? `${productId}:${variantId}` : productId;
}

/** A cart line's key (lineKey). */
export function cartLineKey(line: Pick<CartItem, 'originalId' | 'variant'>): string {
  return lineKey(line.originalId, line.variant);
}

/** The name a line is read by: "Hoodie — L / Black" for a variant, the product name otherwise. */
export function lineName(name: string, variantLabel?: string): string {
  return variantLabel ? `${name} — ${variantLabel}` : name;
}

/**
 * The legacy numeric cart id: the product id read as a base-36 number (SPEC section 3).
 * A 24-character id is far beyond 2^53, so this number loses its last ~13 characters and
 * two products created in the same second can share it. Never use it to find a line:
 * the cart operations use originalId.
 */
export function cartItemIdFromProductId(productId: string): number {
  return parseInt(productId, 36);
}
