// OrderView and the listing shapes <-> orders.proto messages, for the server and the client alike.
// An order travels as its contract in JSON: its fields are declared once, in @shop/contracts.
import { fiscalQueueSchema, orderSchema, type FiscalQueue } from '@shop/contracts';
import { ORDER_STATUSES, type OrderStatus } from '@shop/domain';
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
    series: stats.series.map((day) => ({ ...day })),
  };
}

export function statsFromPb(stats: ordersPb.OrderStats): OrderStats {
  const ordersByStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, stats.ordersByStatus[status] ?? 0])) as Record<OrderStatus, number>;
  return {
    totalOrders: stats.totalOrders,
    totalRevenue: stats.totalRevenue,
    ordersByStatus,
    needsAttention: stats.needsAttention,
    series: stats.series.map(({ date, orders, revenue }) => ({ date, orders, revenue })),
  };
}
