import { VARIANT_MESSAGES } from '@shop/contracts';
import {
  AppError,
  computeCartTotals,
  DELIVERY_ZONE_MESSAGES,
  findTotalsMismatch,
  zoneForDistrict,
  type AppliedCoupon,
  type CartTotals,
  type DeliveryZone,
  type FieldError,
} from '@shop/domain';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { CatalogProduct, CatalogVariant } from '../ports/stock-catalog.port';
import type { OrderLine } from './order';
import { lineKeyOf } from './order-line-key';
import type { ParsedOrder } from './order-input';

/**
 * The order's lines as the catalogue prices and names them: every product must exist and be
 * active; a product sold in variants is sold at the price of the variant chosen (one it still sells).
 */
export function linesFromCatalogue(parsed: ParsedOrder, products: CatalogProduct[]): OrderLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return parsed.lines.map((line, index) => {
    const product = byId.get(line.productId);
    if (!product || !product.active) {
      const message = product ? M.productUnavailable(product.name) : M.productNotFound;
      const error: FieldError = { path: `items.${index}.product`, message };
      const details = { productId: line.productId, ...(product ? { name: product.name } : {}), requested: line.quantity, available: 0 };
      throw new AppError('conflict', message, [error], details);
    }
    const variant = variantOf(product, line.variantId, index);
    const sold: OrderLine = { productId: product.id, name: product.name, price: product.price, quantity: line.quantity, category: product.category, image: product.image };
    if (variant) Object.assign(sold, { variantId: variant.id, variantLabel: variant.label, price: variant.price });
    // The EBM item as sold: a later change of its code or tax type does not change this sale's receipt.
    if (product.fiscal?.itemCode) sold.fiscal = { itemCode: product.fiscal.itemCode, taxType: product.fiscal.taxType };
    return sold;
  });
}

/** The variant a line asks for: required for a product sold in variants, refused for one that is not. */
function variantOf(product: CatalogProduct, variantId: string | undefined, index: number): CatalogVariant | undefined {
  if (!variantId && product.variants.length === 0) return undefined;
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  if (variant) return variant;
  const message = variantId ? VARIANT_MESSAGES.variantNotFound : VARIANT_MESSAGES.chooseVariant;
  throw new AppError('invalid', message, [{ path: `items.${index}.variant`, message }]);
}

/** The order's totals, its delivery priced with its zone (without one, SPEC's Kigali rule). */
export function serverTotals(lines: OrderLine[], coupon: AppliedCoupon | undefined, zone?: DeliveryZone): CartTotals {
  return computeCartTotals(lines, coupon, zone);
}

/** The zone that delivers to the order's district; invalid (400) when none does. */
export function deliveryZoneOf(zones: readonly DeliveryZone[], district: string): DeliveryZone {
  const zone = zoneForDistrict(zones, district);
  if (zone) return zone;
  const message = DELIVERY_ZONE_MESSAGES.unknownDistrict;
  throw new AppError('invalid', message, [{ path: 'shippingAddress.district', message }]);
}

/** The server's figures, as a 409 carries them for the client to show. */
export function figuresOf(lines: OrderLine[], totals: CartTotals) {
  return {
    subtotal: totals.subtotal,
    discount: totals.discount,
    deliveryFee: totals.deliveryFee,
    total: totals.total,
    items: lines.map((line) => (line.variantId ? { product: line.productId, variant: line.variantId, price: line.price } : { product: line.productId, price: line.price })),
  };
}

/** Conflict with the server's figures when any price or total the client showed differs; nothing is created. */
export function assertClientFigures(parsed: ParsedOrder, lines: OrderLine[], totals: CartTotals): void {
  const priceOf = new Map(lines.map((line) => [lineKeyOf(line), line.price]));
  const pricesDiffer = parsed.clientPrices.some((claimed) => priceOf.get(lineKeyOf(claimed)) !== claimed.price);
  const claimed = { ...parsed.claimed, discount: parsed.claimed.discount ?? totals.discount };
  const totalsDiffer = findTotalsMismatch(claimed, totals).length > 0;
  const amountDiffers = parsed.claimed.amount !== undefined && parsed.claimed.amount !== totals.total;
  if (pricesDiffer || totalsDiffer || amountDiffers) {
    throw new AppError('conflict', M.pricesChanged, undefined, figuresOf(lines, totals));
  }
}
