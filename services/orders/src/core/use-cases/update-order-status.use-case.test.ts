import type { DocumentStore } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogApiStock } from '../../adapters/catalog/catalog-api-stock';
import { OutboxOrderEvents } from '../../adapters/events/outbox-order-events';
import { DocumentCouponRepository } from '../../adapters/storage/document-coupon-repository';
import { DocumentOrderRepository } from '../../adapters/storage/document-order-repository';
import { ADMIN_ID, failureOf, orderFor, silentLogger, startTestOrders, type TestOrders } from '../../testing/orders-test-kit';
import type { OrderRecord } from '../order/order';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import type { OrderChange, OrderCondition } from '../ports/order-repository.port';
import { UpdateOrderStatus } from './update-order-status.use-case';

let t: TestOrders;
afterEach(() => t?.close());

/** The order store, where another writer changes the order just before the first update, so that update loses the race. */
class ChangedMeanwhile extends DocumentOrderRepository {
  private raced = false;

  constructor(
    documents: DocumentStore,
    private readonly meanwhile: () => Promise<unknown>,
  ) {
    super(documents);
  }

  override async update(id: string, condition: OrderCondition, change: OrderChange): Promise<OrderRecord | null> {
    if (!this.raced) {
      this.raced = true;
      await this.meanwhile();
    }
    return super.update(id, condition, change);
  }
}

/** The order store, reporting the first `losses` updates as lost to another writer. */
class LosesRaces extends DocumentOrderRepository {
  attempts = 0;

  constructor(
    documents: DocumentStore,
    private readonly losses: number,
  ) {
    super(documents);
  }

  override async update(id: string, condition: OrderCondition, change: OrderChange): Promise<OrderRecord | null> {
    this.attempts += 1;
    return this.attempts <= this.losses ? null : super.update(id, condition, change);
  }
}

/** The use case on the test shop's store and catalog, with the given order store. */
function updateStatusWith(orders: DocumentOrderRepository) {
  return new UpdateOrderStatus({
    orders,
    coupons: new DocumentCouponRepository(t.documents),
    catalog: new CatalogApiStock(t.catalog),
    events: new OutboxOrderEvents(t.documents, t.clock),
    clock: t.clock,
    log: silentLogger(),
  });
}

describe('UpdateOrderStatus racing other writers', () => {
  it('an admin cancelling an order while its payment settles decides again on the paid order: the stock goes back and a refund is flagged', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 20_000, stock: { quantity: 3 } });
    const { order } = await t.api.placeOrder(orderFor(1, [{ product, quantity: 2 }]));
    const cancel = updateStatusWith(new ChangedMeanwhile(t.documents, () => t.settle({ orderId: order._id, status: 'paid', amount: order.total })));

    const cancelled = await cancel.execute({ orderId: order._id, status: 'cancelled', actorId: ADMIN_ID });

    expect(cancelled).toMatchObject({ status: 'cancelled', paymentInfo: { status: 'paid' }, attention: { reason: 'refund_due' } });
    expect((await t.product(product._id)).stock).toMatchObject({ quantity: 3, reserved: 0, available: 3 });
    const stored = await new DocumentOrderRepository(t.documents).findAnyById(order._id);
    expect(stored!.history.map(({ event, from, to }) => ({ event, from, to }))).toEqual([
      { event: 'placed', from: undefined, to: 'pending' },
      { event: 'payment paid', from: 'pending', to: 'confirmed' },
      { event: 'status set by admin', from: 'confirmed', to: 'cancelled' },
    ]);
    const changes = await t.eventsOf('order.status-changed', 2);
    expect(changes.map((event) => event.data)).toContainEqual(expect.objectContaining({ from: 'confirmed', to: 'cancelled', reason: 'admin' }));
  });

  it('a change that loses the race a few times is tried again until it applies, up to 8 tries', async () => {
    t = await startTestOrders();
    const product = await t.createProduct();
    const { order } = await t.api.placeOrder(orderFor(2, [{ product, quantity: 1 }]));
    const orders = new LosesRaces(t.documents, 7);

    const updated = await updateStatusWith(orders).execute({ orderId: order._id, status: 'processing', actorId: ADMIN_ID });

    expect(updated.status).toBe('processing');
    expect(orders.attempts).toBe(8);
  });

  it('a change that keeps losing the race gives up with a try-again message, changing nothing', async () => {
    t = await startTestOrders();
    const product = await t.createProduct();
    const { order } = await t.api.placeOrder(orderFor(3, [{ product, quantity: 1 }]));
    const orders = new LosesRaces(t.documents, Number.POSITIVE_INFINITY);

    const failure = await failureOf(updateStatusWith(orders).execute({ orderId: order._id, status: 'processing', actorId: ADMIN_ID }));

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
      t.api.updateOrderStatus({ orderId: order._id, status: 'shipped', actorId: ADMIN_ID, ...extra });

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
