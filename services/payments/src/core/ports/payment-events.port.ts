import type { AdminActionData, PaymentProofSubmittedData, PaymentRefundedData, PaymentSettledData } from '@shop/contracts';

/** An admin's action as the core states it; the request it came in (id, client address) is the adapter's to add. */
export type AdminActionRecord = Omit<AdminActionData, 'requestId' | 'clientAddress'>;

/** A settlement as the outbox records it: the id is fixed on the payment when it settles. */
export interface PaymentSettledEvent {
  id: string;
  occurredAt: Date;
  data: PaymentSettledData;
}

/** A submitted proof as the outbox records it: the id is fixed on the payment with the proof. */
export interface ProofSubmittedEvent {
  id: string;
  occurredAt: Date;
  data: PaymentProofSubmittedData;
}

/** A refund's outcome as the outbox records it: the id is fixed on the refund when it settles. */
export interface PaymentRefundedEvent {
  id: string;
  occurredAt: Date;
  data: PaymentRefundedData;
}

export interface PaymentEvents {
  /** Records `payment.settled`; recording the same event id twice is a no-op. */
  paymentSettled(event: PaymentSettledEvent): Promise<void>;
  /** Records `payment.proof-submitted`; recording the same event id twice is a no-op. */
  proofSubmitted(event: ProofSubmittedEvent): Promise<void>;
  /** Records `payment.refunded`; recording the same event id twice is a no-op. */
  paymentRefunded(event: PaymentRefundedEvent): Promise<void>;
  /** payments.admin-action: one entry of the audit trail, in the same unit of work as the change it records. */
  adminAction(data: AdminActionRecord): Promise<void>;
}
