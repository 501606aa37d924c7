// The lines of an order's fiscal receipts: the sale declares every unit with its share of the
// discount (and the delivery as a service); each refund declares the units it returns with the
// same shares, so the refunds of a whole order add up to exactly the sale.
import { distributeDiscount } from '../fiscal/distribute-discount';
import type { FiscalTaxType } from '../fiscal/tax-type';

/** An order line as sold: whole RWF, VAT included. */
export interface SoldLine {
  /** The product id (or DELIVERY_LINE_KEY). */
  key: string;
  itemCode: string;
  name: string;
  taxType: FiscalTaxType;
  /** Unit price. */
  price: number;
  quantity: number;
}

/** A receipt line: `quantity × unitPrice − discount` is what it costs. */
export interface ReceiptLine {
  key: string;
  itemCode: string;
  name: string;
  taxType: FiscalTaxType;
  quantity: number;
  unitPrice: number;
  discount: number;
}

export const DELIVERY_LINE_KEY = 'delivery';
/** The delivery by bike, a service (product type 3) sold at 18% VAT. */
export const DELIVERY_ITEM = { itemCode: 'RW3NTU0000001', name: 'Delivery', taxType: 'B' as FiscalTaxType };

export const receiptLineAmount = (line: ReceiptLine): number => line.quantity * line.unitPrice - line.discount;

/** The order's goods and its delivery fee (when it has one) as sold lines. */
export function soldLines(goods: SoldLine[], deliveryFee: number): SoldLine[] {
  if (deliveryFee <= 0) return goods;
  return [...goods, { key: DELIVERY_LINE_KEY, ...DELIVERY_ITEM, price: deliveryFee, quantity: 1 }];
}

/** Each sold line's share of the order's discount (the delivery takes none). */
function discountShares(lines: SoldLine[], discount: number): number[] {
  const goods = lines.map((line) => (line.key === DELIVERY_LINE_KEY ? 0 : line.price * line.quantity));
  return distributeDiscount(goods, discount);
}

/** The discount on units `from` to `to` (exclusive) of a line of `units` whose whole share is `share`. */
function unitsShare(share: number, units: number, from: number, to: number): number {
  return Math.floor((share * to) / units) - Math.floor((share * from) / units);
}

/** The sale receipt's lines: every unit sold. Their amounts add up to the order's total. */
export function saleReceiptLines(lines: SoldLine[], discount: number): ReceiptLine[] {
  const shares = discountShares(lines, discount);
  return lines.map((line, index) => ({ ...describe(line), quantity: line.quantity, unitPrice: line.price, discount: shares[index] ?? 0 }));
}

/**
 * A refund's lines: `returning` units of each line (by key), after `refunded` units of it went
 * back in earlier refunds. Quantities beyond what is left are an error the caller reports first.
 */
export function refundReceiptLines(
  lines: SoldLine[],
  discount: number,
  refunded: ReadonlyMap<string, number>,
  returning: ReadonlyMap<string, number>,
): ReceiptLine[] {
  const shares = discountShares(lines, discount);
  return lines.flatMap((line, index) => {
    const count = returning.get(line.key) ?? 0;
    if (count <= 0) return [];
    const before = refunded.get(line.key) ?? 0;
    if (before + count > line.quantity) throw new RangeError(`Only ${line.quantity - before} of ${line.name} left to refund`);
    const share = unitsShare(shares[index] ?? 0, line.quantity, before, before + count);
    return [{ ...describe(line), quantity: count, unitPrice: line.price, discount: share }];
  });
}

/** How many units of each line are left to refund. */
export function unitsLeft(lines: SoldLine[], refunded: ReadonlyMap<string, number>): Map<string, number> {
  return new Map(lines.map((line) => [line.key, line.quantity - (refunded.get(line.key) ?? 0)]));
}

function describe(line: SoldLine) {
  return { key: line.key, itemCode: line.itemCode, name: line.name, taxType: line.taxType };
}
