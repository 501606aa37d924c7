import { afterEach, describe, expect, it } from 'vitest';
import { DocumentOrderRepository } from '../../adapters/storage/document-order-repository';
import { asAdmin, orderFor, startTestOrders, type TestOrders, ADMIN_EMAIL } from '../../testing/orders-test-kit';
import { RecordingLog } from '../../testing/order-record';
import { ChangedMeanwhile } from '../../testing/racing-order-stores';
import { MANUAL_VERIFICATION_HOLD_MS } from '../orders-messages';
import { MarkAwaitingVerification } from './mark-awaiting-verification.use-case';

let t: TestOrders;
afterEach(() => t?.close());

const place = async (customer: number, quantity = 1) => {
  const product = await t.createProduct({ price: 40_000, stock: { quantity: 5 } });
  const { order } = await t.api.placeOrder(orderFor(customer, [{ product, quantity }]));
  return { product, order };
};

/** The use case on the test shop's store and clock. */
const proofs = (log = new RecordingLog(), orders = new DocumentOrderRepository(t.documents)) => ({ log, mark: new MarkAwaitingVerification({ orders, clock: t.clock, log }) });
const stored = async (id: string) => (await new DocumentOrderRepository(t.documents).findAnyById(id))!;

describe('MarkAwaitingVerification (payment.proof-submitted)', () => {
  it('a proof keeps the stock held for the 24-hour verification window, and the history says when it was uploaded', async () => {
    t = await startTestOrders();
    const { product, order } = await place(1);
    const { mark } = proofs();
    const at = t.clock.now();
    const awaiting = await mark.execute({ orderId: order._id.toUpperCase(), paymentId: 'proof-1', userId: order.userId.toUpperCase() });
    expect(awaiting).toMatchObject({ status: 'pending', paymentInfo: { status: 'awaiting_verification', method: 'manual_momo', paymentId: 'proof-1' } });
    const record = await stored(order._id);
    expect(record.reservation).toMatchObject({ state: 'reserved', expiresAt: new Date(at.getTime() + MANUAL_VERIFICATION_HOLD_MS).toISOString() });
    expect(record.history.at(-1)).toEqual({ at: at.toISOString(), by: order.userId, event: 'payment proof uploaded' });
    // Past the usual 30 minutes, the sweeper leaves the order and its stock alone.
    t.clock.advance(31 * 60_000);
    await t.service.sweep();
    expect(await t.api.getOrder({ orderId: order._id, actor: asAdmin })).toMatchObject({ status: 'pending', paymentInfo: { status: 'awaiting_verification' } });
    expect((await t.product(product._id)).stock.reserved).toBe(1);
  });

  it('a proof never shortens a hold that already lasts longer than the verification window', async () => {
    t = await startTestOrders({ reservationMinutes: 48 * 60 });
    const { order } = await place(2);
    const before = (await stored(order._id)).reservation.expiresAt;
    await proofs().mark.execute({ orderId: order._id, paymentId: 'proof-1', userId: order.userId });
    expect((await stored(order._id)).reservation.expiresAt).toBe(before);
  });

  it('a second proof while one awaits the admin changes nothing, and only a proof for a paid order is reported', async () => {
    t = await startTestOrders();
    const { order } = await place(3);
    const { log, mark } = proofs();
    await mark.execute({ orderId: order._id, paymentId: 'proof-1', userId: order.userId });
    const again = await mark.execute({ orderId: order._id, paymentId: 'proof-2', userId: order.userId });
    expect(again?.paymentInfo).toMatchObject({ status: 'awaiting_verification', paymentId: 'proof-1' });
    expect(log.lines).toEqual([]);
    await t.api.setPaymentStatus({ orderId: order._id, status: 'paid', actor: asAdmin, actorEmail: ADMIN_EMAIL });
    const late = await mark.execute({ orderId: order._id, paymentId: 'proof-3', userId: order.userId });
    expect(late).toMatchObject({ status: 'confirmed', paymentInfo: { status: 'paid', paymentId: 'proof-1' } });
    expect(log.lines).toEqual([['info', { orderId: order._id, paymentId: 'proof-3' }, 'payment proof for a paid order ignored']]);
  });

  it('a proof after a failed attempt is taken, but not a proof whose own rejection already came', async () => {
    t = await startTestOrders();
    const { order } = await place(4);
    await t.settle({ orderId: order._id, status: 'failed', paymentId: 'pay-1', reason: 'declined' });
    const { mark } = proofs();
    const taken = await mark.execute({ orderId: order._id, paymentId: 'proof-1', userId: order.userId });
    expect(taken?.paymentInfo).toMatchObject({ status: 'awaiting_verification', paymentId: 'proof-1' });
    expect(taken?.paymentInfo.failureReason).toBeUndefined();
    // The admin's rejection crossed the proof's own event: the late proof does not reopen it.
    await t.settle({ orderId: order._id, status: 'failed', paymentId: 'proof-1', reason: 'no such transfer' });
    const crossed = await mark.execute({ orderId: order._id, paymentId: 'proof-1', userId: order.userId });
    expect(crossed?.paymentInfo).toMatchObject({ status: 'failed', paymentId: 'proof-1', failureReason: 'no such transfer' });
  });

  it('a proof for an order that expired meanwhile is taken without claiming its released stock is held', async () => {
    t = await startTestOrders();
    const { order } = await place(5);
    t.clock.advance(31 * 60_000);
    await t.service.sweep();
    const before = (await stored(order._id)).reservation;
    const taken = await proofs().mark.execute({ orderId: order._id, paymentId: 'proof-1', userId: order.userId });
    expect(taken).toMatchObject({ status: 'cancelled', paymentInfo: { status: 'awaiting_verification' } });
    expect((await stored(order._id)).reservation).toEqual(before);
  });

  it('a proof from someone other than the order’s owner is ignored', async () => {
    t = await startTestOrders();
    const { order: theirs } = await place(6);
    const { order: mine } = await place(7);
    expect(await proofs().mark.execute({ orderId: theirs._id, paymentId: 'proof-1', userId: mine.userId })).toBeNull();
    expect((await stored(theirs._id)).paymentInfo.status).toBe('pending');
  });
});

