import { AppError, isObjectIdString } from '@shop/domain';
import type { OrderView } from '../../api/orders-api';
import { toOrderView } from '../order/order';
import { transition, type Decision } from '../order/transition';
import { MANUAL_VERIFICATION_HOLD_MS, ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts } from '../orders-ports';

/**
 * A manual USSD payment proof was uploaded: the payment awaits an admin's check, and the stock
 * stays held for the verification window (24 hours) instead of expiring after 30 minutes. A proof
 * after a failed attempt (another method, or a rejected proof) is taken, as is one for an order
 * that expired meanwhile: the admin's "paid" then reserves the stock again.
 */
export class MarkAwaitingVerification {
  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'clock'>) {}

  async execute(orderId: string): Promise<OrderView> {
    const id = typeof orderId === 'string' ? orderId.toLowerCase() : '';
    const order = isObjectIdString(id) ? await this.deps.orders.findById(id) : null;
    if (!order) throw new AppError('not_found', M.orderNotFound);
    const now = this.deps.clock.now();
    const holdUntil = new Date(now.getTime() + MANUAL_VERIFICATION_HOLD_MS).toISOString();
    const result = await transition(this.deps.orders, order, (o): Decision => {
      const payment = o.paymentInfo;
      if (payment.status === 'awaiting_verification') return null;
      if (payment.status === 'paid') throw new AppError('conflict', M.alreadyPaid);
      const holding = o.reservation.state === 'reserved';
      return {
        condition: { paymentStatus: [payment.status], reservationState: [o.reservation.state] },
        change: {
          paymentInfo: { status: 'awaiting_verification', method: 'manual_momo' },
          unsetFailureReason: true,
          ...(holding && o.reservation.expiresAt < holdUntil ? { reservation: { expiresAt: holdUntil } } : {}),
          history: { at: now.toISOString(), by: o.userId, event: 'payment proof uploaded' },
          updatedAt: now.toISOString(),
        },
      };
    });
    return toOrderView(result.applied ? result.after : result.current);
  }
}
