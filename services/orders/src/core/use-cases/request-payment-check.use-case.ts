import { isObjectId } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { Actor, OrderView } from '../../api/orders-api';
import type { OrdersPorts } from '../orders-ports';
import { visible } from './get-order.use-case';
import { ORDERS_MESSAGES as M } from '../orders-messages';

/** A payment is checked with its provider at most once per order in this time (the poller asks every 10 s anyway). */
export const PAYMENT_CHECK_WINDOW_MS = 10_000;

/**
 * The owner asks whether their payment went through (SPEC's PATCH payment-status from a shopper).
 * A shopper never sets a payment status: this only asks payments to check with the provider
 * (`payment.check-requested`), and answers with the order as it is now; the provider's verdict
 * comes back as `payment.settled`. Someone else's order is not_found. A paid or cancelled order
 * has nothing left to check, so nothing is asked. Each check is a call to the provider: one per
 * order every PAYMENT_CHECK_WINDOW_MS, the next refused as rate_limited with the wait.
 */
export class RequestPaymentCheck {
  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'events' | 'paymentChecks'>) {}

  async execute(input: { orderId: string; actor: Actor }): Promise<OrderView> {
    const id = typeof input.orderId === 'string' ? input.orderId.toLowerCase() : '';
    const order = isObjectId(id) ? await this.deps.orders.findById(id) : null;
    const view = visible(order, input.actor);
    if (order && order.paymentInfo.status !== 'paid' && order.status !== 'cancelled') {
      const claim = await this.deps.paymentChecks.claim(order.id, PAYMENT_CHECK_WINDOW_MS);
      if (!claim.allowed) {
        const retryAfterSeconds = Math.max(1, Math.ceil(claim.retryAfterMs / 1000));
        throw new AppError('rate_limited', M.paymentCheckTooSoon(retryAfterSeconds), undefined, { retryAfterSeconds });
      }
      await this.deps.events.paymentCheckRequested({ orderId: order.id, userId: order.userId });
    }
    return view;
  }
}
