// An order line is a product, or one variant of a product: the same product in two sizes is two
// lines. Refunds and receipts tell lines apart by a key: the product id, then `:` and the variant
// id for a variant (a line of a product sold as one thing keeps the product id alone, as before).
import { lineKey, lineName } from '@shop/domain';
import type { StockLine } from '../ports/stock-catalog.port';

/** What identifies a line: its product and, for a product sold in variants, the variant. */
export interface LineIdentity {
  productId: string;
  variantId?: string;
}

export function lineKeyOf(line: LineIdentity): string {
  return lineKey(line.productId, line.variantId);
}

/** The product and variant a key names. */
export function lineOfKey(key: string): LineIdentity {
  const [productId, variantId] = key.split(':') as [string, string?];
  return variantId ? { productId, variantId } : { productId };
}

/** What people read for a line: `Hoodie — L / Black` for a variant, the product name otherwise. */
export function lineTitle(line: { name: string; variantLabel?: string }): string {
  return lineName(line.name, line.variantLabel);
}

/** The catalog's stock line for these units of a line. */
export function stockLineOf(line: LineIdentity, quantity: number): StockLine {
  return line.variantId ? { productId: line.productId, variantId: line.variantId, quantity } : { productId: line.productId, quantity };
}
