// What the consumers read of each event they take; anything else in the payload is ignored.
import { PAYMENT_METHODS } from '@shop/domain';
import { z } from 'zod';

const amount = z.number().int().nonnegative();

/** order.placed (services/orders/src/api/order-events.ts, OrderPlacedData). */
export const orderPlacedSchema = z.object({
  orderId: z.string().min(1),
  orderNumber: z.string().min(1),
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string().includes('@') }),
  items: z.array(z.object({ name: z.string(), price: amount, quantity: z.number().int().positive() })).min(1),
  subtotal: amount,
  discount: amount,
  couponCode: z.string().optional(),
  deliveryFee: amount,
  total: amount,
  paymentMethod: z.enum(PAYMENT_METHODS),
  placedAt: z.string(),
});

/** order.status-changed (OrderStatusChangedData). */
export const orderStatusChangedSchema = z.object({
  orderId: z.string().min(1),
  orderNumber: z.string().min(1),
  email: z.string().includes('@'),
  from: z.string(),
  to: z.string(),
  trackingNumber: z.string().optional(),
  reason: z.string(),
});

/** payment.settled (services/payments/src/api/payments-api.ts, PaymentSettledData). */
export const paymentSettledSchema = z.object({
  orderId: z.string().min(1),
  status: z.enum(['paid', 'failed']),
  amount: amount.optional(),
});

/** newsletter.campaign-queued (the service's own). */
export const campaignQueuedSchema = z.object({ campaignId: z.string().regex(/^[0-9a-f]{24}$/) });
