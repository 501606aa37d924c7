// Events the orders service emits, recorded through the outbox of the orders store.
import { LANGUAGES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/domain';
import { z } from 'zod';
import { objectIdSchema } from '../id-schema';
import { defineEvent } from './envelope';
import { emailAddress, instant, rwf, rwfAmount } from '../fields';
import { orderDeliverySchema } from '../api/delivery-zones';

export const ORDER_PLACED = 'order.placed';
export const ORDER_STATUS_CHANGED = 'order.status-changed';
export const PAYMENT_CHECK_REQUESTED = 'payment.check-requested';

/** order.placed: once per order, when its stock is reserved. */
export const orderPlacedSchema = z.object({
  orderId: objectIdSchema,
  orderNumber: z.string().min(1),
  userId: objectIdSchema,
  /** phone: the delivery phone, absent from events of orders placed before SMS updates. */
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: emailAddress, phone: z.string().optional() }),
  /** variantId and variantLabel ("L / Black"): the variant bought, for a product sold in variants. */
  items: z
    .array(
      z.object({
        productId: objectIdSchema,
        variantId: objectIdSchema.optional(),
        variantLabel: z.string().optional(),
        name: z.string(),
        price: rwfAmount,
        quantity: z.number().int().positive(),
      }),
    )
    .min(1),
  subtotal: rwfAmount,
  discount: rwfAmount,
  couponCode: z.string().optional(),
  deliveryFee: rwfAmount,
  total: rwfAmount,
  currency: rwf,
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** When an unpaid order's stock is released. */
  reservationExpiresAt: instant,
  placedAt: instant,
  /** The shopper takes the order's updates by SMS (absent: the order predates the choice, no SMS). */
  smsUpdates: z.boolean().optional(),
  /** The language of the order's messages; absent: English. */
  language: z.enum(LANGUAGES).optional(),
  /** The delivery zone the order was priced with and its estimate; absent: Kigali's (SPEC's 3-4 days). */
  delivery: orderDeliverySchema.optional(),
});
export type OrderPlacedData = z.infer<typeof orderPlacedSchema>;
export const orderPlacedEvent = defineEvent(ORDER_PLACED, orderPlacedSchema);

export const STATUS_CHANGE_REASONS = ['admin', 'payment_paid', 'payment_failed', 'reservation_expired'] as const;
/** Why the status changed. */
export type StatusChangeReason = (typeof STATUS_CHANGE_REASONS)[number];

/** order.status-changed: on every admin update (status, tracking number, notes) and every change the service makes itself. */
export const orderStatusChangedSchema = z.object({
  orderId: objectIdSchema,
  orderNumber: z.string().min(1),
  userId: objectIdSchema,
  email: emailAddress,
  from: z.enum(ORDER_STATUSES),
  to: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  trackingNumber: z.string().optional(),
  notes: z.string().optional(),
  reason: z.enum(STATUS_CHANGE_REASONS),
  /** The admin's user id, or 'system'. */
  changedBy: z.string().min(1),
  changedAt: instant,
});
export type OrderStatusChangedData = z.infer<typeof orderStatusChangedSchema>;
export const orderStatusChangedEvent = defineEvent(ORDER_STATUS_CHANGED, orderStatusChangedSchema);

/**
 * payment.check-requested: the owner of an order asked whether its payment has gone through;
 * payments asks the provider about the order's open payments.
 */
export const paymentCheckRequestedSchema = z.object({
  orderId: objectIdSchema,
  userId: objectIdSchema,
});
export type PaymentCheckRequestedData = z.infer<typeof paymentCheckRequestedSchema>;
export const paymentCheckRequestedEvent = defineEvent(PAYMENT_CHECK_REQUESTED, paymentCheckRequestedSchema);

export const REFUND_REQUESTED = 'order.refund-requested';

/**
 * order.refund-requested: money must go back to the shopper (a paid order cancelled, or an
 * admin's refund of the whole order or chosen lines). Payments refunds through the provider that
 * took the money, once per refundId, and answers with payment.refunded.
 */
export const refundRequestedSchema = z.object({
  refundId: objectIdSchema,
  orderId: objectIdSchema,
  orderNumber: z.string().min(1),
  userId: objectIdSchema,
  /** The order's settled payment, as payment.settled named it. */
  paymentId: z.string().min(1).optional(),
  method: z.enum(PAYMENT_METHODS),
  amount: rwfAmount,
  currency: rwf,
  reason: z.string(),
  /** The admin who asked. */
  requestedBy: objectIdSchema,
  requestedAt: instant,
});
export type RefundRequestedData = z.infer<typeof refundRequestedSchema>;
export const refundRequestedEvent = defineEvent(REFUND_REQUESTED, refundRequestedSchema);
