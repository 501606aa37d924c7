import { isObjectId } from '@shop/contracts';
import { AppError, ORDER_HISTORY_PAGE_SIZE } from '@shop/domain';
import type { MyOrdersQuery, OrderPage } from '../../api/orders-api';
import { toOrderView } from '../order/order';
import { pageOf, pageReply, statusFilters } from '../order/paging';
import type { OrdersPorts } from '../orders-ports';

/** The shopper's own orders, newest first; page 1 and 50 per page unless asked (SPEC: order history). */
export class ListMyOrders {
  constructor(private readonly deps: Pick<OrdersPorts, 'orders'>) {}

  async execute(query: MyOrdersQuery): Promise<OrderPage> {
    if (!isObjectId(query.userId)) throw new AppError('unauthenticated', 'Authentication required');
    const { page, limit, skip } = pageOf(query.page, query.limit, ORDER_HISTORY_PAGE_SIZE);
    const { status } = statusFilters({ status: query.status });
    const { orders, total } = await this.deps.orders.listByUser({ userId: query.userId.toLowerCase(), status, skip, limit });
    return pageReply(orders.map((order) => toOrderView(order)), total, page, limit);
  }
}
