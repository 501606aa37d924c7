import type { RefundRecord, ProviderRefundState } from '../refund/refund';

export interface RefundRepository {
  /** False when a refund with this id exists already (the request was delivered twice). */
  insert(refund: RefundRecord): Promise<boolean>;
  findById(id: string): Promise<RefundRecord | null>;
  /** Refunds of a payment, any state. */
  listForPayment(paymentId: string): Promise<RefundRecord[]>;
  /** Conditional update: applies only while the state is one of `from`; null otherwise. */
  transition(id: string, from: readonly ProviderRefundState[], set: Partial<Omit<RefundRecord, 'id'>>): Promise<RefundRecord | null>;
  /** Requested or pending refunds whose next look is due, earliest first. */
  findDue(now: number, limit: number): Promise<RefundRecord[]>;
  /** Settled refunds whose event has not reached the outbox yet. */
  findUnrecorded(limit: number): Promise<RefundRecord[]>;
  markRecorded(id: string): Promise<void>;
}
