import type { PaymentProofSubmittedData } from '@shop/contracts';
import type { OrderRecord } from '../order/order';
import { transition, type Decision } from '../order/transition';
import { MANUAL_VERIFICATION_HOLD_MS } from '../orders-messages';
import type { OrdersPorts } from '../orders-ports';

/**
 * A manual USSD payment proof was submitted (`payment.proof-submitted`, from payments): the
 * payment awaits an admin's check, and the stock stays held for the verification window (24
 * hours) instead of expiring after 30 minutes. A proof after a failed attempt (another method, or
 * a rejected proof) is taken, as is one for an order that expired meanwhile: the admin's "paid"
 * then reserves the stock again. Idempotent on the state: a paid order, one already awaiting, or
 * a proof whose own verdict already came (events from two queues may cross) changes nothing.
 */
export class MarkAwaitingVerification {
  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'clock' | 'log'>) {}

  /** The order afterwards; null for an order this service does not know (or not the payer's). */
  async execute(proof: Pick<PaymentProofSubmittedData, 'orderId' | 'paymentId' | 'userId'>): Promise<OrderRecord | null> {
    const order = await this.deps.orders.findById(proof.orderId.toLowerCase());
    if (!order || order.userId !== proof.userId.toLowerCase()) return null;
    const now = this.deps.clock.now();
    const holdUntil = new Date(now.getTime() + MANUAL_VERIFICATION_HOLD_MS).toISOString();
    const result = await transition(this.deps.orders, order, (o): Decision => {
      const payment = o.paymentInfo;
      if (payment.status === 'awaiting_verification' || payment.status === 'paid') return null;
      if (payment.status === 'failed' && payment.paymentId === proof.paymentId) return null;
      const holding = o.reservation.state === 'reserved';
      return {
        condition: { paymentStatus: [payment.status], reservationState: [o.reservation.state] },
        change: {
          paymentInfo: { status: 'awaiting_verification', method: 'manual_momo', paymentId: proof.paymentId },
          unsetFailureReason: true,
          ...(holding && o.reservation.expiresAt < holdUntil ? { reservation: { expiresAt: holdUntil } } : {}),
          history: { at: now.toISOString(), by: o.userId, event: 'payment proof uploaded' },
          updatedAt: now.toISOString(),
        },
      };
    });
    if (!result.applied && result.current.paymentInfo.status === 'paid') {
      this.deps.log.info({ orderId: order.id, paymentId: proof.paymentId }, 'payment proof for a paid order ignored');
    }
    return result.applied ? result.after : result.current;
  }
}
