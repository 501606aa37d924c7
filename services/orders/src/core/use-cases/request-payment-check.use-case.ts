import { isObjectId } from '@shop/contracts';
import type { Actor, OrderView } from '../../api/orders-api';
import type { OrdersPorts } from '../orders-ports';
import { visible } from './get-order.use-case';

/**
 * The owner asks whether their payment went through (SPEC's PATCH payment-status from a shopper).
 * A shopper never sets a payment status: this only asks payments to check with the provider
 * (`payment.check-requested`), and answers with the order as it is now; the provider's verdict
 * comes back as `payment.settled`. Someone else's order is not_found. A paid or cancelled order
 * has nothing left to check, so nothing is asked.
 */
export class RequestPaymentCheck {
  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'events'>) {}

  async execute(input: { orderId: string; actor: Actor }): Promise<OrderView> {
    const id = typeof input.orderId === 'string' ? input.orderId.toLowerCase() : '';
    const order = isObjectId(id) ? await this.deps.orders.findById(id) : null;
    const view = visible(order, input.actor);
    if (order && order.paymentInfo.status !== 'paid' && order.status !== 'cancelled') {
      await this.deps.events.paymentCheckRequested({ orderId: order.id, userId: order.userId });
    }
    return view;
  }
}
