import { isObjectId } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { Actor, OrderView } from '../../api/orders-api';
import { toOrderView, type OrderRecord } from '../order/order';
import { fullOrderView } from '../order/order-extras';
import { normaliseOrderNumber } from '../order/order-number';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrdersPorts } from '../orders-ports';

/** One order with its EBM receipts and refunds, for its owner or an admin. Anyone else gets not_found, exactly as for a missing order. */
export class GetOrder {
  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'fiscalReceipts' | 'refunds'>) {}

  async byId(input: { orderId: string; actor: Actor }): Promise<OrderView> {
    const id = typeof input.orderId === 'string' ? input.orderId.toLowerCase() : '';
    const order = isObjectId(id) ? await this.deps.orders.findById(id) : null;
    return fullOrderView(this.deps, visibleOrder(order, input.actor));
  }

  async byNumber(input: { orderNumber: string; actor: Actor }): Promise<OrderView> {
    const number = normaliseOrderNumber(input.orderNumber);
    const order = number !== '' && number.length <= 32 ? await this.deps.orders.findByNumber(number) : null;
    return fullOrderView(this.deps, visibleOrder(order, input.actor));
  }
}

/** The order, when the actor may see it (its owner or an admin); not_found otherwise, as for a missing order. */
export function visibleOrder(order: OrderRecord | null, actor: Actor | undefined): OrderRecord {
  if (!order || !actor || (actor.role !== 'ADMIN' && order.userId !== actor.userId?.toLowerCase())) {
    throw new AppError('not_found', M.orderNotFound);
  }
  return order;
}

export function visible(order: OrderRecord | null, actor: Actor | undefined): OrderView {
  return toOrderView(visibleOrder(order, actor));
}
