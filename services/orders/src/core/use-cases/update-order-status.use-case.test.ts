import { unitOfWorkOf } from '@shop/platform';
import type { OrderStatusChangedData } from '@shop/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogApiStock } from '../../adapters/catalog/catalog-api-stock';
import { OutboxOrderEvents } from '../../adapters/events/outbox-order-events';
import { DocumentCouponRepository } from '../../adapters/storage/document-coupon-repository';
import { DocumentOrderRepository } from '../../adapters/storage/document-order-repository';
import { ADMIN_ID, failureOf, orderFor, silentLogger, startTestOrders, type TestOrders, adminActor, ADMIN_EMAIL } from '../../testing/orders-test-kit';
import { ChangedMeanwhile, LosesRaces } from '../../testing/racing-order-stores';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import { UpdateOrderStatus } from './update-order-status.use-case';

let t: TestOrders;
afterEach(() => t?.close());

/** The use case on the test shop's store and catalog, with the given order store. */
function updateStatusWith(orders: DocumentOrderRepository) {
  return new UpdateOrderStatus({
    orders,
    coupons: new DocumentCouponRepository(t.documents),
    ...t.receiptPorts(),
      unitOfWork: unitOfWorkOf(t.documents),
    catalog: new CatalogApiStock(t.catalog),
    events: new OutboxOrderEvents(t.documents, t.clock),
    clock: t.clock,
    log: silentLogger(),
  });
}

describe('UpdateOrderStatus racing other writers', () => {
  it('an admin cancelling an order while its payment settles decides again on the paid order: the stock goes back and the money is refunded', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 20_000, stock: { quantity: 3 } });
    const { order } = await t.api.placeOrder(orderFor(1, [{ product, quantity: 2 }]));
    const cancel = updateStatusWith(new ChangedMeanwhile(t.documents, () => t.settle({ orderId: order._id, status: 'paid', amount: order.total })));

    const cancelled = await cancel.execute({ orderId: order._id, status: 'cancelled', ...adminActor });

    expect(cancelled).toMatchObject({ status: 'cancelled', paymentInfo: { status: 'paid' }, refunds: [{ state: 'requested', amount: order.total, lines: [] }] });
    expect(cancelled.attention).toBeUndefined();
    expect((await t.product(product._id)).stock).toMatchObject({ quantity: 3, reserved: 0, available: 3 });
    const stored = await new DocumentOrderRepository(t.documents).findAnyById(order._id);
    expect(stored!.history.map(({ event, from, to }) => ({ event, from, to }))).toEqual([
      { event: 'placed', from: undefined, to: 'pending' },
      { event: 'payment paid', from: 'pending', to: 'confirmed' },
      { event: 'status set by admin', from: 'confirmed', to: 'cancelled' },
      { event: 'refund requested', from: undefined, to: undefined },
    ]);
    const [refund] = await t.eventsOf('order.refund-requested');
    expect(refund?.data).toMatchObject({ orderId: order._id, amount: order.total, method: 'momo', requestedBy: ADMIN_ID });
    const changes = await t.eventsOf('order.status-changed', 2);
    expect(changes.map((event) => event.data)).toContainEqual(expect.objectContaining({ from: 'confirmed', to: 'cancelled', reason: 'admin' }));
  });

  it('a change that loses the race a few times is tried again until it applies, up to 8 tries', async () => {
    t = await startTestOrders();
    const product = await t.createProduct();
    const { order } = await t.api.placeOrder(orderFor(2, [{ product, quantity: 1 }]));
    const orders = new LosesRaces(t.documents, 7);

    const updated = await updateStatusWith(orders).execute({ orderId: order._id, status: 'processing', ...adminActor });

    expect(updated.status).toBe('processing');
    expect(orders.attempts).toBe(8);
  });

  it('a change that keeps losing the race gives up with a try-again message, changing nothing', async () => {
    t = await startTestOrders();
    const product = await t.createProduct();
    const { order } = await t.api.placeOrder(orderFor(3, [{ product, quantity: 1 }]));
    const orders = new LosesRaces(t.documents, Number.POSITIVE_INFINITY);

    const failure = await failureOf(updateStatusWith(orders).execute({ orderId: order._id, status: 'processing', ...adminActor }));

    expect(failure).toMatchObject({ kind: 'conflict', message: M.busy });
    expect(orders.attempts).toBe(8);
    expect((await t.api.getOrder({ orderId: order._id, actor: { userId: ADMIN_ID, role: 'ADMIN' } })).status).toBe('pending');
  });
});

