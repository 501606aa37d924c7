// Events the payments service emits, recorded through the outbox of the payments store.
import { PAYMENT_METHODS, WALLETS } from '@shop/domain';
import { z } from 'zod';
import { objectIdSchema } from '../id-schema';
import { defineEvent } from './envelope';
import { instant, rwf, rwfAmount } from '../fields';

export const PAYMENT_SETTLED = 'payment.settled';
export const PAYMENT_PROOF_SUBMITTED = 'payment.proof-submitted';

/** The payments service's id of a payment; other services keep it as an opaque reference. */
const paymentReference = z.string().min(1);

/** payment.settled: the verdict on a payment, once per payment (twice for a late approval). */
export const paymentSettledSchema = z.object({
  paymentId: paymentReference,
  orderId: objectIdSchema,
  status: z.enum(['paid', 'failed']),
  method: z.enum(PAYMENT_METHODS),
  amount: rwfAmount,
  currency: rwf,
  providerReference: z.string().optional(),
  reason: z.string().optional(),
  /**
   * A prompt we had failed as timed out, approved at the provider afterwards: a second event for
   * the payment. Orders confirms the order if its reservation still holds, else flags a refund.
   */
  approvedLate: z.literal(true).optional(),
  /** Mobile money: the wallet that paid. */
  wallet: z.enum(WALLETS).optional(),
});
export type PaymentSettledData = z.infer<typeof paymentSettledSchema>;
export const paymentSettledEvent = defineEvent(PAYMENT_SETTLED, paymentSettledSchema);

/** payment.proof-submitted: a shopper sent the screenshot of a manual payment; it now awaits an admin. */
export const paymentProofSubmittedSchema = z.object({
  paymentId: paymentReference,
  orderId: objectIdSchema,
  orderNumber: z.string().min(1),
  userId: objectIdSchema,
  submittedAt: instant,
});
export type PaymentProofSubmittedData = z.infer<typeof paymentProofSubmittedSchema>;
export const paymentProofSubmittedEvent = defineEvent(PAYMENT_PROOF_SUBMITTED, paymentProofSubmittedSchema);

export const PAYMENT_REFUNDED = 'payment.refunded';

/** payment.refunded: the outcome of a refund orders asked for (order.refund-requested), once per refund. */
export const paymentRefundedSchema = z.object({
  refundId: objectIdSchema,
  orderId: objectIdSchema,
  paymentId: paymentReference.optional(),
  method: z.enum(PAYMENT_METHODS),
  amount: rwfAmount,
  currency: rwf,
  status: z.enum(['succeeded', 'failed']),
  reason: z.string().optional(),
  providerReference: z.string().optional(),
  /** A manual USSD payment, paid back by the admin outside the shop and recorded. */
  manual: z.literal(true).optional(),
  settledAt: instant,
});
export type PaymentRefundedData = z.infer<typeof paymentRefundedSchema>;
export const paymentRefundedEvent = defineEvent(PAYMENT_REFUNDED, paymentRefundedSchema);
