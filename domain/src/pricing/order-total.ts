import { roundRwf } from '../money/rwf';

/** total = subtotal - discount + deliveryFee, in whole francs and never below zero. */
export function orderTotal(subtotal: number, discount: number, deliveryFee: number): number {
  return Math.max(0, roundRwf(subtotal - discount + deliveryFee));
}

export interface OrderAmounts {
  subtotal: number;
  discount?: number;
  deliveryFee: number;
  total: number;
}

/**
 * The fields where totals a client sent differ from the ones the server computed.
 * The server never trusts a client's totals; an empty list means they agree.
 */
export function findTotalsMismatch(claimed: OrderAmounts, computed: OrderAmounts): (keyof OrderAmounts)[] {
  const fields: (keyof OrderAmounts)[] = ['subtotal', 'discount', 'deliveryFee', 'total'];
  return fields.filter((field) => (claimed[field] ?? 0) !== (computed[field] ?? 0));
}
