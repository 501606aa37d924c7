import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, shopDay, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@shop/domain';
import type { OrderRecord } from '../order/order';
import type { OrderChange } from '../ports/order-repository.port';

/**
 * The dashboard's projection: one row of figures for all time (`ALL_TIME`) and one per
 * Africa/Kigali day. An order counts, once placed, on the day it was placed (orders, its status)
 * and, once paid, on the day it was paid (revenue, by payment method, refunded): the definitions
 * `/admin/stats` used when it counted the orders themselves. Each row's figures are kept as
 * increments, so any change of an order moves them by `statsDelta(before, after)`. The all-time
 * row also counts placed orders per payment status and per status and payment status: the
 * totals of the admin's order list, read in one row whatever the store.
 */
export const ALL_TIME = 'all';

/**
 * Increments of one row's figures by field: `orders`, `revenue`, `refunded`, `attention`,
 * `status.<s>`, `method.<m>`, and on the all-time row `payment.<p>`, `statusPayment.<s>.<p>`.
 */
export type FigureIncrements = Record<string, number>;
/** Increments per row key (`all` or YYYY-MM-DD). */
export type StatsIncrements = Map<string, FigureIncrements>;

/** One row as read. */
export interface StatsRow {
  key: string;
  orders: number;
  revenue: number;
  refunded: number;
  attention: number;
  status: Record<OrderStatus, number>;
  method: Record<PaymentMethod, number>;
  /** All-time row only: placed orders per payment status. */
  payment: Record<PaymentStatus, number>;
  /** All-time row only: placed orders per status, then payment status. */
  statusPayment: Record<OrderStatus, Record<PaymentStatus, number>>;
}

/** What an order's figures depend on. */
export type CountedOrder = Pick<OrderRecord, 'stage' | 'status' | 'createdAt' | 'total' | 'attention'> & {
  paymentInfo: Pick<OrderRecord['paymentInfo'], 'status' | 'method' | 'paidAt' | 'refunded'>;
};

function add(into: StatsIncrements, key: string, field: string, amount: number): void {
  if (amount === 0) return;
  const row = into.get(key) ?? {};
  const next = (row[field] ?? 0) + amount;
  if (next === 0) delete row[field];
  else row[field] = next;
  if (Object.keys(row).length === 0) into.delete(key);
  else into.set(key, row);
}

/** Adds (sign 1) or takes away (sign -1) what one order counts for. */
export function addContributions(into: StatsIncrements, order: CountedOrder | null | undefined, sign: 1 | -1): StatsIncrements {
  if (!order || order.stage !== 'placed') return into;
  const placedOn = shopDay(order.createdAt);
  for (const key of [ALL_TIME, placedOn]) {
    add(into, key, 'orders', sign);
    add(into, key, `status.${order.status}`, sign);
  }
  if (order.attention) add(into, ALL_TIME, 'attention', sign);
  const payment = order.paymentInfo;
  add(into, ALL_TIME, `payment.${payment.status}`, sign);
  add(into, ALL_TIME, `statusPayment.${order.status}.${payment.status}`, sign);
  if (payment.status !== 'paid') return into;
  const total = typeof order.total === 'number' ? order.total : 0;
  const refunded = payment.refunded ?? 0;
  // Revenue without a payment date counts in the totals only, as it always did.
  const keys = payment.paidAt && !Number.isNaN(Date.parse(payment.paidAt)) ? [ALL_TIME, shopDay(payment.paidAt)] : [ALL_TIME];
  for (const key of keys) {
    add(into, key, 'revenue', sign * total);
    add(into, key, `method.${payment.method}`, sign * total);
    add(into, key, 'refunded', sign * refunded);
  }
  return into;
}

/** How the rows move when an order goes from `before` to `after` (null: absent). Empty when nothing it counts for changed. */
export function statsDelta(before: CountedOrder | null | undefined, after: CountedOrder | null | undefined): StatsIncrements {
  return addContributions(addContributions(new Map(), after, 1), before, -1);
}

/** Whether a change can move an order's figures at all (else the write needs no projection step). */
export function changeMovesStats(change: OrderChange): boolean {
  return change.stage !== undefined || change.status !== undefined || change.paymentInfo !== undefined || change.attention !== undefined;
}

/** A row with every figure, zeros for those it lacks. */
export function statsRowOf(key: string, figures: Partial<Omit<StatsRow, 'key'>> = {}): StatsRow {
  return {
    key,
    orders: figures.orders ?? 0,
    revenue: figures.revenue ?? 0,
    refunded: figures.refunded ?? 0,
    attention: figures.attention ?? 0,
    status: Object.fromEntries(ORDER_STATUSES.map((status) => [status, figures.status?.[status] ?? 0])) as Record<OrderStatus, number>,
    method: Object.fromEntries(PAYMENT_METHODS.map((method) => [method, figures.method?.[method] ?? 0])) as Record<PaymentMethod, number>,
    payment: paymentCounts(figures.payment),
    statusPayment: Object.fromEntries(ORDER_STATUSES.map((status) => [status, paymentCounts(figures.statusPayment?.[status])])) as StatsRow['statusPayment'],
  };
}

const paymentCounts = (counts: Partial<Record<PaymentStatus, number>> = {}) =>
  Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, counts[status] ?? 0])) as Record<PaymentStatus, number>;

/** The rows increments add up to, from nothing (a rebuild's result). */
export function rowsOf(increments: StatsIncrements): StatsRow[] {
  return [...increments].map(([key, figures]) => {
    const row = statsRowOf(key);
    for (const [field, amount] of Object.entries(figures)) {
      const path = field.split('.');
      let at = row as unknown as Record<string, unknown>;
      for (const part of path.slice(0, -1)) at = at[part] as Record<string, unknown>;
      at[path.at(-1)!] = amount;
    }
    return row;
  });
}