// Not in SPEC: the figures of the admin order form's maxLength and the gateway's schema.
describe('UpdateOrderStatus limits', () => {
  it('takes a tracking number of up to 100 characters and notes of up to 1000', async () => {
    t = await startTestOrders();
    const product = await t.createProduct();
    const { order } = await t.api.placeOrder(orderFor(4, [{ product, quantity: 1 }]));
    const set = (extra: { trackingNumber?: string; notes?: string }) =>
      t.api.updateOrderStatus({ orderId: order._id, status: 'shipped', ...adminActor, ...extra });

    expect(await set({ trackingNumber: 'T'.repeat(100), notes: 'n'.repeat(1000) })).toMatchObject({
      trackingNumber: 'T'.repeat(100),
      adminNotes: 'n'.repeat(1000),
    });
    expect(await failureOf(set({ trackingNumber: 'T'.repeat(101) }))).toMatchObject({
      kind: 'invalid',
      errors: [{ path: 'trackingNumber', message: 'Tracking number must be at most 100 characters' }],
    });
    expect(await failureOf(set({ notes: 'n'.repeat(1001) }))).toMatchObject({
      kind: 'invalid',
      errors: [{ path: 'notes', message: 'Notes must be at most 1000 characters' }],
    });
  });
});

/** The order events, remembering each order.status-changed as it is emitted. */
class RecordedEvents extends OutboxOrderEvents {
  readonly statusChanges: OrderStatusChangedData[] = [];

  override async statusChanged(data: OrderStatusChangedData): Promise<void> {
    this.statusChanges.push(data);
    await super.statusChanged(data);
  }
}

/** A placed order of one unit (20 000 RWF) and the use case on the test shop, recording the events it emits. */
async function adminUpdating() {
  t = await startTestOrders();
  const product = await t.createProduct({ price: 20_000, stock: { quantity: 5 } });
  const { order } = await t.api.placeOrder(orderFor(5, [{ product, quantity: 1 }]));
  const orders = new DocumentOrderRepository(t.documents);
  const events = new RecordedEvents(t.documents, t.clock);
  const update = new UpdateOrderStatus({
    orders,
    coupons: new DocumentCouponRepository(t.documents),
    ...t.receiptPorts(),
      unitOfWork: unitOfWorkOf(t.documents),
    catalog: new CatalogApiStock(t.catalog),
    events,
    clock: t.clock,
    log: silentLogger(),
  });
  const adminEntries = async () => (await orders.findAnyById(order._id))!.history.filter((entry) => entry.event === 'status set by admin');
  return { product, order, orders, events, update, adminEntries };
}

describe('UpdateOrderStatus input', () => {
  it('reads the status trimmed and in any case', async () => {
    const { order, update } = await adminUpdating();

    expect(await update.execute({ orderId: order._id.toUpperCase(), status: ' Processing ', ...adminActor })).toMatchObject({ status: 'processing' });
  });

  it('refuses a status that is missing or not one of the order statuses, naming the statuses', async () => {
    const { order, update } = await adminUpdating();
    const invalid = { kind: 'invalid', message: M.statusInvalid, errors: [{ path: 'status', message: M.statusInvalid }] };

    expect(await failureOf(update.execute({ orderId: order._id, status: 42 as unknown as string, ...adminActor }))).toMatchObject(invalid);
    expect(await failureOf(update.execute({ orderId: order._id, status: 'lost', ...adminActor }))).toMatchObject(invalid);
  });

  it('answers with the first problem found when the status is fine but the tracking number is too long', async () => {
    const { order, update } = await adminUpdating();

    expect(await failureOf(update.execute({ orderId: order._id, status: 'shipped', trackingNumber: 'T'.repeat(101), ...adminActor }))).toMatchObject({
      kind: 'invalid',
      message: 'Tracking number must be at most 100 characters',
    });
  });

  it('requires an admin to be named as the one making the change', async () => {
    const { order, update, adminEntries } = await adminUpdating();

    expect(await failureOf(update.execute({ orderId: order._id, status: 'processing', actorId: 'someone', actorEmail: ADMIN_EMAIL }))).toMatchObject({ kind: 'forbidden', message: 'Admin access required' });
    expect(await adminEntries()).toEqual([]);
  });

  it('answers not found for an order id that is missing or malformed', async () => {
    const { update } = await adminUpdating();
    const notFound = { kind: 'not_found', message: M.orderNotFound };

    expect(await failureOf(update.execute({ orderId: 42 as unknown as string, status: 'processing', ...adminActor }))).toMatchObject(notFound);
    expect(await failureOf(update.execute({ orderId: 'bbbbbbbbbbbbbbbbbbbbbbbb', status: 'processing', ...adminActor }))).toMatchObject(notFound);
  });
});

