import { expect, it } from 'vitest';
import { asAdmin, asUser, failureOf, orderFor, userId, adminActor } from '../orders-test-kit';
import type { ContractContext } from './context';

export function queriesContract(ctx: ContractContext): void {
  it('shows an order by id and by number to its owner and to an admin, and to no one else', async () => {
    const { t } = ctx;
    const product = await t.createProduct();
    const { order } = await t.api.placeOrder(orderFor(10, [{ product, quantity: 1 }]));
    for (const actor of [asUser(10), asAdmin]) {
      expect((await t.api.getOrder({ orderId: order._id, actor }))._id).toBe(order._id);
      expect((await t.api.getOrderByNumber({ orderNumber: order.orderNumber.toLowerCase(), actor }))._id).toBe(order._id);
    }
    const stranger = asUser(11);
    const byId = await failureOf(t.api.getOrder({ orderId: order._id, actor: stranger }));
    const byNumber = await failureOf(t.api.getOrderByNumber({ orderNumber: order.orderNumber, actor: stranger }));
    const missing = await failureOf(t.api.getOrder({ orderId: 'ffffffffffffffffffffffff', actor: asAdmin }));
    expect(byId).toMatchObject({ kind: 'not_found', message: 'Order not found' });
    expect(byNumber).toMatchObject({ kind: 'not_found', message: 'Order not found' });
    expect(missing).toMatchObject({ kind: 'not_found', message: 'Order not found' });
    expect((await failureOf(t.api.getOrder({ orderId: 'not-an-id', actor: asAdmin }))).kind).toBe('not_found');
  });

  it('lists my orders newest first, filtered by status, 50 per page by default', async () => {
    const { t } = ctx;
    const product = await t.createProduct({ stock: { quantity: 20 } });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(60_000);
      ids.push((await t.api.placeOrder(orderFor(12, [{ product, quantity: 1 }]))).order._id);
    }
    await t.api.placeOrder(orderFor(13, [{ product, quantity: 1 }]));
    await t.api.updateOrderStatus({ orderId: ids[0]!, status: 'shipped', ...adminActor });
    const mine = await t.api.listMyOrders({ userId: userId(12) });
    expect(mine.orders.map((o) => o._id)).toEqual([...ids].reverse());
    expect(mine.pagination).toEqual({ page: 1, limit: 50, total: 3, totalPages: 1 });
    const shipped = await t.api.listMyOrders({ userId: userId(12), status: 'shipped' });
    expect(shipped.orders.map((o) => o._id)).toEqual([ids[0]]);
    const second = await t.api.listMyOrders({ userId: userId(12), page: 2, limit: 2 });
    expect(second.orders.map((o) => o._id)).toEqual([ids[0]]);
    expect((await failureOf(t.api.listMyOrders({ userId: userId(12), status: 'lost' }))).errors).toEqual([
      { path: 'status', message: 'Status must be one of pending, confirmed, processing, shipped, delivered, cancelled' },
    ]);
  });

  it('lets an admin search by order number, names, e-mail and phone, filter by statuses, 10 per page', async () => {
    const { t } = ctx;
    const product = await t.createProduct({ stock: { quantity: 30 } });
    t.accounts.set({ userId: userId(14), email: 'grace.mutesi@example.rw', firstName: 'Grace', lastName: 'Mutesi' });
    const graceOrder = orderFor(14, [{ product, quantity: 1 }]);
    const grace = await t.api.placeOrder({ ...graceOrder, shippingAddress: { ...graceOrder.shippingAddress, phone: '0722 555 014' } });
    for (let i = 0; i < 11; i += 1) await t.api.placeOrder(orderFor(20 + i, [{ product, quantity: 1 }]));
    await t.settle({ orderId: grace.order._id, status: 'paid', amount: grace.order.total });

    const first = await t.api.adminListOrders({});
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 12, totalPages: 2 });
    const byNumber = await t.api.adminListOrders({ search: grace.order.orderNumber });
    expect(byNumber.orders.map((o) => o._id)).toEqual([grace.order._id]);
    expect((await t.api.adminListOrders({ search: 'mutesi' })).orders.map((o) => o._id)).toEqual([grace.order._id]);
    expect((await t.api.adminListOrders({ search: 'GRACE.MUTESI@example.rw' })).pagination.total).toBe(1);
    for (const phone of ['0722555014', '+250 722 555 014', '0722555']) {
      expect((await t.api.adminListOrders({ search: phone })).orders.map((o) => o._id)).toEqual([grace.order._id]);
    }
    const paid = await t.api.adminListOrders({ paymentStatus: 'paid', status: 'confirmed' });
    expect(paid.orders.map((o) => o._id)).toEqual([grace.order._id]);
    expect((await t.api.adminListOrders({ paymentStatus: 'pending', limit: 5, page: 3 })).orders).toHaveLength(1);
    expect((await t.api.adminListOrders({ search: '%%' })).pagination.total).toBe(0);
    expect((await failureOf(t.api.adminListOrders({ paymentStatus: 'refunded' }))).kind).toBe('invalid');
  });
}
