import type { Request } from 'express';
import { z } from 'zod';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_RULE,
  isIdempotencyKey,
  OBJECT_ID_PATTERN,
  type adminPaymentSchema,
  type ShopperPaymentStatus,
} from '@shop/contracts';
import type { PaymentState, PaymentView } from '@shop/payments';
import { badRequest } from '../../http/http-error';

export const objectId = (message: string) => z.string({ error: message }).max(24, { error: message, abort: true }).regex(OBJECT_ID_PATTERN, message);

export const orderIdParams = z.object({ orderId: objectId('Invalid order id') });

/** What a shopper sees of a payment's state: a proof awaiting an admin is still PENDING to them. */
export const shopperStatus = (status: PaymentState): ShopperPaymentStatus =>
  status === 'AWAITING_VERIFICATION' ? 'PENDING' : status;

/** The `Idempotency-Key` header, when sent; a malformed one is a 400. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (!isIdempotencyKey(key)) throw badRequest(IDEMPOTENCY_KEY_RULE);
  return key;
}

/** Where a proof's owner and admins fetch it: GET, with the bearer token. */
export const proofUrl = (name: string) => `/api/v1/payments/proofs/${name}`;

export function adminView(payment: PaymentView): z.input<typeof adminPaymentSchema> {
  // A proof stored before proofs became private has no name: it is not served any more.
  return payment.proof?.name ? { ...payment, proofUrl: proofUrl(payment.proof.name) } : payment;
}
