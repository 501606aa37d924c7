import { ADMIN_PAGE_SIZE } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import type { AdminOrdersCriteria, OrderRepository } from '../ports/order-repository.port';
import { AdminListOrders } from './admin-list-orders.use-case';

/** A store with `total` orders (none on the page asked), noting what it was asked. */
function storeOf(total: number) {
  const asked: AdminOrdersCriteria[] = [];
  const orders = { list: async (criteria: AdminOrdersCriteria) => (asked.push(criteria), { orders: [], total }) } as unknown as OrderRepository;
  const none = { listForOrders: async () => [] };
  return { adminListOrders: new AdminListOrders({ orders, fiscalReceipts: none as never, refunds: none as never }), asked };
}

describe('an admin listing orders', () => {
  it('sees every order when the search box is empty or blank', async () => {
    for (const search of [undefined, '', '   ']) {
      const { adminListOrders, asked } = storeOf(25);
      const reply = await adminListOrders.execute({ search });
      expect(asked).toEqual([{ skip: 0, limit: ADMIN_PAGE_SIZE }]);
      expect(reply.pagination).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE, total: 25, totalPages: 3 });
    }
  });

  it('searches by the words typed, with the status filters', async () => {
    const { adminListOrders, asked } = storeOf(1);
    await adminListOrders.execute({ search: ' Aline ', status: 'Shipped', paymentStatus: 'paid' });
    expect(asked).toEqual([{ skip: 0, limit: ADMIN_PAGE_SIZE, status: 'shipped', paymentStatus: 'paid', searchWords: ['aline'] }]);
  });

  it('searches a Rwandan mobile number, however it is typed, by the one form every order stores', async () => {
    for (const search of ['0788 123 456', '+250788123456', '250-788-123-456']) {
      const { adminListOrders, asked } = storeOf(1);
      await adminListOrders.execute({ search });
      expect(asked).toEqual([{ skip: 0, limit: ADMIN_PAGE_SIZE, searchWords: ['250788123456'] }]);
    }
  });

  it('finds nothing for a search of punctuation only', async () => {
    const { adminListOrders, asked } = storeOf(25);
    const reply = await adminListOrders.execute({ search: ' -- ! ' });
    expect(reply).toEqual({ orders: [], pagination: { page: 1, limit: ADMIN_PAGE_SIZE, total: 0, totalPages: 0 } });
    expect(asked).toEqual([]);
  });
});
