// The payments service's HTTP API: the `data` of successful envelopes (SPEC section 3, Payment)
// and what the web sends. The gateway validates and documents them (OpenAPI); the web uses the types.
import { PAYMENT_METHODS, WALLETS } from '@shop/domain';
import { z } from 'zod';
import { OBJECT_ID_PATTERN } from '../ids';

/** One method as GET /payments/methods describes it. */
export const paymentMethodInfoSchema = z.object({
  id: z.enum(PAYMENT_METHODS),
  name: z.string(),
  instructions: z.string(),
  enabled: z.boolean(),
  /** True when the method runs against a simulator or a test key: no real money moves. */
  testMode: z.boolean(),
  /** manual_momo: MTN Rwanda merchant pay code, `*182*8*1*<merchant>*<amount>#`, with the amount when asked with ?amount. */
  dialCode: z.string().optional(),
  merchantCode: z.string().optional(),
  supportPhone: z.string().optional(),
  /** momo: the wallets a prompt can go to (MTN MoMo, Airtel Money), each with its own provider. */
  wallets: z.array(z.object({ id: z.enum(WALLETS), name: z.string(), enabled: z.boolean(), testMode: z.boolean() })).optional(),
  /** stripe: the card provider's form is offered; the browser loads Stripe.js with this key (pk_…) and takes the card there. */
  publishableKey: z.string().optional(),
});
export type PaymentMethodInfo = z.infer<typeof paymentMethodInfoSchema>;

export const methodsSchema = z.object({
  manual_momo: paymentMethodInfoSchema.optional(),
  momo: paymentMethodInfoSchema.optional(),
  stripe: paymentMethodInfoSchema.optional(),
});
export type PaymentMethods = z.infer<typeof methodsSchema>;

/** What a shopper sees of a payment's state: a proof awaiting an admin is still PENDING to them. */
export const SHOPPER_STATUSES = ['PENDING', 'SUCCESSFUL', 'FAILED'] as const;
export type ShopperPaymentStatus = (typeof SHOPPER_STATUSES)[number];

/** The answer to a mobile money prompt (POST /payments/momo/request-to-pay). */
export const momoRequestSchema = z.object({ paymentId: z.string(), referenceId: z.string(), status: z.enum(SHOPPER_STATUSES), message: z.string() });
export type MomoRequest = z.infer<typeof momoRequestSchema>;

export const paymentStatusSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(SHOPPER_STATUSES),
  reason: z.string().optional(),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusSchema>;

/** SPEC's Payment result for a card: a decline is `success: false` with the bank's message. */
export const cardResultSchema = z.object({
  success: z.boolean(),
  paymentId: z.string(),
  referenceId: z.string(),
  paymentIntentId: z.string(),
  status: z.enum(['succeeded', 'failed']),
  message: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }),
});
export type CardPaymentAnswer = z.infer<typeof cardResultSchema>;

export const adminPaymentSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  userId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  currency: z.literal('RWF'),
  status: z.enum(['PENDING', 'AWAITING_VERIFICATION', 'SUCCESSFUL', 'FAILED']),
  referenceId: z.string(),
  attempts: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reason: z.string().optional(),
  providerReference: z.string().optional(),
  phone: z.string().optional(),
  wallet: z.enum(WALLETS).optional(),
  card: z.object({ brand: z.string(), last4: z.string() }).optional(),
  proof: z.object({ fileKey: z.string(), name: z.string().optional(), submittedAt: z.string() }).optional(),
  /** The screenshot, served to its owner and admins only (bearer token). */
  proofUrl: z.string().optional(),
  settledAt: z.string().optional(),
  settledBy: z.string().optional(),
  note: z.string().optional(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** GET /admin/payments/{orderId}: the order's payment attempts, newest first. */
export const orderPaymentsSchema = z.object({ orderId: z.string(), payments: z.array(adminPaymentSchema) });
export type OrderPayments = z.infer<typeof orderPaymentsSchema>;

/** POST /payments/card. The payments service checks the card (Luhn, future expiry), with a message per field. */
export const cardPaymentBodySchema = z.object({
  orderId: z.string({ error: 'Invalid order id' }).max(24, { error: 'Invalid order id', abort: true }).regex(OBJECT_ID_PATTERN, 'Invalid order id'),
  card: z
    .object({
      name: z.string().max(100).optional(),
      number: z.string().max(40).optional(),
      expiry: z.string().max(10).optional().describe('MM/YY'),
      cvv: z.string().max(10).optional(),
    })
    .default({}),
});
export type CardPaymentBody = z.input<typeof cardPaymentBodySchema>;

/** POST /payments/card/intent: a card payment of the order's total in the card provider's own form. */
export const cardIntentBodySchema = z.object({
  orderId: z.string({ error: 'Invalid order id' }).max(24, { error: 'Invalid order id', abort: true }).regex(OBJECT_ID_PATTERN, 'Invalid order id'),
});
export type CardIntentBody = z.input<typeof cardIntentBodySchema>;

/**
 * What the browser mounts the provider's form with (Stripe's Payment Element) and confirms the
 * payment in; the payment settles when the provider tells the shop, so the browser then follows
 * GET /payments/{paymentId}/status.
 */
export const cardIntentSchema = z.object({
  paymentId: z.string(),
  /** For this shopper's browser only: never logged or stored. */
  clientSecret: z.string(),
  publishableKey: z.string(),
});
export type CardIntent = z.infer<typeof cardIntentSchema>;

/** PATCH /admin/payments/{orderId}: the admin's verdict on a manual payment's proof. */
export const paymentDecisionBodySchema = z.object({
  status: z.enum(['paid', 'failed'], { error: 'Status must be paid or failed' }),
  note: z.string().trim().max(500, 'Note must be at most 500 characters').optional(),
});
export type PaymentDecisionBody = z.input<typeof paymentDecisionBodySchema>;
