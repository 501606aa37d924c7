// The orders service's HTTP API: the `data` of successful envelopes (SPEC section 3's order) and
// what the web sends. The gateway validates and documents them (OpenAPI); the web uses the types.
import { DISCOUNT_TYPES, LANGUAGES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, WALLETS } from '@shop/domain';
import { z } from 'zod';
import { money } from '../fields';
import { orderDeliverySchema } from './delivery-zones';
import { ORDER_LIMITS } from './order-limits';
import { paginationSchema } from './pagination';

/** Why a payment needs an admin; refund_due: a provider approved a payment after the order's reservation was gone. */
export const ATTENTION_REASONS = ['paid_without_stock', 'amount_mismatch', 'duplicate_payment', 'refund_due'] as const;

/** What the VSDC signed: printed on the receipt as RRA requires, never shown before it answered. */
export const signedFiscalReceiptSchema = z.object({
  sdcId: z.string(),
  mrcNo: z.string(),
  rcptNo: z.number().int(),
  totRcptNo: z.number().int(),
  intrlData: z.string(),
  rcptSign: z.string(),
  vsdcAt: z.string().describe('The VSDC’s date and time of the receipt'),
});
export type SignedFiscalReceipt = z.infer<typeof signedFiscalReceiptSchema>;

/** An EBM receipt of the order: its sale (S) once paid, a refund (R) per refund that went through. */
export const fiscalReceiptSchema = z.object({
  invoiceNo: z.number().int().describe('The shop’s invoice number at the VSDC'),
  receiptType: z.enum(['S', 'R']),
  originalInvoiceNo: z.number().int().optional().describe('R: the sale it reverses'),
  amount: money,
  vat: money.describe('Tax type B: the VAT inside the amount'),
  state: z.enum(['pending', 'signed']).describe('pending until the VSDC has answered'),
  signed: signedFiscalReceiptSchema.optional(),
  printedAt: z.string().optional().describe('When the buyer first printed it: every later print is a copy'),
});
export type FiscalReceiptView = z.infer<typeof fiscalReceiptSchema>;

export const REFUND_STATES = ['requested', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** Money going back to the shopper, through the provider that took it (or by hand for a manual payment). */
export const refundSchema = z.object({
  refundId: z.string(),
  amount: money,
  state: z.enum(REFUND_STATES),
  reason: z.string(),
  failureReason: z.string().optional(),
  lines: z.array(z.object({ product: z.string(), variant: z.string().optional(), name: z.string(), quantity: z.number().int() })).describe('Lines going back into stock; empty for a whole order cancelled'),
  manual: z.boolean().optional().describe('Paid back outside the shop (a manual USSD payment) and recorded'),
  requestedAt: z.string(),
  settledAt: z.string().optional(),
});
export type RefundView = z.infer<typeof refundSchema>;

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
      variant: z.string().optional().describe('The variant bought, for a product sold in variants'),
      variantLabel: z.string().optional().describe('Its option values, e.g. "L / Black"'),
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
    wallet: z.enum(WALLETS).optional().describe('Mobile money: the wallet that paid'),
    refunded: money.optional().describe('What went back to the shopper so far'),
  }),
  estimatedDelivery: z.string(),
  delivery: orderDeliverySchema.optional().describe('The delivery zone the order was priced with, its fee and estimate (absent on orders placed before zones existed: Kigali’s)'),
  reservationExpiresAt: z.string().optional().describe('While the stock is held for an unpaid order'),
  attention: z.object({ reason: z.enum(ATTENTION_REASONS), message: z.string(), flaggedAt: z.string() }).optional().describe('A payment that needs an admin'),
  smsUpdates: z.boolean().optional().describe('The shopper takes this order’s updates by SMS on the delivery phone (absent on orders placed before the choice existed)'),
  language: z.enum(LANGUAGES).optional().describe('The language the order’s messages are written in'),
  fiscalReceipts: z.array(fiscalReceiptSchema).optional().describe('EBM receipts: the sale once paid, then each refund'),
  refunds: z.array(refundSchema).optional(),
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

// Requests are typed loosely on purpose: the orders service checks every field with SPEC's
// messages (the same checks run over gRPC); these schemas refuse only what is not even the right type.

const text = (max: number, label: string) => z.string({ error: `${label} must be text` }).max(max, `${label} must be at most ${max} characters`);
const amount = (label: string) => z.number({ error: `${label} must be a number` });

