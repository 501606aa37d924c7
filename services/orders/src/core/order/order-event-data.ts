import type { OrderPlacedData, OrderStatusChangedData, StatusChangeReason } from '@shop/contracts';
import type { OrderRecord } from './order';

export function orderPlacedData(order: OrderRecord): OrderPlacedData {
  const data: OrderPlacedData = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    userId: order.userId,
    customer: { ...order.customer, phone: order.shippingAddress.phone },
    items: order.items.map(({ productId, name, price, quantity }) => ({ productId, name, price, quantity })),
    subtotal: order.subtotal,
    discount: order.discount,
    deliveryFee: order.deliveryFee,
    total: order.total,
    currency: 'RWF',
    paymentMethod: order.paymentInfo.method,
    reservationExpiresAt: order.reservation.expiresAt,
    placedAt: order.createdAt,
  };
  if (order.couponCode) data.couponCode = order.couponCode;
  if (order.smsUpdates !== undefined) data.smsUpdates = order.smsUpdates;
  if (order.language) data.language = order.language;
  return data;
}

export function statusChangedData(
  before: OrderRecord,
  after: OrderRecord,
  change: { reason: StatusChangeReason; by: string; notes?: string },
): OrderStatusChangedData {
  const data: OrderStatusChangedData = {
    orderId: after.id,
    orderNumber: after.orderNumber,
    userId: after.userId,
    email: after.customer.email,
    from: before.status,
    to: after.status,
    paymentStatus: after.paymentInfo.status,
    reason: change.reason,
    changedBy: change.by,
    changedAt: after.updatedAt,
  };
  if (after.trackingNumber) data.trackingNumber = after.trackingNumber;
  if (change.notes) data.notes = change.notes;
  return data;
}
