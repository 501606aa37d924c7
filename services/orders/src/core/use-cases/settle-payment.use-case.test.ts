import { AppError } from '@shop/domain';
import type { CatalogApi } from '@shop/catalog';
import { createEvent, unitOfWorkOf } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogApiStock } from '../../adapters/catalog/catalog-api-stock';
import { OutboxOrderEvents } from '../../adapters/events/outbox-order-events';
import { DocumentCouponRepository } from '../../adapters/storage/document-coupon-repository';
import { DocumentOrderRepository } from '../../adapters/storage/document-order-repository';
import { asAdmin, failureOf, orderFor, startTestOrders, type TestOrders, adminActor, ADMIN_EMAIL } from '../../testing/orders-test-kit';
import { RecordingLog } from '../../testing/order-record';
import { ChangedMeanwhile } from '../../testing/racing-order-stores';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import { SettlePayment, type Settlement } from './settle-payment.use-case';

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
    const paid = await t.api.setPaymentStatus({ orderId: order._id, status: 'paid', reference: 'USSD-1', actor: asAdmin, actorEmail: ADMIN_EMAIL });
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


/** The use case on the test shop's store, catalog and clock, with a log the test reads. */
function settler(catalog: CatalogApi = t.catalog, orders = new DocumentOrderRepository(t.documents)) {
  const log = new RecordingLog();
  const use = new SettlePayment({
    orders,
    coupons: new DocumentCouponRepository(t.documents),
    ...t.receiptPorts(),
      unitOfWork: unitOfWorkOf(t.documents),
    catalog: new CatalogApiStock(catalog),
    events: new OutboxOrderEvents(t.documents, t.clock),
    clock: t.clock,
    log,
  });
  const settle = (orderId: string, verdict: Omit<Settlement, 'orderId' | 'source' | 'by'> & Partial<Settlement>) =>
    use.execute({ source: 'provider', by: 'system', ...verdict, orderId });
  return { log, settle };
}
const stored = async (id: string) => (await new DocumentOrderRepository(t.documents).findAnyById(id))!;

describe('SettlePayment: failures', () => {
  it('a failure tells the shopper why, in at most 200 characters, or just "failed", and the history records it', async () => {
    t = await startTestOrders();
    const { order } = await place(10);
    const { settle } = settler();
    const failed = await settle(order._id, { status: 'failed', paymentId: 'pay-1', reason: 'x'.repeat(300) });
    expect(failed?.paymentInfo).toMatchObject({ status: 'failed', paymentId: 'pay-1', failureReason: 'x'.repeat(200) });
    expect((await stored(order._id)).history.at(-1)).toEqual({ at: t.clock.now().toISOString(), by: 'system', event: 'payment failed', note: 'x'.repeat(200) });
    const plain = await settle(order._id, { status: 'failed', paymentId: 'pay-2' });
    expect(plain?.paymentInfo).toMatchObject({ status: 'failed', paymentId: 'pay-2', failureReason: 'failed' });
  });

  it('the same failure twice is recorded once; another attempt’s failure while the stock is held is recorded', async () => {
    t = await startTestOrders();
    const { order } = await place(11);
    const { settle } = settler();
    await settle(order._id, { status: 'failed', paymentId: 'pay-1', reason: 'timed out' });
    await settle(order._id, { status: 'failed', paymentId: 'pay-1', reason: 'timed out again' });
    expect((await stored(order._id)).history.filter((h) => h.event === 'payment failed')).toHaveLength(1);
    // A failure that names no payment is another attempt: recorded, and the last known payment id stays.
    const unnamed = await settle(order._id, { status: 'failed', reason: 'declined' });
    expect(unnamed?.paymentInfo).toMatchObject({ status: 'failed', paymentId: 'pay-1', failureReason: 'declined' });
    const again = await settle(order._id, { status: 'failed', reason: 'declined twice' });
    expect(again?.paymentInfo.failureReason).toBe('declined twice');
  });

  it('failures that name no payment are different attempts: each one is recorded', async () => {
    t = await startTestOrders();
    const { order } = await place(21);
    const { settle } = settler();
    await settle(order._id, { status: 'failed', reason: 'declined' });
    const again = await settle(order._id, { status: 'failed', reason: 'insufficient funds' });
    expect(again?.paymentInfo).toMatchObject({ status: 'failed', failureReason: 'insufficient funds' });
  });

  it('once the reservation is gone, a further failure changes nothing', async () => {
    t = await startTestOrders();
    const { order } = await place(12);
    const { settle } = settler();
    await settle(order._id, { status: 'failed', paymentId: 'pay-1', reason: 'timed out' });
    t.clock.advance(31 * 60_000);
    await t.service.sweep();
    const after = await settle(order._id, { status: 'failed', paymentId: 'pay-2', reason: 'declined' });
    expect(after).toMatchObject({ status: 'cancelled', paymentInfo: { status: 'failed', paymentId: 'pay-1', failureReason: 'expired' } });
  });

  it('an admin cannot reject a paid order; a provider’s late failure for it is ignored and noted for the operator', async () => {
    t = await startTestOrders();
    const { order } = await place(13);
    const { log, settle } = settler();
    await settle(order._id, { status: 'paid', paymentId: 'pay-1', amount: order.total });
    const refused = await failureOf(settle(order._id, { status: 'failed', source: 'admin', by: asAdmin.userId }));
    expect([refused.kind, refused.message]).toEqual(['conflict', M.alreadyPaid]);
    const late = await settle(order._id, { status: 'failed', paymentId: 'pay-0', reason: 'timed out' });
    expect(late).toMatchObject({ status: 'confirmed', paymentInfo: { status: 'paid', paymentId: 'pay-1' } });
    expect(log.lines).toEqual([['info', { orderId: order._id, paymentId: 'pay-0' }, 'failed settlement for a paid order ignored']]);
  });
});

