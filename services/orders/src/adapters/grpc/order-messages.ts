// OrderView and the listing shapes <-> orders.proto messages, for the server and the client alike.
import { ORDER_STATUSES, type OrderStatus } from '@shop/domain';
import type { ordersPb } from '@shop/proto';
import type { AttentionReason, OrderPage, OrderStats, OrderView, PaymentInfoView } from '../../api/orders-api';

export function orderToPb(order: OrderView): ordersPb.Order {
  return {
    id: order._id,
    orderNumber: order.orderNumber,
    userId: order.userId,
    user: { ...order.user },
    status: order.status,
    trackingNumber: order.trackingNumber,
    orderNotes: order.orderNotes,
    adminNotes: order.adminNotes,
    items: order.items.map((item) => ({
      productId: item.product,
      name: item.name,
      price: item.price,
      quantity: item.quantity,
      productSnapshot: { ...item.productSnapshot },
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    couponCode: order.couponCode,
    deliveryFee: order.deliveryFee,
    total: order.total,
    shippingAddress: { ...order.shippingAddress },
    paymentInfo: {
      method: order.paymentInfo.method,
      status: order.paymentInfo.status,
      amount: order.paymentInfo.amount,
      currency: order.paymentInfo.currency,
      reference: order.paymentInfo.reference,
      failureReason: order.paymentInfo.failureReason,
      paidAt: order.paymentInfo.paidAt,
    },
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    estimatedDelivery: order.estimatedDelivery,
    reservationExpiresAt: order.reservationExpiresAt,
    attention: order.attention ? { ...order.attention } : undefined,
  };
}

export function orderFromPb(order: ordersPb.Order | undefined): OrderView {
  if (!order) throw new Error('orders answered without an order');
  const address = order.shippingAddress;
  const payment = order.paymentInfo;
  const view: OrderView = {
    _id: order.id,
    orderNumber: order.orderNumber,
    userId: order.userId,
    status: order.status as OrderStatus,
    orderNotes: order.orderNotes,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    subtotal: order.subtotal,
    discount: order.discount,
    deliveryFee: order.deliveryFee,
    total: order.total,
    items: order.items.map((item) => ({
      product: item.productId,
      name: item.name,
      price: item.price,
      quantity: item.quantity,
      productSnapshot: {
        name: item.productSnapshot?.name ?? item.name,
        category: item.productSnapshot?.category ?? '',
        image: item.productSnapshot?.image ?? '',
      },
    })),
    user: { firstName: order.user?.firstName ?? '', lastName: order.user?.lastName ?? '', email: order.user?.email ?? '' },
    shippingAddress: {
      firstName: address?.firstName ?? '',
      lastName: address?.lastName ?? '',
      email: address?.email ?? '',
      phone: address?.phone ?? '',
      street: address?.street ?? '',
      city: address?.city ?? '',
      district: address?.district ?? '',
      ...(address?.postalCode !== undefined ? { postalCode: address.postalCode } : {}),
      country: 'Rwanda',
    },
    paymentInfo: {
      method: (payment?.method ?? 'momo') as PaymentInfoView['method'],
      status: (payment?.status ?? 'pending') as PaymentInfoView['status'],
      amount: payment?.amount ?? 0,
      currency: 'RWF',
    },
    estimatedDelivery: order.estimatedDelivery,
  };
  if (order.trackingNumber !== undefined) view.trackingNumber = order.trackingNumber;
  if (order.adminNotes !== undefined) view.adminNotes = order.adminNotes;
  if (order.couponCode !== undefined) view.couponCode = order.couponCode;
  if (payment?.reference !== undefined) view.paymentInfo.reference = payment.reference;
  if (payment?.failureReason !== undefined) view.paymentInfo.failureReason = payment.failureReason;
  if (payment?.paidAt !== undefined) view.paymentInfo.paidAt = payment.paidAt;
  if (order.reservationExpiresAt !== undefined) view.reservationExpiresAt = order.reservationExpiresAt;
  if (order.attention) view.attention = { ...order.attention, reason: order.attention.reason as AttentionReason };
  return view;
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
