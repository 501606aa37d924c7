import type { PaymentProofSubmittedData } from '@shop/contracts';
import type { PaymentsPorts } from '../payments-ports';
import type { PaymentRecord } from './payment';

/**
 * Tells orders that a payment proof awaits an admin (`payment.proof-submitted`). The event's id
 * is fixed on the payment in the same write that stores the proof; the event is then recorded
 * in the outbox under that id. Should the process stop between the two writes, `recordPending`
 * (run by the poller) records it later, under the same id: the proof and its event go together.
 */
export class ProofAnnouncement {
  constructor(private readonly deps: Pick<PaymentsPorts, 'payments' | 'events' | 'logger'>) {}

  /** Records the payment's proof event now; a failure is left to the sweep. */
  async announce(payment: PaymentRecord): Promise<void> {
    await this.record(payment).catch((error: unknown) =>
      this.deps.logger.warn({ err: error, paymentId: payment.id }, 'proof event not recorded yet; the sweep will retry'),
    );
  }

  /** Records the events of submitted proofs that are not in the outbox yet. */
  async recordPending(limit = 50): Promise<number> {
    const pending = await this.deps.payments.findUnrecordedProofs(limit);
    for (const payment of pending) await this.record(payment);
    return pending.length;
  }

  private async record(payment: PaymentRecord): Promise<void> {
    if (!payment.proofEventId || !payment.proof) return;
    await this.deps.events.proofSubmitted({
      id: payment.proofEventId,
      occurredAt: new Date(payment.proof.submittedAt),
      data: proofSubmittedData(payment),
    });
    await this.deps.payments.markProofRecorded(payment.id, payment.proofEventId);
  }
}

export function proofSubmittedData(payment: PaymentRecord): PaymentProofSubmittedData {
  return {
    paymentId: payment.id,
    orderId: payment.orderId,
    orderNumber: payment.orderNumber,
    userId: payment.userId,
    submittedAt: payment.proof!.submittedAt,
  };
}
