import { isObjectId } from '@shop/contracts';
import type { Actor, OrderView } from '../../api/orders-api';
import { fullOrderView } from '../order/order-extras';
import type { OrdersPorts } from '../orders-ports';
import { visibleOrder } from './get-order.use-case';

/**
 * The buyer (or an admin) prints the order's receipt. RRA allows one original of a fiscal
 * receipt: the answer is the order as it was before this print, so a receipt printed before
 * (with `printedAt`) prints as a COPY and one printed now for the first time as the original;
 * the signed receipts are marked printed from now on. Pending receipts are not marked.
 */
export class PrintFiscalReceipts {
  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'fiscalReceipts' | 'refunds' | 'clock'>) {}

  async execute(input: { orderId: string; actor: Actor }): Promise<OrderView> {
    const id = typeof input.orderId === 'string' ? input.orderId.toLowerCase() : '';
    const order = visibleOrder(isObjectId(id) ? await this.deps.orders.findById(id) : null, input.actor);
    const view = await fullOrderView(this.deps, order);
    await this.deps.fiscalReceipts.markPrinted(order.id, this.deps.clock.now().toISOString());
    return view;
  }
}