describe('SettlePayment: approvals', () => {
  it('an approval keeps the method the shopper actually paid with, and the one on the order when the provider names none', async () => {
    t = await startTestOrders();
    const { settle } = settler();
    const { order: byCard } = await place(14);
    expect((await settle(byCard._id, { status: 'paid', method: 'stripe', amount: byCard.total }))?.paymentInfo.method).toBe('stripe');
    const { order: unnamed } = await place(15);
    const paid = await settle(unnamed._id, { status: 'paid' });
    // The provider named no amount either: nothing to compare, the order is paid.
    expect(paid).toMatchObject({ status: 'confirmed', paymentInfo: { status: 'paid', method: 'momo' } });
    expect(paid?.attention).toBeUndefined();
  });

  it('an admin who saw the money is believed over the amount the provider would have reported', async () => {
    t = await startTestOrders();
    const { order } = await place(16);
    const paid = await settler().settle(order._id, { status: 'paid', source: 'admin', by: asAdmin.userId, amount: 1 });
    expect(paid).toMatchObject({ status: 'confirmed', paymentInfo: { status: 'paid' } });
    expect(paid?.attention).toBeUndefined();
  });

  it('a payment does not move back an order the admin already moved on', async () => {
    t = await startTestOrders();
    const { order } = await place(17);
    await t.api.updateOrderStatus({ orderId: order._id, status: 'processing', ...adminActor });
    const paid = await settler().settle(order._id, { status: 'paid', amount: order.total });
    expect(paid).toMatchObject({ status: 'processing', paymentInfo: { status: 'paid' } });
  });

  it('a repeated approval that names no payment is not a second payment', async () => {
    t = await startTestOrders();
    const { order } = await place(18);
    const { settle } = settler();
    await settle(order._id, { status: 'paid', paymentId: 'pay-1', amount: order.total });
    const again = await settle(order._id, { status: 'paid', amount: order.total });
    expect(again).toMatchObject({ status: 'confirmed', paymentInfo: { status: 'paid', paymentId: 'pay-1' } });
    expect(again?.attention).toBeUndefined();
  });
});

describe('SettlePayment: orders flagged for an admin', () => {
  it('a verdict for a cancelled order whose stock is still being released waits for the release; a payment then asks for a refund', async () => {
    const outage = { down: false };
    const releaseFails = (catalog: CatalogApi) =>
      new Proxy(catalog, {
        get: (target, name: keyof CatalogApi) =>
          outage.down && name === 'releaseStock' ? () => Promise.reject(new AppError('unavailable', 'down')) : target[name],
      });
    t = await startTestOrders({ catalogVia: releaseFails });
    const { product, order } = await place(22);
    outage.down = true;
    await t.api.updateOrderStatus({ orderId: order._id, status: 'cancelled', ...adminActor });
    const busy = await failureOf(settler(releaseFails(t.catalog)).settle(order._id, { status: 'paid', paymentId: 'pay-1', amount: order.total }));
    expect([busy.kind, busy.message]).toEqual(['unavailable', M.busy]);
    // A failure waits for the release too: nothing is recorded on an order in between.
    const failing = await failureOf(settler(releaseFails(t.catalog)).settle(order._id, { status: 'failed', paymentId: 'pay-0' }));
    expect([failing.kind, failing.message]).toEqual(['unavailable', M.busy]);
    outage.down = false;
    const flagged = await settler().settle(order._id, { status: 'paid', paymentId: 'pay-1', amount: order.total });
    expect(flagged).toMatchObject({ status: 'cancelled', paymentInfo: { status: 'pending' }, attention: { reason: 'refund_due' } });
    expect((await t.product(product._id)).stock).toMatchObject({ quantity: 5, reserved: 0 });
  });

  it('a flagged order says why in its history, is flagged once, and the operator is warned', async () => {
    t = await startTestOrders();
    const { order } = await place(19);
    const { log, settle } = settler();
    const flagged = await settle(order._id, { status: 'paid', paymentId: 'pay-1', amount: 1000 });
    const message = M.attention.amount_mismatch(1000, order.total);
    expect(flagged?.attention).toEqual({ reason: 'amount_mismatch', message, flaggedAt: t.clock.now().toISOString() });
    expect((await stored(order._id)).history.at(-1)).toEqual({ at: t.clock.now().toISOString(), by: 'system', event: 'attention', note: message });
    // The first reason stays until an admin deals with it.
    t.clock.advance(60_000);
    const again = await settle(order._id, { status: 'paid', paymentId: 'pay-2', amount: 2000 });
    expect(again?.attention?.message).toBe(message);
    expect(log.lines[0]).toEqual(['warn', { orderId: order._id, reason: 'amount_mismatch' }, 'payment needs an admin']);
  });

  it('a late approval that names neither payment nor amount asks to refund the order total of an unknown payment', async () => {
    t = await startTestOrders();
    const { order } = await place(20);
    t.clock.advance(31 * 60_000);
    await t.service.sweep();
    const flagged = await settler().settle(order._id, { status: 'paid', reference: 'MTN-7' });
    expect(flagged).toMatchObject({ status: 'cancelled', paymentInfo: { status: 'failed' } });
    expect(flagged?.attention).toMatchObject({ reason: 'refund_due', message: M.attention.refund_due('unknown', order.total, 'MTN-7') });
    expect(flagged?.attention?.message).toContain('Payment unknown of 41000 RWF (provider reference MTN-7)');
  });
});

