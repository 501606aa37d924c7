/** Money sent back to the payer of a settled payment. */
export interface RefundRequest {
  /** A fresh UUID: our reference, and the provider's idempotency key, stored before the call. */
  referenceId: string;
  /** Whole RWF; never more than what the payment took, less what was refunded already. */
  amount: number;
  /** Whole RWF the payment took (Airtel Money can only refund a whole payment). */
  paymentAmount: number;
  /** What the payment was known by at the provider: MTN's X-Reference-Id, Airtel's transaction id, Stripe's PaymentIntent. */
  paymentReference: string;
  /** The provider's own transaction id of the payment (MTN financialTransactionId, airtel_money_id), when it gave one. */
  providerTransactionId?: string;
  /** The payer's number (2507xxxxxxxx), for mobile money. */
  msisdn?: string;
  /** Our reference at the provider: the order number. */
  externalId: string;
  note: string;
}

/**
 * succeeded: the money is on its way back. pending: accepted, ask again with refundStatus.
 * failed: the provider refused for sure (the reason is shown to the admin).
 */
export type RefundResult =
  | { status: 'succeeded'; providerReference?: string }
  | { status: 'pending'; providerReference?: string }
  | { status: 'failed'; reason: string };

/**
 * A provider that can send money back. Trouble the caller cannot fix (network, provider errors)
 * throws AppError('unavailable'): the refund stays requested and is asked about again.
 */
export interface RefundingGateway {
  refund(request: RefundRequest): Promise<RefundResult>;
  /** The state of a refund asked for earlier; null when the provider does not know the reference. */
  refundStatus(referenceId: string): Promise<RefundResult | null>;
}
