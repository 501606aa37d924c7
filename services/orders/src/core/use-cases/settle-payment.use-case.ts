import type { AuditActor, AuditChange } from '@shop/contracts';
import { AppError, type OrderStatus, type PaymentMethod, type Wallet } from '@shop/domain';
import { FiscalBook } from '../fiscal/fiscal-book';
import type { AttentionReason } from '../../api/orders-api';
import type { OrderRecord, PaymentRecord } from '../order/order';
import { orderAction } from '../order/order-audit';
import { statusChangedData } from '../order/order-event-data';
import { nextReference, OrderStock } from '../order/order-stock';
import { transition, type Decision } from '../order/transition';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts } from '../orders-ports';

export type SettlePaymentPorts = Pick<OrdersPorts, 'orders' | 'coupons' | 'catalog' | 'events' | 'clock' | 'log' | 'unitOfWork' | 'fiscal' | 'fiscalReceipts'>;

/** A verdict on an order's payment: the provider's (payment.settled) or an admin's decision. */
export interface Settlement {
  orderId: string;
  status: 'paid' | 'failed';
  source: 'provider' | 'admin';
  /** 'system' for the provider, else the admin's id. */
  by: string;
  /** An admin's decision: the admin (id and verified e-mail), recorded in the audit trail with the change. */
  admin?: AuditActor;
  paymentId?: string;
  method?: PaymentMethod;
  /** Mobile money: the wallet that paid. */
  wallet?: Wallet;
  /** Provider settlements: checked against the order total. */
  amount?: number;
  reference?: string;
  reason?: string;
}

/**
 * Applies a settlement. Paid: payment paid, order confirmed, stock committed (raising
 * purchases). A provider's approval (card, mobile money) that comes after the reservation was
 * released (a late approval of a prompt that had timed out) is not confirmed: the order is flagged
 * for a refund. An admin's paid verdict (a checked manual proof, here or through payments) reserves
 * the stock again and commits it, or flags the order: a payment is never lost. Failed: the payment is marked failed, but the order
 * and its reservation stay, so the shopper can pay the same order again until the reservation
 * expires (the sweeper then cancels it). Repeating a settlement changes nothing.
 */
export class SettlePayment {
  private readonly stock: OrderStock;
  private readonly fiscal: FiscalBook;

  constructor(private readonly deps: SettlePaymentPorts) {
    this.stock = new OrderStock(deps);
    this.fiscal = new FiscalBook(deps);
  }

  /** The order afterwards; null for an order this service does not know. */
  async execute(settlement: Settlement): Promise<OrderRecord | null> {
    let order = await this.deps.orders.findById(settlement.orderId);
    if (!order) return null;
    if (order.reservation.state === 'releasing') order = await this.stock.finish(order);
    if (order.reservation.state === 'releasing') throw new AppError('unavailable', M.busy);
    return settlement.status === 'paid' ? this.paid(order, settlement) : this.failed(order, settlement);
  }

  private async paid(order: OrderRecord, settlement: Settlement): Promise<OrderRecord> {
    const now = this.now();
    if (order.paymentInfo.status === 'paid') {
      const other = settlement.paymentId && order.paymentInfo.paymentId && settlement.paymentId !== order.paymentInfo.paymentId;
      return other ? this.flag(order, 'duplicate_payment', M.attention.duplicate_payment(settlement.paymentId!)) : order;
    }
    if (settlement.source === 'provider' && settlement.amount !== undefined && settlement.amount !== order.total) {
      return this.flag(order, 'amount_mismatch', M.attention.amount_mismatch(settlement.amount, order.total));
    }
    // A manual proof's verdict is an admin's, who saw the money: it takes the re-reservation path below.
    const refundWhenReleased = settlement.source === 'provider' && settlement.method !== 'manual_momo';
    let refundDue = false;
    const payment: Partial<PaymentRecord> = { status: 'paid', paidAt: now };
    if (settlement.reference) payment.reference = settlement.reference;
    if (settlement.paymentId) payment.paymentId = settlement.paymentId;
    if (settlement.method) payment.method = settlement.method;
    if (settlement.wallet) payment.wallet = settlement.wallet;
    const decide = (o: OrderRecord): Decision => {
      if (o.paymentInfo.status === 'paid') return null;
      // Decided on the order as it is now: an admin may have cancelled it since it was read.
      refundDue = refundWhenReleased && o.reservation.state === 'released';
      if (refundDue) return null;
      const holding = o.reservation.state === 'reserved';
      if (!holding && o.reservation.state !== 'released') throw new AppError('unavailable', M.busy);
      const status: OrderStatus = holding && o.status === 'pending' ? 'confirmed' : o.status;
      return {
        condition: { paymentStatus: [o.paymentInfo.status], reservationState: [o.reservation.state], status: [o.status] },
        change: {
          paymentInfo: payment,
          unsetFailureReason: true,
          status,
          reservation: holding ? { state: 'committing' } : nextReference(o),
          history: { at: now, by: settlement.by, event: 'payment paid', from: o.status, to: status, note: settlement.reference },
          updatedAt: now,
        },
      };
    };
    // The change, its order.status-changed and the sale's EBM receipt (owed from now) commit together.
    const result = await this.deps.unitOfWork.run(async () => {
      const moved = await transition(this.deps.orders, order, decide);
      if (moved.applied) {
        await this.announce(moved.before, moved.after);
        await this.fiscal.queueSale(moved.after);
        await this.audit(settlement, moved.before, moved.after);
      }
      return moved;
    });
    if (!result.applied) {
      if (!refundDue) return result.current;
      const paymentId = settlement.paymentId ?? 'unknown';
      return this.flag(result.current, 'refund_due', M.attention.refund_due(paymentId, settlement.amount ?? order.total, settlement.reference));
    }
    return this.stock.finish(result.after);
  }

