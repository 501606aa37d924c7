import { ORDER_HISTORY_PAGE_SIZE } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../testing/orders-test-kit';
import type { MyOrdersCriteria, OrderRepository } from '../ports/order-repository.port';
import { ListMyOrders } from './list-my-orders.use-case';

/** A store with `total` orders of the shopper (none on the page asked), noting what it was asked. */
function storeOf(total: number) {
  const asked: MyOrdersCriteria[] = [];
  const orders = { listByUser: async (criteria: MyOrdersCriteria) => (asked.push(criteria), { orders: [], total }) } as unknown as OrderRepository;
  return { listMyOrders: new ListMyOrders({ orders }), asked };
}

describe('a shopper listing their orders', () => {
  it('must be signed in', async () => {
    const { listMyOrders, asked } = storeOf(0);
    const failure = await failureOf(listMyOrders.execute({ userId: 'guest' }));
    expect([failure.kind, failure.message]).toEqual(['unauthenticated', 'Authentication required']);
    expect(asked).toEqual([]);
  });

  it('gets their own orders only, by status, a page of 50 by default', async () => {
    const { listMyOrders, asked } = storeOf(120);
    const reply = await listMyOrders.execute({ userId: '65A1B2C3D4E5F6A7B8C9D0E1', status: ' Delivered ', page: 2 });
    expect(asked).toEqual([{ userId: '65a1b2c3d4e5f6a7b8c9d0e1', status: 'delivered', skip: ORDER_HISTORY_PAGE_SIZE, limit: ORDER_HISTORY_PAGE_SIZE }]);
    expect(reply.pagination).toEqual({ page: 2, limit: ORDER_HISTORY_PAGE_SIZE, total: 120, totalPages: 3 });
  });
});
