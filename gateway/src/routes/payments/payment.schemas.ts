import type { Request } from 'express';
import { z } from 'zod';
import { PAYMENT_METHODS } from '@shop/domain';
import type { PaymentState, PaymentView } from '@shop/payments';
import { badRequest } from '../../http/http-error';

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;
export const objectId = (message: string) => z.string({ error: message }).regex(OBJECT_ID, message);

export const orderIdParams = z.object({ orderId: objectId('Invalid order id') });

/** What a shopper sees of a payment's state: a proof awaiting an admin is still PENDING to them. */
export const SHOPPER_STATUSES = ['PENDING', 'SUCCESSFUL', 'FAILED'] as const;
export const shopperStatus = (status: PaymentState): (typeof SHOPPER_STATUSES)[number] =>
  status === 'AWAITING_VERIFICATION' ? 'PENDING' : status;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,200}$/;

/** The `Idempotency-Key` header, when sent; a malformed one is a 400. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.get('idempotency-key');
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw badRequest('Idempotency-Key must be 1 to 200 letters, digits or - _ . :');
  }
  return key;
}

const methodInfo = z.object({
  id: z.enum(PAYMENT_METHODS),
  name: z.string(),
  instructions: z.string(),
  enabled: z.boolean(),
  testMode: z.boolean(),
  dialCode: z.string().optional(),
  merchantCode: z.string().optional(),
  supportPhone: z.string().optional(),
});

export const methodsSchema = z.object({
  manual_momo: methodInfo.optional(),
  momo: methodInfo.optional(),
  stripe: methodInfo.optional(),
});

export const paymentStatusSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(SHOPPER_STATUSES),
  reason: z.string().optional(),
});

export const cardResultSchema = z.object({
  success: z.boolean(),
  paymentId: z.string(),
  referenceId: z.string(),
  paymentIntentId: z.string(),
  status: z.enum(['succeeded', 'failed']),
  message: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }),
});

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
  card: z.object({ brand: z.string(), last4: z.string() }).optional(),
  proof: z.object({ fileKey: z.string(), name: z.string().optional(), submittedAt: z.string() }).optional(),
  /** The screenshot, served to its owner and admins only (bearer token). */
  proofUrl: z.string().optional(),
  settledAt: z.string().optional(),
  settledBy: z.string().optional(),
  note: z.string().optional(),
});

/** Where a proof's owner and admins fetch it: GET, with the bearer token. */
export const proofUrl = (name: string) => `/api/v1/payments/proofs/${name}`;

export function adminView(payment: PaymentView): z.input<typeof adminPaymentSchema> {
  // A proof stored before proofs became private has no name: it is not served any more.
  return payment.proof?.name ? { ...payment, proofUrl: proofUrl(payment.proof.name) } : payment;
}
