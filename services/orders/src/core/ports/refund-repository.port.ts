import type { RefundRecord } from '../refund/refund';

export interface RefundRepository {
  /** DuplicateRefundError when the idempotency key is taken. */
  insert(refund: RefundRecord): Promise<RefundRecord>;
  findById(id: string): Promise<RefundRecord | null>;
  findByIdempotencyKey(key: string): Promise<RefundRecord | null>;
  /** Oldest first. */
  listForOrder(orderId: string): Promise<RefundRecord[]>;
  /** The refunds of these orders, oldest first (a page of the admin list). */
  listForOrders(orderIds: string[]): Promise<RefundRecord[]>;
  /** Applies the outcome only while the refund is still requested; null otherwise. */
  settle(id: string, change: Pick<RefundRecord, 'state' | 'settledAt'> & { failureReason?: string }): Promise<RefundRecord | null>;
}

export class DuplicateRefundError extends Error {
  constructor() {
    super('A refund with the same Idempotency-Key exists');
    this.name = 'DuplicateRefundError';
  }
}
