import { expect, it } from 'vitest';
import { asAdmin, failureOf, orderFor, shopper, adminActor } from '../orders-test-kit';
import type { ContractContext } from './context';

export function adminContract(ctx: ContractContext): void {
  it('sets any status with tracking number and notes, and emits order.status-changed', async () => {
    const { t } = ctx;
    const product = await t.createProduct();
    const { order } = await t.api.placeOrder(orderFor(60, [{ product, quantity: 1 }]));
    const shipped = await t.api.updateOrderStatus({
      orderId: order._id,
      status: 'Shipped',
      trackingNumber: ' BIKE-42 ',
      notes: 'Left the warehouse',
      ...adminActor,
    });
    expect(shipped).toMatchObject({ status: 'shipped', trackingNumber: 'BIKE-42', adminNotes: 'Left the warehouse' });
    const back = await t.api.updateOrderStatus({ orderId: order._id, status: 'pending', ...adminActor });
    expect(back).toMatchObject({ status: 'pending', trackingNumber: 'BIKE-42' });
    const events = await t.eventsOf('order.status-changed', 2);
    expect(events[0]!.data).toMatchObject({
      orderId: order._id,
      from: 'pending',
      to: 'shipped',
      trackingNumber: 'BIKE-42',
      notes: 'Left the warehouse',
      reason: 'admin',
      changedBy: asAdmin.userId,
      email: shopper(60).email,
    });
    const invalid = await failureOf(t.api.updateOrderStatus({ orderId: order._id, status: 'lost', ...adminActor }));
    expect(invalid.errors).toEqual([{ path: 'status', message: 'Status must be one of pending, confirmed, processing, shipped, delivered, cancelled' }]);
    const missing = await failureOf(t.api.updateOrderStatus({ orderId: 'ffffffffffffffffffffffff', status: 'shipped', ...adminActor }));
    expect(missing.kind).toBe('not_found');
  });

  it('cancelling releases the stock and gives the coupon use back', async () => {
    const { t } = ctx;
    const product = await t.createProduct({ price: 80_000, stock: { quantity: 4 } });
    await t.saveCoupon({ code: 'ONCE', type: 'fixed', value: 5000, usageLimit: 1 });
    const { order } = await t.api.placeOrder(orderFor(61, [{ product, quantity: 2 }], { couponCode: 'once', discount: 5000 }));
    expect(order).toMatchObject({ subtotal: 160_000, discount: 5000, total: 155_000 });
    expect(await t.couponUses('ONCE')).toBe(1);
    expect((await failureOf(t.api.applyCoupon({ code: 'ONCE', customer: shopper(62) }))).message).toBe('This coupon has reached its usage limit');

    const cancelled = await t.api.updateOrderStatus({ orderId: order._id, status: 'cancelled', ...adminActor });
    expect(cancelled.status).toBe('cancelled');
    expect((await t.product(product._id)).stock).toMatchObject({ reserved: 0, available: 4 });
    expect(await t.couponUses('ONCE')).toBe(0);
    expect((await t.api.applyCoupon({ code: 'ONCE', customer: shopper(62) })).cart.coupon?.code).toBe('ONCE');
  });

  it('counts orders and the revenue of paid ones for the dashboard', async () => {
    const { t } = ctx;
    const product = await t.createProduct({ price: 60_000 });
    const paid = await t.api.placeOrder(orderFor(63, [{ product, quantity: 1 }]));
    await t.api.placeOrder(orderFor(64, [{ product, quantity: 2 }]));
    await t.settle({ orderId: paid.order._id, status: 'paid', amount: paid.order.total });
    const stats = await t.api.orderStats();
    expect(stats).toMatchObject({ totalOrders: 2, totalRevenue: 60_000, needsAttention: 0 });
    expect(stats.ordersByStatus).toMatchObject({ pending: 1, confirmed: 1, cancelled: 0 });
  });
}