describe('SettlePayment racing other writers', () => {
  it('an approval racing an admin who cancels the order is treated as a late approval: the order stays cancelled and is flagged for a refund', async () => {
    t = await startTestOrders();
    const { product, order } = await place(23, 2);
    const cancelMeanwhile = () => t.api.updateOrderStatus({ orderId: order._id, status: 'cancelled', ...adminActor });
    const { settle } = settler(t.catalog, new ChangedMeanwhile(t.documents, cancelMeanwhile));

    const settled = await settle(order._id, { status: 'paid', paymentId: 'pay-1', amount: order.total });

    expect(settled).toMatchObject({ status: 'cancelled', paymentInfo: { status: 'pending' }, attention: { reason: 'refund_due' } });
    expect(settled?.attention?.message).toBe(M.attention.refund_due('pay-1', order.total, undefined));
    expect(await t.product(product._id)).toMatchObject({ purchases: 0, stock: { quantity: 5, reserved: 0 } });
  });

  it('an approval racing the same approval is applied once: nothing is flagged and the stock is sold once', async () => {
    t = await startTestOrders();
    const { product, order } = await place(25, 2);
    const approveMeanwhile = () => t.settle({ orderId: order._id, status: 'paid', paymentId: 'pay-1', amount: order.total });
    const { settle } = settler(t.catalog, new ChangedMeanwhile(t.documents, approveMeanwhile));

    const settled = await settle(order._id, { status: 'paid', paymentId: 'pay-1', amount: order.total });

    expect(settled).toMatchObject({ status: 'confirmed', paymentInfo: { status: 'paid', paymentId: 'pay-1' } });
    expect(settled?.attention).toBeUndefined();
    expect(await t.product(product._id)).toMatchObject({ purchases: 2, stock: { quantity: 3, reserved: 0 } });
  });

  it('a failure racing the approval of the same order does not undo the payment', async () => {
    t = await startTestOrders();
    const { product, order } = await place(24);
    const approveMeanwhile = () => t.settle({ orderId: order._id, status: 'paid', paymentId: 'pay-2', amount: order.total });
    const { settle } = settler(t.catalog, new ChangedMeanwhile(t.documents, approveMeanwhile));

    const settled = await settle(order._id, { status: 'failed', paymentId: 'pay-1', reason: 'declined' });

    expect(settled).toMatchObject({ status: 'confirmed', paymentInfo: { status: 'paid', paymentId: 'pay-2' } });
    expect(settled?.paymentInfo.failureReason).toBeUndefined();
    expect((await t.product(product._id)).purchases).toBe(1);
  });
});

describe('SettlePayment: what the shopper is told', () => {
  it('an approval tells the shopper, from the system, that the pending order is confirmed because it was paid', async () => {
    t = await startTestOrders();
    const { order } = await place(26);
    await settler().settle(order._id, { status: 'paid', paymentId: 'pay-1', amount: order.total });
    const [change] = await t.eventsOf('order.status-changed');
    expect(change?.data).toMatchObject({ orderId: order._id, from: 'pending', to: 'confirmed', paymentStatus: 'paid', reason: 'payment_paid', changedBy: 'system' });
  });
});
