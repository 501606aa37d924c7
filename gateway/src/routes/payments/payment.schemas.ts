import { z } from 'zod';
import {
  OBJECT_ID_PATTERN,
  type adminPaymentSchema,
  type ShopperPaymentStatus,
} from '@shop/contracts';
import type { PaymentState, PaymentView } from '@shop/payments';

export const objectId = (message: string) => z.string({ error: message }).max(24, { error: message, abort: true }).regex(OBJECT_ID_PATTERN, message);

export const orderIdParams = z.object({ orderId: objectId('Invalid order id') });

/** What a shopper sees of a payment's state: a proof awaiting an admin is still PENDING to them. */
export const shopperStatus = (status: PaymentState): ShopperPaymentStatus =>
  status === 'AWAITING_VERIFICATION' ? 'PENDING' : status;


/** Where a proof's owner and admins fetch it: GET, with the bearer token. */
export const proofUrl = (name: string) => `/api/v1/payments/proofs/${name}`;

export function adminView(payment: PaymentView): z.input<typeof adminPaymentSchema> {
  // A proof stored before proofs became private has no name: it is not served any more.
  return payment.proof?.name ? { ...payment, proofUrl: proofUrl(payment.proof.name) } : payment;
}
