import type { NewPaymentRecord, PaymentChange, PaymentRecord } from '../payment/payment';
import type { PaymentState } from '../../api/payments-api';

export interface PaymentRepository {
  /** Throws DuplicatePaymentError when the reference, idempotency key or the order's open slot is taken. */
  insert(payment: NewPaymentRecord): Promise<PaymentRecord>;
  findById(id: string): Promise<PaymentRecord | null>;
  findByReference(referenceId: string): Promise<PaymentRecord | null>;
  findByIdempotencyKey(key: string): Promise<PaymentRecord | null>;
  /** The order's open (PENDING or AWAITING_VERIFICATION) payment. */
  findOpenForOrder(orderId: string): Promise<PaymentRecord | null>;
  findPendingMobileMoneyByOrderNumber(orderNumber: string): Promise<PaymentRecord | null>;
  /** The payment whose current proof has this random name. */
  findByProofName(name: string): Promise<PaymentRecord | null>;
  /** FAILED prompts whose next late check is due, earliest first. */
  findLateChecksDue(now: number, limit: number): Promise<PaymentRecord[]>;
  hasSucceeded(orderId: string): Promise<boolean>;
  /** Newest first. */
  listForOrder(orderId: string): Promise<PaymentRecord[]>;
  /** Conditional update: applies only while the status is one of `from`; null when it is not (or no payment). */
  transition(id: string, from: readonly PaymentState[], change: PaymentChange): Promise<PaymentRecord | null>;
  /**
   * Takes the next poll of a PENDING payment: only when `nextPollAt` still holds the value the
   * caller read, so two pollers never ask the provider for the same payment at once.
   */
  claimPoll(id: string, seenNextPollAt: number | undefined, nextPollAt: number, polledAt: string): Promise<PaymentRecord | null>;
  /** PENDING payments whose next poll is due, earliest first. */
  findDue(now: number, limit: number): Promise<PaymentRecord[]>;
  /** Settled payments whose event has not reached the outbox yet. */
  findUnrecordedSettlements(limit: number): Promise<PaymentRecord[]>;
  markSettlementRecorded(id: string): Promise<void>;
  /** Payments whose submitted proof has not reached the outbox yet. */
  findUnrecordedProofs(limit: number): Promise<PaymentRecord[]>;
  /** Marks the proof event recorded, only while it is still the payment's latest one. */
  markProofRecorded(id: string, eventId: string): Promise<void>;
  delete(id: string): Promise<void>;
}

/** A unique key of the payments store is taken (reference, idempotency key, open slot). */
export class DuplicatePaymentError extends Error {
  constructor(message = 'A payment with the same unique key exists') {
    super(message);
    this.name = 'DuplicatePaymentError';
  }
}
