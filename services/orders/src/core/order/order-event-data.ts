import type { OrderPlacedData, OrderStatusChangedData, StatusChangeReason } from '@shop/contracts';
import type { OrderRecord } from './order';

export function orderPlacedData(order: OrderRecord): OrderPlacedData {
  const data: OrderPlacedData = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    userId: order.userId,
    customer: { ...order.customer, phone: order.shippingAddress.phone },
    items: order.items.map(placedItem),
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
  if (order.delivery) data.delivery = { ...order.delivery, estimate: { ...order.delivery.estimate } };
  return data;
}

/** A line as order.placed lists it: the product, and the variant bought when it is sold in variants. */
function placedItem(line: OrderRecord['items'][number]): OrderPlacedData['items'][number] {
  const item: OrderPlacedData['items'][number] = { productId: line.productId, name: line.name, price: line.price, quantity: line.quantity };
  if (line.variantId) item.variantId = line.variantId;
  if (line.variantLabel) item.variantLabel = line.variantLabel;
  return item;
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