describe('MarkAwaitingVerification racing other writers', () => {
  it('a proof racing the approval of the same order leaves it paid, not awaiting a check', async () => {
    t = await startTestOrders();
    const { order } = await place(30);
    const approveMeanwhile = () => t.settle({ orderId: order._id, status: 'paid', paymentId: 'pay-1', amount: order.total });
    const { log, mark } = proofs(new RecordingLog(), new ChangedMeanwhile(t.documents, approveMeanwhile));

    const after = await mark.execute({ orderId: order._id, paymentId: 'proof-1', userId: order.userId });

    expect(after).toMatchObject({ status: 'confirmed', paymentInfo: { status: 'paid', paymentId: 'pay-1' } });
    expect(log.lines).toEqual([['info', { orderId: order._id, paymentId: 'proof-1' }, 'payment proof for a paid order ignored']]);
  });

  it('a proof racing the expiry of the order is still taken, and the expired order keeps its stock released', async () => {
    t = await startTestOrders();
    const { product, order } = await place(31, 2);
    const expireMeanwhile = async () => {
      t.clock.advance(31 * 60_000);
      await t.service.sweep();
    };
    const { mark } = proofs(new RecordingLog(), new ChangedMeanwhile(t.documents, expireMeanwhile));

    const after = await mark.execute({ orderId: order._id, paymentId: 'proof-1', userId: order.userId });

    expect(after).toMatchObject({ status: 'cancelled', paymentInfo: { status: 'awaiting_verification', paymentId: 'proof-1' } });
    expect((await stored(order._id)).reservation.state).toBe('released');
    expect((await t.product(product._id)).stock).toMatchObject({ quantity: 5, reserved: 0 });
  });
});
