/**
 * The `data` of the events the orders service emits and consumes. Envelope `{id, type,
 * occurredAt, data}` (ARCHITECTURE.md); emitted through the outbox of the orders store.
 */
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@shop/domain';

export const ORDER_PLACED = 'order.placed';
export const ORDER_STATUS_CHANGED = 'order.status-changed';
export const PAYMENT_SETTLED = 'payment.settled';
export const NEWSLETTER_SUBSCRIBED = 'newsletter.subscribed';
export const NEWSLETTER_UNSUBSCRIBED = 'newsletter.unsubscribed';

/** Emitted once per order, when its stock is reserved. */
export interface OrderPlacedData extends Record<string, unknown> {
  orderId: string;
  orderNumber: string;
  userId: string;
  customer: { firstName: string; lastName: string; email: string };
  items: Array<{ productId: string; name: string; price: number; quantity: number }>;
  subtotal: number;
  discount: number;
  couponCode?: string;
  deliveryFee: number;
  total: number;
  currency: 'RWF';
  paymentMethod: PaymentMethod;
  /** When an unpaid order's stock is released. */
  reservationExpiresAt: string;
  placedAt: string;
}

/** Why the status changed. */
export type StatusChangeReason = 'admin' | 'payment_paid' | 'payment_failed' | 'reservation_expired';

/** Emitted on every admin update (status, tracking number, notes) and every change the service makes itself. */
export interface OrderStatusChangedData extends Record<string, unknown> {
  orderId: string;
  orderNumber: string;
  userId: string;
  email: string;
  from: OrderStatus;
  to: OrderStatus;
  paymentStatus: PaymentStatus;
  trackingNumber?: string;
  notes?: string;
  reason: StatusChangeReason;
  /** The admin's user id, or 'system'. */
  changedBy: string;
  changedAt: string;
}

/** Consumed: the payments service's verdict on a payment. */
export interface PaymentSettledData {
  paymentId: string;
  orderId: string;
  status: 'paid' | 'failed';
  method: PaymentMethod;
  amount: number;
  currency: 'RWF';
  providerReference?: string;
  reason?: string;
}

/** Consumed: a newsletter subscription (notifications service). */
export interface NewsletterSubscribedData {
  email: string;
  subscribedAt: string;
}

/** Consumed: the end of a newsletter subscription (notifications service). */
export interface NewsletterUnsubscribedData {
  email: string;
  unsubscribedAt: string;
}
