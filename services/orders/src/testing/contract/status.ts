import { expect, it } from 'vitest';
import { asAdmin, failureOf, orderFor, type TestOrders, adminActor } from '../orders-test-kit';
import type { ContractContext } from './context';

/** The order.status-changed events of an order, once the relay has published every one recorded. */
async function statusEventsOf(t: TestOrders, orderId: string, atLeast: number) {
  await t.eventsOf('order.status-changed', atLeast);
  await t.outboxSettled();
  return t.published.filter((e) => e.type === 'order.status-changed' && (e.data as { orderId: string }).orderId === orderId);
}

export function statusContract(ctx: ContractContext): void {
  const set = (t: TestOrders, orderId: string, status: string, more: { trackingNumber?: string; notes?: string } = {}) =>
    t.api.updateOrderStatus({ orderId, status, ...adminActor, ...more });

  it('moves freely among the open statuses but never out of delivered or cancelled', async () => {
    const { t } = ctx;
    const product = await t.createProduct();
    const { order } = await t.api.placeOrder(orderFor(70, [{ product, quantity: 1 }]));
    await set(t, order._id, 'shipped');
    await set(t, order._id, 'processing');
    expect((await set(t, order._id, 'delivered')).status).toBe('delivered');
    const refused = await failureOf(set(t, order._id, 'processing'));
    expect(refused.kind).toBe('conflict');
    expect(refused.message).toBe('This order is delivered; its status can no longer be changed');
    await expect(failureOf(set(t, order._id, 'cancelled'))).resolves.toMatchObject({ kind: 'conflict' });
    // The same status again, with a tracking number, is still an update.
    expect(await set(t, order._id, 'delivered', { trackingNumber: 'BIKE-7' })).toMatchObject({ status: 'delivered', trackingNumber: 'BIKE-7' });

    const other = (await t.api.placeOrder(orderFor(71, [{ product, quantity: 1 }]))).order;
    await set(t, other._id, 'cancelled');
    const reopened = await failureOf(set(t, other._id, 'pending'));
    expect(reopened).toMatchObject({ kind: 'conflict', message: 'This order is cancelled; its status can no longer be changed' });
    expect((await t.api.getOrder({ orderId: other._id, actor: asAdmin })).status).toBe('cancelled');
  });

  it('emits order.status-changed once per change, even for a PATCH sent twice at once', async () => {
    const { t } = ctx;
    const product = await t.createProduct({ stock: { quantity: 5 } });
    const { order } = await t.api.placeOrder(orderFor(72, [{ product, quantity: 2 }]));
    const twice = await Promise.all([set(t, order._id, 'cancelled'), set(t, order._id, 'cancelled')]);
    expect(twice.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
    const events = await statusEventsOf(t, order._id, 1);
    expect(events.map((e) => e.data)).toEqual([expect.objectContaining({ from: 'pending', to: 'cancelled', reason: 'admin' })]);
    expect((await t.product(product._id)).stock).toMatchObject({ quantity: 5, reserved: 0, available: 5 });
  });

  it('a repeated status without a new tracking number emits nothing; a new tracking number does', async () => {
    const { t } = ctx;
    const product = await t.createProduct();
    const { order } = await t.api.placeOrder(orderFor(73, [{ product, quantity: 1 }]));
    await set(t, order._id, 'shipped', { trackingNumber: 'BIKE-1' });
    await set(t, order._id, 'shipped', { trackingNumber: 'BIKE-1' });
    await set(t, order._id, 'shipped', { notes: 'Rider called the customer' });
    await set(t, order._id, 'shipped', { trackingNumber: 'BIKE-2' });
    const events = await statusEventsOf(t, order._id, 2);
    expect(events.map((e) => (e.data as { trackingNumber?: string }).trackingNumber)).toEqual(['BIKE-1', 'BIKE-2']);
    expect((await t.api.getOrder({ orderId: order._id, actor: asAdmin })).adminNotes).toBe('Rider called the customer');
  });

  it('cancelling a paid order puts its units back in stock once and gives the coupon use back', async () => {
    const { t } = ctx;
    const product = await t.createProduct({ price: 80_000, stock: { quantity: 4 } });
    await t.saveCoupon({ code: 'PAIDONCE', type: 'fixed', value: 5000, usageLimit: 1 });
    const { order } = await t.api.placeOrder(orderFor(74, [{ product, quantity: 3 }], { couponCode: 'PAIDONCE', discount: 5000 }));
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total });
    expect(await t.product(product._id)).toMatchObject({ stock: { quantity: 1, reserved: 0, available: 1 }, purchases: 3 });

    const cancelled = await Promise.all([set(t, order._id, 'cancelled'), set(t, order._id, 'cancelled')]);
    expect(cancelled.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
    // The shopper's money goes back, once, however often the cancellation is sent.
    const refunded = await t.api.getOrder({ orderId: order._id, actor: asAdmin });
    expect(refunded.refunds).toEqual([expect.objectContaining({ state: 'requested', amount: order.total, reason: 'Order cancelled' })]);
    expect(refunded.attention).toBeUndefined();
    expect(await t.product(product._id)).toMatchObject({ stock: { quantity: 4, reserved: 0, available: 4 }, purchases: 0 });
    expect(await t.couponUses('PAIDONCE')).toBe(0);
    // A sweeper round finds nothing left to do and returns nothing twice.
    t.clock.advance(10 * 60_000);
    await t.service.sweep();
    expect((await t.product(product._id)).stock).toMatchObject({ quantity: 4, available: 4 });
    const events = await statusEventsOf(t, order._id, 2);
    expect(events.map((e) => (e.data as { to: string }).to)).toEqual(['confirmed', 'cancelled']);
  });

  it('a return the catalog could not take is finished by the sweeper', async () => {
    const { t } = ctx;
    const product = await t.createProduct({ stock: { quantity: 3 } });
    const { order } = await t.api.placeOrder(orderFor(75, [{ product, quantity: 2 }]));
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total });
    const returnStock = t.catalog.returnStock;
    t.catalog.returnStock = () => Promise.reject(new Error('catalog unreachable'));
    try {
      expect((await set(t, order._id, 'cancelled')).status).toBe('cancelled');
    } finally {
      t.catalog.returnStock = returnStock;
    }
    expect((await t.product(product._id)).stock).toMatchObject({ quantity: 1, available: 1 });
    t.clock.advance(5 * 60_000);
    await t.service.sweep();
    await t.service.sweep();
    expect((await t.product(product._id)).stock).toMatchObject({ quantity: 3, available: 3 });
  });
}
