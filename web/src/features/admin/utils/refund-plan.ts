import { DEFAULT_FISCAL_TAX_TYPE, lineKey, lineName, WALLET_NAMES, receiptLineAmount, refundReceiptLines, soldLines, type SoldLine } from '@shop/domain';
import type { RefundBody } from '@shop/contracts';
import type { AdminOrder } from '../order-types';

/**
 * What an admin may still refund of an order, and what a refund will send back: the same
 * discount shares the server's receipts use (@shop/domain's receipt lines), so the amount the
 * dialog announces is the amount that goes back.
 */

/** An order line as the refund dialog offers it. */
export interface RefundableLine {
  /** The product, and the variant for one sold in variants: two sizes are two lines. */
  key: string;
  product: string;
  variant?: string;
  name: string;
  bought: number;
  /** Units not refunded yet (nor being refunded). */
  left: number;
  price: number;
}

/** The whole remaining amount, or some units of some lines (by line key). */
export type RefundSelection = { kind: 'whole' } | { kind: 'lines'; quantities: Readonly<Record<string, number>> };

/** Where the money goes: a wallet, a card, or back by hand (a manual USSD payment). */
export type RefundDestination = { kind: 'wallet'; name: string } | { kind: 'mobile-money' } | { kind: 'card' } | { kind: 'manual' };

/** Refunds that took or are taking money back: a failed one gave nothing back. */
const counted = (order: AdminOrder) => (order.refunds ?? []).filter((refund) => refund.state !== 'failed');

/** Money refunded or on its way back: the order's own figure, or its refunds when they say more. */
function amountRefunded(order: AdminOrder): number {
  const listed = counted(order).reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(order.paymentInfo.refunded ?? 0, listed);
}

/** What is left to refund of what the shopper paid. */
export function amountLeft(order: AdminOrder): number {
  return Math.max(0, order.total - amountRefunded(order));
}

/** Only a paid order with money left can be refunded (the server answers 409 otherwise). */
export function canRefund(order: AdminOrder): boolean {
  return order.paymentInfo.status === 'paid' && amountLeft(order) > 0;
}

const keyOf = (line: { product: string; variant?: string }) => lineKey(line.product, line.variant);

/** Units of each line that went back, or are going back, in earlier refunds. */
function unitsRefunded(order: AdminOrder): Map<string, number> {
  const units = new Map<string, number>();
  for (const refund of counted(order)) {
    for (const line of refund.lines) units.set(keyOf(line), (units.get(keyOf(line)) ?? 0) + line.quantity);
  }
  return units;
}

function sold(order: AdminOrder): SoldLine[] {
  const goods = order.items.map((item) => ({
    key: keyOf(item),
    itemCode: item.product,
    name: item.name,
    taxType: DEFAULT_FISCAL_TAX_TYPE,
    price: item.price,
    quantity: item.quantity,
  }));
  return soldLines(goods, order.deliveryFee);
}

/** The order's lines with what is left of each; none when nothing is left to refund. */
export function refundableLines(order: AdminOrder): RefundableLine[] {
  if (amountLeft(order) === 0) return [];
  const refunded = unitsRefunded(order);
  return order.items.map((item) => ({
    key: keyOf(item),
    product: item.product,
    ...(item.variant ? { variant: item.variant } : {}),
    name: lineName(item.productSnapshot.name || item.name, item.variantLabel),
    bought: item.quantity,
    left: Math.max(0, item.quantity - (refunded.get(keyOf(item)) ?? 0)),
    price: item.price,
  }));
}

/** The chosen units, each line held to what is left of it. */
function chosenUnits(order: AdminOrder, quantities: Readonly<Record<string, number>>): Map<string, number> {
  const chosen = new Map<string, number>();
  for (const line of refundableLines(order)) {
    const quantity = Math.min(line.left, Math.max(0, Math.floor(quantities[line.key] ?? 0)));
    if (quantity > 0) chosen.set(line.key, quantity);
  }
  return chosen;
}

/** How much the refund sends back. */
export function refundAmount(order: AdminOrder, selection: RefundSelection): number {
  if (selection.kind === 'whole') return amountLeft(order);
  const chosen = chosenUnits(order, selection.quantities);
  if (chosen.size === 0) return 0;
  const lines = refundReceiptLines(sold(order), order.discount, unitsRefunded(order), chosen);
  return Math.min(amountLeft(order), lines.reduce((sum, line) => sum + receiptLineAmount(line), 0));
}

/** How many units go back into stock (a whole refund returns every unit left). */
export function unitsReturning(order: AdminOrder, selection: RefundSelection): number {
  if (selection.kind === 'whole') return refundableLines(order).reduce((sum, line) => sum + line.left, 0);
  return [...chosenUnits(order, selection.quantities).values()].reduce((sum, quantity) => sum + quantity, 0);
}

/** The body of POST /admin/orders/{id}/refunds; null when lines were asked for but none chosen. */
export function refundBody(order: AdminOrder, selection: RefundSelection, reason: string): RefundBody | null {
  const body: RefundBody = {};
  if (selection.kind === 'lines') {
    const chosen = chosenUnits(order, selection.quantities);
    if (chosen.size === 0) return null;
    const lines = new Map(refundableLines(order).map((line) => [line.key, line]));
    body.lines = [...chosen].map(([key, quantity]) => {
      const { product, variant } = lines.get(key)!;
      return variant ? { product, variant, quantity } : { product, quantity };
    });
  }
  if (reason.trim()) body.reason = reason.trim();
  return body;
}

export function refundDestination(order: AdminOrder): RefundDestination {
  const { method, wallet } = order.paymentInfo;
  if (method === 'manual_momo') return { kind: 'manual' };
  if (method === 'stripe') return { kind: 'card' };
  return wallet ? { kind: 'wallet', name: WALLET_NAMES[wallet] } : { kind: 'mobile-money' };
}
