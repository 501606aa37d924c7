import { AppError } from '@shop/domain';
import type { CatalogApi } from '@shop/catalog';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentOrderRepository } from '../../adapters/storage/document-order-repository';
import { asAdmin, orderFor, startTestOrders, type TestOrders } from '../../testing/orders-test-kit';

let t: TestOrders;
afterEach(() => t?.close());

/** The real catalog, with an outage the test switches on and off. */
function withOutage(state: { down: boolean }) {
  return (catalog: CatalogApi): CatalogApi => {
    const unavailable = () => Promise.reject(new AppError('unavailable', 'catalog is down'));
    return new Proxy(catalog, {
      get: (target, name: keyof CatalogApi) =>
        state.down && (name === 'releaseStock' || name === 'commitStock') ? unavailable : target[name],
    });
  };
}

describe('ExpireReservations', () => {
  it('follows ORDER_RESERVATION_MINUTES', async () => {
    t = await startTestOrders({ reservationMinutes: 5 });
    const product = await t.createProduct({ stock: { quantity: 3 } });
    const { order } = await t.api.placeOrder(orderFor(1, [{ product, quantity: 3 }]));
    expect(order.reservationExpiresAt).toBe('2026-11-14T09:05:00.000Z');
    t.clock.advance(5 * 60_000 - 1);
    expect(await t.service.sweep()).toBe(0);
    t.clock.advance(1);
    expect(await t.service.sweep()).toBe(1);
    expect((await t.product(product._id)).stock).toMatchObject({ reserved: 0, available: 3 });
    const [expired] = await t.eventsOf('order.status-changed');
    expect(expired!.data).toMatchObject({ orderId: order._id, from: 'pending', to: 'cancelled', reason: 'reservation_expired', paymentStatus: 'failed' });
  });

  it('two replicas sweeping at once expire each order once', async () => {
    t = await startTestOrders();
    const replica = await t.startReplica();
    const product = await t.createProduct({ stock: { quantity: 40 } });
    await t.saveCoupon({ code: 'SWEEP', type: 'fixed', value: 100 });
    for (let i = 0; i < 30; i += 1) {
      await t.api.placeOrder(orderFor(100 + i, [{ product, quantity: 1 }], { couponCode: 'SWEEP', discount: 100, total: 45_900 }));
    }
    expect(await t.couponUses('SWEEP')).toBe(30);
    t.clock.advance(31 * 60_000);
    const [a, b] = await Promise.all([t.service.sweep(), replica.service.sweep()]);
    expect(a + b).toBe(30);
    expect((await t.product(product._id)).stock).toMatchObject({ quantity: 40, reserved: 0, available: 40 });
    expect(await t.couponUses('SWEEP')).toBe(0);
    const cancelled = await t.api.adminListOrders({ status: 'cancelled', paymentStatus: 'failed', limit: 50 });
    expect(cancelled.pagination.total).toBe(30);
    expect((await t.eventsOf('order.status-changed', 30)).length).toBe(30);
  });

  it('leaves a release the catalog could not do for the next round, and finishes it then', async () => {
    const outage = { down: false };
    t = await startTestOrders({ catalogVia: withOutage(outage) });
    const product = await t.createProduct({ stock: { quantity: 2 } });
    const { order } = await t.api.placeOrder(orderFor(2, [{ product, quantity: 2 }]));
    outage.down = true;
    t.clock.advance(31 * 60_000);
    expect(await t.service.sweep()).toBe(1);
    expect((await t.api.getOrder({ orderId: order._id, actor: asAdmin })).status).toBe('cancelled');
    expect((await t.product(product._id)).stock.reserved).toBe(2);
    outage.down = false;
    t.clock.advance(3 * 60_000);
    await t.service.sweep();
    expect((await t.product(product._id)).stock).toMatchObject({ reserved: 0, available: 2 });
  });

  it('cleans up a placement that never completed (a crash between reserving and placing)', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 10_000, stock: { quantity: 4 } });
    await t.saveCoupon({ code: 'CRASH', type: 'fixed', value: 100 });
    const { order } = await t.api.placeOrder(orderFor(3, [{ product, quantity: 2 }], { couponCode: 'CRASH', discount: 100, total: 20_900 }));
    // As a crashed placement leaves it: stock reserved, coupon counted, the order still hidden.
    await t.documents.collection('orders').updateOne({ _id: order._id }, { $set: { stage: 'placing', 'reservation.state': 'pending' } });
    expect((await t.api.adminListOrders({})).pagination.total).toBe(0);
    const orders = new DocumentOrderRepository(t.documents);

    await t.service.sweep();
    expect(await orders.findAnyById(order._id)).not.toBeNull();
    t.clock.advance(3 * 60_000);
    await t.service.sweep();
    expect(await orders.findAnyById(order._id)).toBeNull();
    expect((await t.product(product._id)).stock).toMatchObject({ reserved: 0, available: 4 });
    expect(await t.couponUses('CRASH')).toBe(0);
  });
});
