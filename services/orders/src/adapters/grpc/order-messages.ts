// OrderView and the listing shapes <-> orders.proto messages, for the server and the client alike.
// An order travels as its contract in JSON: its fields are declared once, in @shop/contracts.
import { deliveryZonesSchema, fiscalQueueSchema, orderSchema, type DeliveryZones, type FiscalQueue } from '@shop/contracts';
import { AppError, ORDER_STATUSES, PAYMENT_METHODS, type OrderStatus, type PaymentMethod } from '@shop/domain';
import type { ordersPb } from '@shop/proto';
import type { OrderPage, OrderStats, OrderView } from '../../api/orders-api';

export function orderToPb(order: OrderView): ordersPb.Order {
  return { json: JSON.stringify(order) };
}

/** The order the service answered with, checked against the contract before anyone reads it. */
export function orderFromPb(order: ordersPb.Order | undefined): OrderView {
  if (!order) throw new Error('orders answered without an order');
  const checked = orderSchema.safeParse(JSON.parse(order.json));
  if (!checked.success) throw new Error(`orders answered with an order the contract does not allow: ${checked.error.message}`);
  return checked.data;
}

export function fiscalQueueToPb(queue: FiscalQueue): ordersPb.FiscalQueue {
  return { json: JSON.stringify(queue) };
}

/** The queue the service answered with, checked against the contract. */
export function fiscalQueueFromPb(queue: ordersPb.FiscalQueue): FiscalQueue {
  const checked = fiscalQueueSchema.safeParse(JSON.parse(queue.json));
  if (!checked.success) throw new Error(`orders answered with a fiscal queue the contract does not allow: ${checked.error.message}`);
  return checked.data;
}

export function pageToPb(page: OrderPage): ordersPb.ListOrdersReply {
  return { orders: page.orders.map(orderToPb), pagination: { ...page.pagination } };
}

export function pageFromPb(reply: ordersPb.ListOrdersReply): OrderPage {
  const { page = 1, limit = 0, total = 0, totalPages = 0 } = reply.pagination ?? {};
  return { orders: reply.orders.map(orderFromPb), pagination: { page, limit, total, totalPages } };
}

export function statsToPb(stats: OrderStats): ordersPb.OrderStats {
  return {
    totalOrders: stats.totalOrders,
    totalRevenue: stats.totalRevenue,
    ordersByStatus: { ...stats.ordersByStatus },
    needsAttention: stats.needsAttention,
    series: stats.series.map((day) => ({ ...day, revenueByMethod: { ...day.revenueByMethod } })),
    revenueByMethod: { ...stats.revenueByMethod },
  };
}

/** Every payment method, zero for one the message leaves out. */
const byMethodFromPb = (amounts: { [method: string]: number } = {}) =>
  Object.fromEntries(PAYMENT_METHODS.map((method) => [method, amounts[method] ?? 0])) as Record<PaymentMethod, number>;

export function statsFromPb(stats: ordersPb.OrderStats): OrderStats {
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, stats.ordersByStatus[status] ?? 0])) as Record<OrderStatus, number>;
  return {
    totalOrders: stats.totalOrders,
    totalRevenue: stats.totalRevenue,
    ordersByStatus,
    needsAttention: stats.needsAttention,
    series: stats.series.map(({ date, orders, revenue, revenueByMethod }) => ({ date, orders, revenue, revenueByMethod: byMethodFromPb(revenueByMethod) })),
    revenueByMethod: byMethodFromPb(stats.revenueByMethod),
  };
}

export function deliveryZonesToPb(zones: DeliveryZones): ordersPb.DeliveryZones {
  return { json: JSON.stringify(zones) };
}

/**
 * A zone table over the wire, checked against the contract. The server reads what a client sent
 * (invalid: a client error); the client reads what the service answered.
 */
export function deliveryZonesFromPb(message: ordersPb.DeliveryZones | undefined): DeliveryZones {
  let json: unknown;
  try {
    json = JSON.parse(message?.json || '{}');
  } catch {
    json = {};
  }
  const checked = deliveryZonesSchema.safeParse(json);
  if (!checked.success) {
    const errors = checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new AppError('invalid', errors[0]?.message ?? 'Invalid delivery zones', errors);
  }
  return checked.data;
}
