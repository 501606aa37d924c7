import type { PaymentSettledData } from '@shop/contracts';
import type { PaymentState } from '../../api/payments-api';
import type { PaymentsPorts } from '../payments-ports';
import type { AdminActionRecord } from '../ports/payment-events.port';
import { OPEN_STATES, type ClearableField, type PaymentRecord } from '../payment/payment';

export interface Outcome {
  status: Extract<PaymentState, 'SUCCESSFUL' | 'FAILED'>;
  reason?: string;
  providerReference?: string;
  settledBy?: string;
  note?: string;
  /** Approved after we had failed it as timed out (announced as such: orders may have to refund it). */
  approvedLate?: boolean;
  /** A prompt failed for want of an answer keeps being asked about until then (epoch ms). */
  lateChecks?: { next: number; until: number };
  /** An admin's decision: its audit entry (payment.marked), recorded with the settlement. */
  audit?: (before: PaymentRecord, after: PaymentRecord) => AdminActionRecord;
}

export interface Settled {
  payment: PaymentRecord;
  /** False when the payment had already settled: nothing changed, no event. */
  settledNow: boolean;
}

/**
 * Settles a payment exactly once. One conditional update moves it out of an open state and
 * fixes the id of its `payment.settled` event; only the caller whose update matched records
 * the event, under that id, in the outbox of the same store, in the same transaction. A
 * duplicate callback or poll result finds the payment settled and changes nothing. A prompt we
 * failed for want of an answer may settle once more, FAILED to SUCCESSFUL, when the provider
 * reports it approved late (a new event id, so orders hears of the approval). `recordPending`
 * (run by the poller) records the events of payments settled before settlements were one write.
 */
export class Settlement {
  constructor(private readonly deps: Pick<PaymentsPorts, 'payments' | 'events' | 'clock' | 'ids' | 'logger' | 'unitOfWork'>) {}

  async settle(payment: PaymentRecord, outcome: Outcome, from: readonly PaymentState[] = OPEN_STATES): Promise<Settled> {
    const { payments, clock, ids } = this.deps;
    const now = clock.now().toISOString();
    const set: Partial<PaymentRecord> = {
      status: outcome.status,
      updatedAt: now,
      settledAt: now,
      settlementEventId: ids.objectId(),
      settlementRecorded: false,
    };
    if (outcome.reason !== undefined) set.reason = outcome.reason;
    if (outcome.providerReference !== undefined) set.providerReference = outcome.providerReference;
    if (outcome.settledBy !== undefined) set.settledBy = outcome.settledBy;
    if (outcome.note !== undefined) set.note = outcome.note;
    if (outcome.approvedLate) set.approvedLate = true;
    const unset: ClearableField[] = ['openOrderId', 'nextPollAt', 'deadlineAt'];
    if (outcome.lateChecks) Object.assign(set, { lateCheckAt: outcome.lateChecks.next, lateCheckUntil: outcome.lateChecks.until });
    else unset.push('lateCheckAt', 'lateCheckUntil');
    // A late approval of a timed-out prompt: the earlier failure's reason no longer applies.
    if (outcome.reason === undefined && payment.reason !== undefined) unset.push('reason');
    const settled = await this.deps.unitOfWork.run(async () => {
      const moved = await payments.transition(payment.id, from, { set, unset });
      if (moved) await this.record(moved);
      if (moved && outcome.audit) await this.deps.events.adminAction(outcome.audit(payment, moved));
      return moved;
    });
    if (!settled) return { payment: (await payments.findById(payment.id)) ?? payment, settledNow: false };
    return { payment: { ...settled, settlementRecorded: true }, settledNow: true };
  }

  /** Records the events of settled payments whose event is not in the outbox yet. */
  async recordPending(limit = 50): Promise<number> {
    const pending = await this.deps.payments.findUnrecordedSettlements(limit);
    for (const payment of pending) await this.record(payment);
    return pending.length;
  }

  private async record(payment: PaymentRecord): Promise<void> {
    if (!payment.settlementEventId || !payment.settledAt) return;
    await this.deps.events.paymentSettled({
      id: payment.settlementEventId,
      occurredAt: new Date(payment.settledAt),
      data: settledData(payment),
    });
    await this.deps.payments.markSettlementRecorded(payment.id);
  }
}

export function settledData(payment: PaymentRecord): PaymentSettledData {
  const data: PaymentSettledData = {
    paymentId: payment.id,
    orderId: payment.orderId,
    status: payment.status === 'SUCCESSFUL' ? 'paid' : 'failed',
    method: payment.method,
    amount: payment.amount,
    currency: 'RWF',
  };
  if (payment.providerReference !== undefined) data.providerReference = payment.providerReference;
  if (payment.reason !== undefined) data.reason = payment.reason;
  if (payment.approvedLate) data.approvedLate = true;
  if (payment.wallet) data.wallet = payment.wallet;
  return data;
}
