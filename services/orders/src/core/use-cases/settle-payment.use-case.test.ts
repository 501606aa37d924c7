import { AppError } from '@shop/domain';
import type { CatalogApi } from '@shop/catalog';
import { createEvent } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { asAdmin, orderFor, startTestOrders, type TestOrders } from '../../testing/orders-test-kit';

let t: TestOrders;
afterEach(() => t?.close());

const place = async (customer: number, quantity = 1) => {
  const product = await t.createProduct({ price: 40_000, stock: { quantity: 5 } });
  const { order } = await t.api.placeOrder(orderFor(customer, [{ product, quantity }]));
  return { product, order };
};
const read = (orderId: string) => t.api.getOrder({ orderId, actor: asAdmin });

describe('SettlePayment (payment.settled)', () => {
  it('does not confirm a payment of another amount: it flags it for an admin', async () => {
    t = await startTestOrders();
    const { product, order } = await place(1);
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total - 1000 });
    const flagged = await read(order._id);
    expect(flagged).toMatchObject({ status: 'pending', paymentInfo: { status: 'pending' }, attention: { reason: 'amount_mismatch' } });
    expect(flagged.attention?.message).toBe(`The payment settled 40000 RWF for an order of 41000 RWF. Check it and set the payment status.`);
    expect((await t.product(product._id)).stock.reserved).toBe(1);
  });

  it('flags a second, different payment for a paid order, and ignores a late failure', async () => {
    t = await startTestOrders();
    const { product, order } = await place(2);
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-1' });
    await t.settle({ orderId: order._id, status: 'failed', paymentId: 'pay-1', reason: 'late' });
    expect(await read(order._id)).toMatchObject({ status: 'confirmed', paymentInfo: { status: 'paid' } });
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-2' });
    expect((await read(order._id)).attention).toMatchObject({ reason: 'duplicate_payment' });
    expect((await t.product(product._id)).purchases).toBe(1);
  });

  it('acknowledges an unknown order and parks an unreadable event, retrying neither, then settles the next order as usual', async () => {
    t = await startTestOrders();
    const { product, order } = await place(7);
    await t.settle({ orderId: 'ffffffffffffffffffffffff', status: 'paid', amount: 1000 });
    const unreadable = createEvent('payment.settled', { orderId: 42, status: 'maybe' }, { now: t.clock.now() });
    await t.events.publish(unreadable);
    await t.events.drain();
    // The queue moved on: a settlement for a real order after them is applied.
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total });
    const letters = await t.events.deadLetters('orders.payment-settled');
    expect(letters.map((letter) => [letter.event.id, letter.attempts])).toEqual([[unreadable.id, 0]]);
    expect(await read(order._id)).toMatchObject({ status: 'confirmed', paymentInfo: { status: 'paid' } });
    expect(await t.product(product._id)).toMatchObject({ purchases: 1, stock: { quantity: 4, reserved: 0 } });
  });

  it('a paid verdict whose commit the catalog could not do is finished by the sweeper', async () => {
    const outage = { down: false };
    t = await startTestOrders({
      catalogVia: (catalog: CatalogApi) =>
        new Proxy(catalog, {
          get: (target, name: keyof CatalogApi) =>
            outage.down && name === 'commitStock' ? () => Promise.reject(new AppError('unavailable', 'down')) : target[name],
        }),
    });
    const { product, order } = await place(3, 2);
    outage.down = true;
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total });
    expect(await read(order._id)).toMatchObject({ status: 'confirmed', paymentInfo: { status: 'paid' } });
    expect((await t.product(product._id)).purchases).toBe(0);
    outage.down = false;
    t.clock.advance(3 * 60_000);
    await t.service.sweep();
    expect(await t.product(product._id)).toMatchObject({ purchases: 2, stock: { quantity: 3, reserved: 0 } });
  });

  it('takes a proof for an order that expired meanwhile; the admin’s paid reserves the stock again', async () => {
    t = await startTestOrders();
    const { product, order } = await place(4, 2);
    t.clock.advance(31 * 60_000);
    await t.service.sweep();
    await t.proofSubmitted(order);
    const awaiting = await read(order._id);
    expect(awaiting).toMatchObject({ status: 'cancelled', paymentInfo: { status: 'awaiting_verification' } });
    expect(awaiting.paymentInfo.failureReason).toBeUndefined();
    const paid = await t.api.setPaymentStatus({ orderId: order._id, status: 'paid', reference: 'USSD-1', actor: asAdmin });
    expect(paid).toMatchObject({ status: 'confirmed', paymentInfo: { status: 'paid', reference: 'USSD-1' } });
    expect(await t.product(product._id)).toMatchObject({ purchases: 2, stock: { quantity: 3, reserved: 0 } });
    const changes = await t.eventsOf('order.status-changed', 2);
    expect(changes.map((e) => [e.data.from, e.data.to, e.data.reason])).toEqual([
      ['pending', 'cancelled', 'reservation_expired'],
      ['cancelled', 'confirmed', 'payment_paid'],
    ]);
  });

  it('a late approval of a timed-out prompt, while the reservation holds, makes the order paid, once', async () => {
    t = await startTestOrders();
    const { product, order } = await place(5, 2);
    await t.settle({ orderId: order._id, status: 'failed', paymentId: 'pay-1', reason: 'timed out' });
    expect(await read(order._id)).toMatchObject({ status: 'pending', paymentInfo: { status: 'failed', failureReason: 'timed out' } });
    t.clock.advance(10 * 60_000);
    const late = await t.settle({ orderId: order._id, status: 'paid', paymentId: 'pay-1', amount: order.total, providerReference: 'MTN-9' });
    await t.settle({ orderId: order._id, status: 'paid', paymentId: 'pay-1', amount: order.total, providerReference: 'MTN-9' }, late.id);
    const paid = await read(order._id);
    expect(paid).toMatchObject({ status: 'confirmed', paymentInfo: { status: 'paid', reference: 'MTN-9' } });
    expect(paid.paymentInfo.failureReason).toBeUndefined();
    expect(paid.attention).toBeUndefined();
    expect(await t.product(product._id)).toMatchObject({ stock: { quantity: 3, reserved: 0 }, purchases: 2 });
    const changes = await t.eventsOf('order.status-changed');
    expect(changes.map((e) => [e.data.from, e.data.to, e.data.reason])).toEqual([['pending', 'confirmed', 'payment_paid']]);
  });

  it('an admin’s verdict on a manual proof, through payments, still reserves an expired order’s stock again', async () => {
    t = await startTestOrders();
    const { product, order } = await place(6, 1);
    t.clock.advance(31 * 60_000);
    await t.service.sweep();
    await t.proofSubmitted(order);
    await t.settle({ orderId: order._id, status: 'paid', method: 'manual_momo', amount: order.total, paymentId: 'proof-1' });
    const paid = await read(order._id);
    expect(paid).toMatchObject({ status: 'confirmed', paymentInfo: { method: 'manual_momo', status: 'paid' } });
    expect(paid.attention).toBeUndefined();
    expect(await t.product(product._id)).toMatchObject({ stock: { quantity: 4, reserved: 0 }, purchases: 1 });
  });
});