  private async failed(order: OrderRecord, settlement: Settlement): Promise<OrderRecord> {
    const now = this.now();
    if (order.paymentInfo.status === 'paid') {
      if (settlement.source === 'admin') throw new AppError('conflict', M.alreadyPaid);
      this.deps.log.info({ orderId: order.id, paymentId: settlement.paymentId }, 'failed settlement for a paid order ignored');
      return order;
    }
    const decide = (o: OrderRecord): Decision => {
      const payment = o.paymentInfo;
      if (payment.status === 'paid') return null;
      // The same failure again, or one for an order whose reservation is gone: nothing to record.
      const sameFailure = settlement.paymentId !== undefined && payment.paymentId === settlement.paymentId;
      if (payment.status === 'failed' && (o.reservation.state !== 'reserved' || sameFailure)) return null;
      const failure: Partial<PaymentRecord> = { status: 'failed', failureReason: settlement.reason?.slice(0, 200) || 'failed' };
      if (settlement.paymentId) failure.paymentId = settlement.paymentId;
      return {
        condition: { paymentStatus: [payment.status], reservationState: [o.reservation.state], status: [o.status] },
        change: {
          paymentInfo: failure,
          history: { at: now, by: settlement.by, event: 'payment failed', note: failure.failureReason },
          updatedAt: now,
        },
      };
    };
    // An admin's verdict and its audit entry commit together.
    const result = await this.deps.unitOfWork.run(async () => {
      const moved = await transition(this.deps.orders, order, decide);
      if (moved.applied) await this.audit(settlement, moved.before, moved.after);
      return moved;
    });
    return result.applied ? result.after : result.current;
  }

  private async flag(order: OrderRecord, reason: AttentionReason, message: string): Promise<OrderRecord> {
    const now = this.now();
    const attention = { reason, message, flaggedAt: now };
    this.deps.log.warn({ orderId: order.id, reason }, 'payment needs an admin');
    const flagged = await this.deps.orders.update(order.id, { noAttention: true }, {
      attention,
      history: { at: now, by: 'system', event: 'attention', note: message },
      updatedAt: now,
    });
    return flagged ?? order;
  }

  private async announce(before: OrderRecord, after: OrderRecord) {
    if (before.status === after.status) return;
    await this.deps.events.statusChanged(statusChangedData(before, after, { reason: 'payment_paid', by: 'system' }));
  }

  /** payment.marked: an admin's verdict, with the payment status (and the order's, when it moved) before and after. */
  private async audit(settlement: Settlement, before: OrderRecord, after: OrderRecord) {
    if (!settlement.admin) return;
    const changes: AuditChange[] = [{ field: 'paymentStatus', before: before.paymentInfo.status, after: after.paymentInfo.status }];
    if (before.status !== after.status) changes.push({ field: 'status', before: before.status, after: after.status });
    if (settlement.reference) changes.push({ field: 'reference', before: before.paymentInfo.reference ?? null, after: settlement.reference });
    await this.deps.events.adminAction(orderAction('payment.marked', settlement.admin, after, changes, after.updatedAt));
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}