describe('UpdateOrderStatus changes', () => {
  it('refuses to move a delivered order, saying why on the status field', async () => {
    const { order, update } = await adminUpdating();
    await update.execute({ orderId: order._id, status: 'delivered', ...adminActor });

    const refusal = 'This order is delivered; its status can no longer be changed';
    expect(await failureOf(update.execute({ orderId: order._id, status: 'processing', ...adminActor }))).toMatchObject({
      kind: 'conflict',
      message: refusal,
      errors: [{ path: 'status', message: refusal }],
    });
  });

  it('records nothing and emits nothing when the same change is sent again', async () => {
    const { order, events, update, adminEntries } = await adminUpdating();
    const change = { orderId: order._id, status: 'shipped', trackingNumber: 'RW123', notes: 'left with the guard', ...adminActor };

    await update.execute(change);
    await update.execute(change);
    await update.execute({ orderId: order._id, status: 'shipped', ...adminActor });

    expect(await adminEntries()).toHaveLength(1);
    expect(events.statusChanges).toHaveLength(1);
  });

  it('takes an empty tracking number or empty notes on an order that has none as no change', async () => {
    const { order, events, update, adminEntries } = await adminUpdating();

    const same = await update.execute({ orderId: order._id, status: 'pending', trackingNumber: ' ', notes: '', ...adminActor });

    expect(same).toMatchObject({ status: 'pending' });
    expect(await adminEntries()).toEqual([]);
    expect(events.statusChanges).toEqual([]);
  });

  it('records a notes-only change in the history without telling the shopper', async () => {
    const { order, events, update, adminEntries } = await adminUpdating();

    expect(await update.execute({ orderId: order._id, status: 'pending', notes: 'called the shopper', ...adminActor })).toMatchObject({ adminNotes: 'called the shopper' });

    expect(await adminEntries()).toHaveLength(1);
    expect(events.statusChanges).toEqual([]);
  });

  it('tells the shopper when only the tracking number changes', async () => {
    const { order, events, update } = await adminUpdating();
    await update.execute({ orderId: order._id, status: 'shipped', trackingNumber: 'RW1', ...adminActor });

    await update.execute({ orderId: order._id, status: 'shipped', trackingNumber: 'RW2', ...adminActor });

    expect(events.statusChanges.map(({ from, to, trackingNumber }) => ({ from, to, trackingNumber }))).toEqual([
      { from: 'pending', to: 'shipped', trackingNumber: 'RW1' },
      { from: 'shipped', to: 'shipped', trackingNumber: 'RW2' },
    ]);
  });

  it('keeps the stock held when an unpaid order moves on, and releases it without a refund when it is cancelled', async () => {
    const { product, order, update } = await adminUpdating();

    await update.execute({ orderId: order._id, status: 'processing', ...adminActor });
    expect((await t.product(product._id)).stock).toMatchObject({ quantity: 5, reserved: 1 });

    const cancelled = await update.execute({ orderId: order._id, status: 'cancelled', ...adminActor });
    expect(cancelled.attention).toBeUndefined();
    expect((await t.product(product._id)).stock).toMatchObject({ quantity: 5, reserved: 0, available: 5 });
  });

  it('flags no refund when a paid order moves on without being cancelled', async () => {
    const { product, order, update } = await adminUpdating();
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total });

    const shipped = await update.execute({ orderId: order._id, status: 'shipped', ...adminActor });

    expect(shipped).toMatchObject({ status: 'shipped', paymentInfo: { status: 'paid' } });
    expect(shipped.attention).toBeUndefined();
    expect((await t.product(product._id)).stock).toMatchObject({ quantity: 4, reserved: 0 });
  });

  it.each(['committing', 'reserving'] as const)('refuses to cancel while the payment is being applied to the stock (%s), asking to try again', async (state) => {
    const { order, orders, update } = await adminUpdating();
    await orders.update(order._id, {}, { reservation: { state }, updatedAt: t.clock.now().toISOString() });

    expect(await failureOf(update.execute({ orderId: order._id, status: 'cancelled', ...adminActor }))).toMatchObject({
      kind: 'conflict',
      message: "This order's payment is being settled. Please try again in a moment.",
    });
    expect((await orders.findAnyById(order._id))!.status).toBe('pending');
  });
});