/** The body of POST /orders (SPEC section 3, Order creation payload). */
export const orderPayloadSchema = z.object({
  items: z
    .array(
      z.object({
        product: text(64, 'Product'),
        variant: text(64, 'Variant').optional().describe('Required for a product sold in variants'),
        quantity: amount('Quantity'),
        price: amount('Price'),
        name: text(300, 'Name').optional(),
      }),
      { error: 'Items must be a list' },
    )
    .max(ORDER_LIMITS.lines, `An order can have at most ${ORDER_LIMITS.lines} different products`)
    .optional(),
  subtotal: amount('Subtotal').optional(),
  discount: amount('Discount').optional(),
  deliveryFee: amount('Delivery fee').optional(),
  total: amount('Total').optional(),
  shippingAddress: z
    .object({
      firstName: text(ORDER_LIMITS.addressFieldLength, 'First name').optional(),
      lastName: text(ORDER_LIMITS.addressFieldLength, 'Last name').optional(),
      email: text(ORDER_LIMITS.addressFieldLength, 'Email').optional(),
      phone: text(ORDER_LIMITS.addressFieldLength, 'Phone number').optional(),
      street: text(ORDER_LIMITS.addressFieldLength, 'Address').optional(),
      city: text(ORDER_LIMITS.addressFieldLength, 'City').optional(),
      district: text(ORDER_LIMITS.addressFieldLength, 'District').optional(),
      postalCode: text(ORDER_LIMITS.addressFieldLength, 'Postal code').optional(),
      country: text(ORDER_LIMITS.addressFieldLength, 'Country').optional(),
    })
    .optional(),
  paymentInfo: z
    .object({
      method: text(50, 'Payment method').optional(),
      status: text(50, 'Payment status').optional().describe('Ignored: a new order’s payment is always pending'),
      amount: amount('Amount').optional(),
      currency: text(10, 'Currency').optional(),
    })
    .optional(),
  orderNotes: text(ORDER_LIMITS.orderNotesLength, 'Order notes').optional(),
  couponCode: text(ORDER_LIMITS.couponCodeLength, 'Coupon code').optional(),
  smsUpdates: z.boolean({ error: 'SMS updates must be true or false' }).optional().describe('The order’s updates by SMS on the delivery phone; default true. Never marketing'),
  language: text(10, 'Language').optional().describe('en, fr or rw: the language of the order’s e-mails and SMS; default en'),
});
export type OrderPayload = z.input<typeof orderPayloadSchema>;

/** The body of PATCH /orders/{id}/status (admin). */
export const orderStatusBodySchema = z.object({
  status: z.string({ error: 'Status is required' }).max(30),
  trackingNumber: text(ORDER_LIMITS.trackingNumberLength, 'Tracking number').optional(),
  notes: text(ORDER_LIMITS.statusNotesLength, 'Notes').optional(),
});
export type OrderStatusBody = z.input<typeof orderStatusBodySchema>;

/** The body of PATCH /orders/{id}/payment-status. */
export const paymentStatusBodySchema = z.object({
  status: z.string({ error: 'Status is required' }).max(30).describe('Admins: paid or failed. Shoppers: ignored; the provider’s verdict counts'),
  referenceId: text(200, 'Reference').optional(),
  transactionId: text(200, 'Transaction id').optional(),
});
export type PaymentStatusBody = z.input<typeof paymentStatusBodySchema>;

/** The body of POST /cart/coupon. */
export const couponBodySchema = z.object({
  code: z.string({ error: 'Please enter a promo code' }).max(ORDER_LIMITS.couponCodeLength, 'Please enter a valid promo code'),
  subtotal: z.number({ error: 'Subtotal must be a number' }).int('Subtotal must be a whole number of RWF').min(0).optional(),
});
export type CouponBody = z.input<typeof couponBodySchema>;

/** The body of POST /admin/orders/{id}/refunds. */
export const refundBodySchema = z.object({
  lines: z
    .array(z.object({ product: text(64, 'Product'), variant: text(64, 'Variant').optional(), quantity: amount('Quantity') }), { error: 'Lines must be a list' })
    .max(ORDER_LIMITS.lines)
    .optional()
    .describe('The lines to refund, which go back into stock; absent: the whole order'),
  reason: text(300, 'Reason').optional(),
});
export type RefundBody = z.input<typeof refundBodySchema>;

/** GET /admin/fiscal-receipts/queue: EBM receipts the VSDC has not signed yet, oldest first. */
export const fiscalQueueSchema = z.object({
  branch: z.string().describe('<TIN>-<branch id>'),
  receipts: z.array(
    z.object({
      invoiceNo: z.number().int(),
      receiptType: z.enum(['S', 'R']),
      orderId: z.string(),
      orderNumber: z.string(),
      amount: money,
      attempts: z.number().int(),
      queuedAt: z.string(),
      nextAttemptAt: z.string().optional(),
      lastError: z.string().optional().describe('What the VSDC (or the network) answered last'),
    }),
  ),
});
export type FiscalQueue = z.infer<typeof fiscalQueueSchema>;
