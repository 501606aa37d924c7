import { AppError, canTransition, type OrderStatus, type PaymentMethod } from '@shop/domain';
import type { AttentionReason } from '../../api/orders-api';
import type { OrderRecord, PaymentRecord } from '../order/order';
import { statusChangedData } from '../order/order-event-data';
import { nextReference, OrderStock } from '../order/order-stock';
import { transition, type Decision } from '../order/transition';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts } from '../orders-ports';

/** A verdict on an order's payment: the provider's (payment.settled) or an admin's decision. */
export interface Settlement {
  orderId: string;
  status: 'paid' | 'failed';
  source: 'provider' | 'admin';
  /** 'system' for the provider, else the admin's id. */
  by: string;
  paymentId?: string;
  method?: PaymentMethod;
  /** Provider settlements: checked against the order total. */
  amount?: number;
  reference?: string;
  reason?: string;
}

/**
 * Applies a settlement. Paid: payment paid, order confirmed, stock committed (raising
 * purchases); when the stock had already been released (expired, failed before), it is
 * reserved again and committed, or the order is flagged for an admin: a payment is never lost.
 * Failed: payment failed, stock released at once, order cancelled (a retry places a new order;
 * a late paid verdict for it is still honoured as above). Repeating a settlement changes nothing.
 */
export class SettlePayment {
  private readonly stock: OrderStock;

  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'coupons' | 'catalog' | 'events' | 'clock' | 'log'>) {
    this.stock = new OrderStock(deps);
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
    const payment: Partial<PaymentRecord> = { status: 'paid', paidAt: now };
    if (settlement.reference) payment.reference = settlement.reference;
    if (settlement.paymentId) payment.paymentId = settlement.paymentId;
    if (settlement.method) payment.method = settlement.method;
    const result = await transition(this.deps.orders, order, (o): Decision => {
      if (o.paymentInfo.status === 'paid') return null;
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
    });
    if (!result.applied) return result.current;
    await this.announce(result.before, result.after, 'payment_paid');
    return this.stock.finish(result.after);
  }

  private async failed(order: OrderRecord, settlement: Settlement): Promise<OrderRecord> {
    const now = this.now();
    if (order.paymentInfo.status === 'paid') {
      if (settlement.source === 'admin') throw new AppError('conflict', M.alreadyPaid);
      this.deps.log.info({ orderId: order.id, paymentId: settlement.paymentId }, 'failed settlement for a paid order ignored');
      return order;
    }
    const result = await transition(this.deps.orders, order, (o): Decision => {
      if (o.paymentInfo.status === 'paid' || o.paymentInfo.status === 'failed') return null;
      const holding = o.reservation.state === 'reserved';
      const status: OrderStatus = canTransition(o.status, 'cancelled') ? 'cancelled' : o.status;
      const payment: Partial<PaymentRecord> = { status: 'failed', failureReason: settlement.reason?.slice(0, 200) || 'failed' };
      if (settlement.paymentId) payment.paymentId = settlement.paymentId;
      return {
        condition: { paymentStatus: [o.paymentInfo.status], reservationState: [o.reservation.state], status: [o.status] },
        change: {
          paymentInfo: payment,
          status,
          ...(holding ? { reservation: { state: 'releasing' as const } } : {}),
          history: { at: now, by: settlement.by, event: 'payment failed', from: o.status, to: status, note: payment.failureReason },
          updatedAt: now,
        },
      };
    });
    if (!result.applied) return result.current;
    await this.announce(result.before, result.after, 'payment_failed');
    return this.stock.finish(result.after);
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

  private async announce(before: OrderRecord, after: OrderRecord, reason: 'payment_paid' | 'payment_failed') {
    if (before.status === after.status) return;
    await this.deps.events.statusChanged(statusChangedData(before, after, { reason, by: 'system' }));
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}
