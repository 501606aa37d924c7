import type { PaymentRefundedData } from '@shop/contracts';
import type { PaymentsPorts } from '../payments-ports';
import { OPEN_REFUND_STATES, type RefundRecord } from './refund';

export interface RefundOutcome {
  state: 'succeeded' | 'failed';
  reason?: string;
  providerReference?: string;
}

/**
 * Settles a refund exactly once: one conditional update moves it out of an open state and fixes
 * the id of its payment.refunded event, recorded in the outbox in the same transaction. A repeated
 * answer finds it settled and changes nothing; `recordPending` finishes an interrupted recording.
 */
export class RefundSettlement {
  constructor(private readonly deps: Pick<PaymentsPorts, 'refunds' | 'events' | 'clock' | 'ids' | 'unitOfWork'>) {}

  async settle(refund: RefundRecord, outcome: RefundOutcome): Promise<RefundRecord> {
    const now = this.deps.clock.now().toISOString();
    const set: Partial<RefundRecord> = { state: outcome.state, updatedAt: now, settledAt: now, eventId: this.deps.ids.objectId(), eventRecorded: false };
    if (outcome.reason !== undefined) set.reason = outcome.reason.slice(0, 300);
    if (outcome.providerReference !== undefined) set.providerReference = outcome.providerReference;
    const settled = await this.deps.unitOfWork.run(async () => {
      const moved = await this.deps.refunds.transition(refund.id, OPEN_REFUND_STATES, set);
      if (moved) await this.record(moved);
      return moved;
    });
    return settled ?? (await this.deps.refunds.findById(refund.id)) ?? refund;
  }

  async recordPending(limit = 50): Promise<number> {
    const pending = await this.deps.refunds.findUnrecorded(limit);
    for (const refund of pending) await this.record(refund);
    return pending.length;
  }

  private async record(refund: RefundRecord): Promise<void> {
    if (!refund.eventId || !refund.settledAt || (refund.state !== 'succeeded' && refund.state !== 'failed')) return;
    await this.deps.events.paymentRefunded({ id: refund.eventId, occurredAt: new Date(refund.settledAt), data: refundedData(refund, refund.state) });
    await this.deps.refunds.markRecorded(refund.id);
  }
}

function refundedData(refund: RefundRecord, status: 'succeeded' | 'failed'): PaymentRefundedData {
  const data: PaymentRefundedData = {
    refundId: refund.id,
    orderId: refund.orderId,
    method: refund.method,
    amount: refund.amount,
    currency: 'RWF',
    status,
    settledAt: refund.settledAt ?? refund.updatedAt,
  };
  if (refund.paymentId) data.paymentId = refund.paymentId;
  if (refund.reason) data.reason = refund.reason;
  if (refund.providerReference) data.providerReference = refund.providerReference;
  if (refund.manual) data.manual = true;
  return data;
}
