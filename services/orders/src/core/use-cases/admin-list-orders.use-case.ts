import { ADMIN_PAGE_SIZE, normaliseRwandanMsisdn, searchWordsOf } from '@shop/domain';
import type { AdminOrdersQuery, OrderPage } from '../../api/orders-api';
import { fullOrderViews } from '../order/order-extras';
import { pageOf, pageReply, statusFilters } from '../order/paging';
import type { OrdersPorts } from '../orders-ports';
import type { AdminOrdersCriteria } from '../ports/order-repository.port';

/**
 * Every order, newest first, 10 per page, with its EBM receipts and refunds; searched by order
 * number, customer names, e-mail and delivery phone (a Rwandan mobile number however it is typed).
 */
export class AdminListOrders {
  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'fiscalReceipts' | 'refunds'>) {}

  async execute(query: AdminOrdersQuery): Promise<OrderPage> {
    const { page, limit, skip } = pageOf(query.page, query.limit, ADMIN_PAGE_SIZE);
    const criteria: AdminOrdersCriteria = { skip, limit, ...statusFilters(query) };
    if (typeof query.search === 'string' && query.search.trim() !== '') {
      const phone = normaliseRwandanMsisdn(query.search);
      criteria.searchWords = phone ? [phone] : searchWordsOf(query.search);
      // Only punctuation: as plain text it matches nothing.
      if (criteria.searchWords.length === 0) return pageReply([], 0, page, limit);
    }
    const { orders, total } = await this.deps.orders.list(criteria);
    return pageReply(await fullOrderViews(this.deps, orders), total, page, limit);
  }
}
