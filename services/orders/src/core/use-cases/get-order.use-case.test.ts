import { describe, expect, it } from 'vitest';
import type { Actor } from '../../api/orders-api';
import { failureOf } from '../../testing/orders-test-kit';
import { anOrderRecord } from '../../testing/order-record';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrderRepository } from '../ports/order-repository.port';
import { GetOrder } from './get-order.use-case';

const OWNER = '65a1b2c3d4e5f6a7b8c9d0e1';
const ORDER_ID = '65a1b2c3d4e5f6a7b8c9d0e3';
const order = anOrderRecord({ id: ORDER_ID, userId: OWNER });

/** A store holding the one order under any id or number it is asked for, noting what it was asked. */
function storeAnswering() {
  const lookups: string[] = [];
  const orders = {
    findById: async (id: string) => (lookups.push(id), order),
    findByNumber: async (number: string) => (lookups.push(number), order),
  } as unknown as OrderRepository;
  const none = { listForOrder: async () => [] };
  return { getOrder: new GetOrder({ orders, fiscalReceipts: none as never, refunds: none as never }), lookups };
}

const owner: Actor = { userId: OWNER.toUpperCase(), role: 'USER' };

describe('looking up one order', () => {
  it('shows the order to its owner, by id or by number as typed', async () => {
    const { getOrder, lookups } = storeAnswering();
    expect((await getOrder.byId({ orderId: ORDER_ID.toUpperCase(), actor: owner }))._id).toBe(ORDER_ID);
    expect((await getOrder.byNumber({ orderNumber: ' ds-2611-7k3f9q ', actor: owner }))._id).toBe(ORDER_ID);
    expect(lookups).toEqual([ORDER_ID, 'DS-2611-7K3F9Q']);
  });

  it('answers not found for an id that is not an order id, without looking', async () => {
    const { getOrder, lookups } = storeAnswering();
    for (const orderId of [42, 'not-an-id']) {
      const failure = await failureOf(getOrder.byId({ orderId: orderId as string, actor: owner }));
      expect([failure.kind, failure.message]).toEqual(['not_found', M.orderNotFound]);
    }
    expect(lookups).toEqual([]);
  });

  it('looks up order numbers of up to 32 characters only, and never a blank one', async () => {
    const { getOrder, lookups } = storeAnswering();
    await getOrder.byNumber({ orderNumber: 'D'.repeat(32), actor: owner });
    for (const orderNumber of ['D'.repeat(33), '  ']) {
      const failure = await failureOf(getOrder.byNumber({ orderNumber, actor: owner }));
      expect([failure.kind, failure.message]).toEqual(['not_found', M.orderNotFound]);
    }
    expect(lookups).toEqual(['D'.repeat(32)]);
  });

  it('hides the order from another shopper and from a caller without a user id, as if it did not exist', async () => {
    const { getOrder } = storeAnswering();
    const others = [{ userId: '65a1b2c3d4e5f6a7b8c9d0ff', role: 'USER' }, { role: 'USER' }] as Actor[];
    for (const actor of others) {
      const failure = await failureOf(getOrder.byId({ orderId: ORDER_ID, actor }));
      expect([failure.kind, failure.message]).toEqual(['not_found', M.orderNotFound]);
    }
    expect((await getOrder.byId({ orderId: ORDER_ID, actor: { userId: 'aaaaaaaaaaaaaaaaaaaaaaaa', role: 'ADMIN' } }))._id).toBe(ORDER_ID);
  });
});
