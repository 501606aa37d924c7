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
}

/** What adding a product to the cart needs to know about it. */
export type CartProduct = Pick<CartItem, 'originalId' | 'name' | 'price' | 'image' | 'category'>;

/**
 * The legacy numeric cart id: the product id read as a base-36 number (SPEC section 3).
 * A 24-character id is far beyond 2^53, so this number loses its last ~13 characters and
 * two products created in the same second can share it. Never use it to find a line:
 * the cart operations use originalId.
 */
export function cartItemIdFromProductId(productId: string): number {
  return parseInt(productId, 36);
}
