// The orders service's HTTP responses: the `data` of successful envelopes (SPEC section 3's
// order). The gateway validates and documents them (OpenAPI); the web reads them through the types.
import { DISCOUNT_TYPES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '@shop/domain';
import { z } from 'zod';
import { money } from '../fields';
import { paginationSchema } from './pagination';

export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string().describe('e.g. DS-2611-7K3F9Q'),
  userId: z.string(),
  status: z.enum(ORDER_STATUSES),
  trackingNumber: z.string().optional(),
  orderNotes: z.string(),
  adminNotes: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  subtotal: money,
  discount: money,
  couponCode: z.string().optional(),
  deliveryFee: money,
  total: money,
  items: z.array(
    z.object({
      product: z.string(),
      name: z.string(),
      price: money,
      quantity: z.number().int(),
      productSnapshot: z.object({ name: z.string(), category: z.string(), image: z.string() }),
    }),
  ),
  user: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  shippingAddress: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    street: z.string(),
    city: z.string(),
    district: z.string(),
    postalCode: z.string().optional(),
    country: z.string(),
  }),
  paymentInfo: z.object({
    method: z.enum(PAYMENT_METHODS),
    status: z.enum(PAYMENT_STATUSES),
    amount: money,
    currency: z.literal('RWF'),
    reference: z.string().optional(),
    failureReason: z.string().optional(),
    paidAt: z.string().optional(),
  }),
  estimatedDelivery: z.string(),
  reservationExpiresAt: z.string().optional().describe('While the stock is held for an unpaid order'),
  attention: z.object({ reason: z.string(), message: z.string(), flaggedAt: z.string() }).optional().describe('A payment that needs an admin'),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPageSchema = z.object({ orders: z.array(orderSchema), pagination: paginationSchema });
export type OrderPage = z.infer<typeof orderPageSchema>;

const couponSchema = z.object({ code: z.string(), discountType: z.enum(DISCOUNT_TYPES), discountValue: z.number() });

export const cartSchema = z.object({
  cart: z.object({
    coupon: couponSchema.nullable(),
    discount: money.optional().describe('On the subtotal sent'),
    pendingChecks: z.array(z.string()).optional().describe('Coupon rules checked at checkout (signed out)'),
  }),
});
export type CartAnswer = z.infer<typeof cartSchema>;
