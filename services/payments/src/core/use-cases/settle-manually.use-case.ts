import { AppError } from '@shop/domain';
import type { PaymentView, SettleManuallyInput } from '../../api/payments-api';
import { isTerminal, toPaymentView, type PaymentRecord } from '../payment/payment';
import { PAYMENTS_MESSAGES as M } from '../payments-messages';
import type { PaymentsPorts } from '../payments-ports';
import type { Settlement } from '../settlement/settlement';
import type { AdminActionRecord } from '../ports/payment-events.port';
import type { AuditChange } from '@shop/contracts';

/**
 * An admin's decision on an open payment, typically a manual proof they checked against the
 * MoMo merchant statement. The admin guard has checked the role; the actor is recorded, and the
 * decision is an audit entry (payment.marked, naming the order) written with the settlement.
 * Deciding twice is a conflict: the first decision stands and emitted the only event.
 */
export class SettleManually {
  constructor(private readonly deps: Pick<PaymentsPorts, 'payments'> & { settlement: Settlement }) {}

  async execute(input: SettleManuallyInput): Promise<PaymentView> {
    if (input.status !== 'paid' && input.status !== 'failed') {
      throw new AppError('invalid', M.settleStatusInvalid, [{ path: 'status', message: M.settleStatusInvalid }]);
    }
    if (typeof input.actorId !== 'string' || input.actorId === '') throw new AppError('invalid', M.actorRequired);
    if (typeof input.actorEmail !== 'string' || !input.actorEmail.includes('@')) throw new AppError('invalid', M.actorRequired);
    const actor = { userId: input.actorId, email: input.actorEmail };
    const note = typeof input.note === 'string' && input.note.trim() !== '' ? input.note.trim().slice(0, 500) : undefined;
    const payment = await this.target(input);
    const settled = await this.deps.settlement.settle(payment, {
      status: input.status === 'paid' ? 'SUCCESSFUL' : 'FAILED',
      settledBy: input.actorId,
      ...(input.status === 'failed' ? { reason: note ?? M.rejectedByAdmin } : {}),
      ...(note ? { note } : {}),
      audit: (before, after) => paymentMarked(actor, before, after),
    });
    if (!settled.settledNow) throw new AppError('conflict', M.alreadySettled);
    return toPaymentView(settled.payment);
  }

  private async target(input: SettleManuallyInput): Promise<PaymentRecord> {
    const { payments } = this.deps;
    if (typeof input.paymentId === 'string' && input.paymentId !== '') {
      const payment = await payments.findById(input.paymentId);
      if (!payment || (input.orderId !== undefined && payment.orderId !== input.orderId)) {
        throw new AppError('not_found', M.paymentNotFound);
      }
      if (isTerminal(payment)) throw new AppError('conflict', M.alreadySettled);
      return payment;
    }
    if (typeof input.orderId !== 'string' || input.orderId === '') throw new AppError('not_found', M.paymentNotFound);
    const open = await payments.findOpenForOrder(input.orderId);
    if (open) return open;
    const settled = await payments.listForOrder(input.orderId);
    throw settled.length > 0 ? new AppError('conflict', M.alreadySettled) : new AppError('not_found', M.noOpenPayment);
  }
}

/** payment.marked: the payment's status before and after, on the order it pays (the order's history shows it). */
function paymentMarked(actor: AdminActionRecord['actor'], before: PaymentRecord, after: PaymentRecord): AdminActionRecord {
  const changes: AuditChange[] = [{ field: 'paymentStatus', before: before.status, after: after.status }];
  if (after.reason !== undefined && after.status === 'FAILED') changes.push({ field: 'reason', before: before.reason ?? null, after: after.reason });
  if (after.note !== undefined) changes.push({ field: 'note', before: before.note ?? null, after: after.note });
  return {
    action: 'payment.marked',
    actor,
    target: { type: 'order', id: after.orderId, label: after.orderNumber },
    changes: [{ field: 'paymentId', before: after.id, after: after.id }, ...changes],
    at: after.settledAt ?? after.updatedAt,
  };
}
