import { AppError, type PaymentMethod } from '@shop/domain';
import type { PaymentsPorts } from '../payments-ports';
import type { PayableOrder } from '../ports/payable-orders.port';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import { DuplicatePaymentError } from '../ports/payment-repository.port';
import type { NewPaymentRecord, PaymentRecord } from './payment';

export interface OpenRequest {
  order: PayableOrder;
  method: PaymentMethod;
  /** Already scoped to the user. */
  idempotencyKey?: string;
  /** The new payment, when none is to be reused. */
  build: () => NewPaymentRecord;
  /** Whether the order's open payment of the same method answers this request too. */
  reuses: (open: PaymentRecord) => boolean;
}

export type Opened = { payment: PaymentRecord; created: boolean };

/**
 * Opens a payment for an order, or finds the one this request maps to: the same idempotency
 * key, or the order's open payment when the method allows reuse. Unique indexes (key, open
 * slot) settle races between concurrent requests; the store has the last word.
 */
export class PaymentOpener {
  constructor(private readonly deps: Pick<PaymentsPorts, 'payments'>) {}

  async open(request: OpenRequest): Promise<Opened> {
    const { payments } = this.deps;
    const existing = await this.answered(request);
    if (existing) return existing;
    if (await payments.hasSucceeded(request.order.orderId)) throw new AppError('conflict', M.orderAlreadyPaid);
    let created: PaymentRecord;
    try {
      created = await payments.insert(request.build());
    } catch (error) {
      if (!(error instanceof DuplicatePaymentError)) throw error;
      // A concurrent request won the key or the slot: answer as it was answered.
      const winner = await this.answered(request);
      if (winner) return winner;
      throw new AppError('conflict', M.otherPaymentOpen);
    }
    // A payment that settled paid between our check and our insert no longer held the slot.
    if (await payments.hasSucceeded(request.order.orderId)) {
      await payments.delete(created.id);
      throw new AppError('conflict', M.orderAlreadyPaid);
    }
    return { payment: created, created: true };
  }

  private async answered(request: OpenRequest): Promise<Opened | null> {
    const { payments } = this.deps;
    if (request.idempotencyKey) {
      const same = await payments.findByIdempotencyKey(request.idempotencyKey);
      if (same) {
        if (same.orderId !== request.order.orderId || same.method !== request.method) {
          throw new AppError('conflict', M.idempotencyClash);
        }
        return { payment: same, created: false };
      }
    }
    const open = await payments.findOpenForOrder(request.order.orderId);
    if (!open) return null;
    if (open.method === request.method && request.reuses(open)) return { payment: open, created: false };
    throw new AppError('conflict', openConflictMessage(open));
  }
}

function openConflictMessage(open: PaymentRecord): string {
  if (open.method === 'momo') return M.momoPending;
  if (open.method === 'stripe') return M.cardInProgress;
  return open.status === 'AWAITING_VERIFICATION' ? M.proofAwaiting : M.otherPaymentOpen;
}
