import type { OrderStatusChangedData } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { CatalogApi } from '@shop/catalog';
import { OUTBOX_COLLECTION, unitOfWorkOf, type DocumentStore } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { CatalogApiStock } from '../../adapters/catalog/catalog-api-stock';
import { OutboxOrderEvents } from '../../adapters/events/outbox-order-events';
import { DocumentCouponRepository } from '../../adapters/storage/document-coupon-repository';
import { DocumentOrderRepository } from '../../adapters/storage/document-order-repository';
import { asAdmin, failureOf, orderFor, silentLogger, startTestOrders, type TestOrders, adminActor } from '../../testing/orders-test-kit';
import type { OrderRecord } from '../order/order';
import type { OrdersLog } from '../orders-ports';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import { ExpireReservations, STALLED_AFTER_MS } from './expire-reservations.use-case';

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

/** The real catalog, holding each reservation until the test lets it through (a slow catalog). */
function slowReservations() {
  let arrive!: () => void;
  let open!: () => void;
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const opened = new Promise<void>((resolve) => (open = resolve));
  const via = (catalog: CatalogApi): CatalogApi =>
    new Proxy(catalog, {
      get: (target, name: keyof CatalogApi) =>
        name === 'reserveStock'
          ? async (input: Parameters<CatalogApi['reserveStock']>[0]) => {
              arrive();
              await opened;
              return target.reserveStock(input);
            }
          : target[name],
    });
  return { via, reached, open };
}

/** The order store, where something happens between the sweeper's look for stalled orders and what it does about them. */
class StalledThenMeanwhile extends DocumentOrderRepository {
  constructor(
    documents: DocumentStore,
    private readonly meanwhile: (stalled: OrderRecord[]) => Promise<unknown>,
  ) {
    super(documents);
  }

  override async findStalled(before: string, limit: number): Promise<OrderRecord[]> {
    const stalled = await super.findStalled(before, limit);
    await this.meanwhile(stalled);
    return stalled;
  }
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
    // (Written behind the repository's back, so the dashboard's counts, which a real placement
    // never moved, are left as they are: only the listing itself is asked.)
    await t.documents.collection('orders').updateOne({ _id: order._id }, { $set: { stage: 'placing', 'reservation.state': 'pending' } });
    expect((await t.api.adminListOrders({})).orders).toEqual([]);
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

describe('ExpireReservations of an order', () => {
  it('records the expiry in the order history: by the system, from its status to cancelled', async () => {
    t = await startTestOrders();
    const product = await t.createProduct();
    const { order } = await t.api.placeOrder(orderFor(7, [{ product, quantity: 1 }]));
    t.clock.advance(30 * 60_000);
    expect(await t.service.sweep()).toBe(1);
    const stored = await new DocumentOrderRepository(t.documents).findAnyById(order._id);
    expect(stored!.history.at(-1)).toEqual({ at: '2026-11-14T09:30:00.000Z', by: 'system', event: 'reservation expired', from: 'pending', to: 'cancelled' });
  });

  it('leaves an unpaid order already delivered delivered: its payment is marked expired, and no status change is announced', async () => {
    t = await startTestOrders();
    const product = await t.createProduct();
    const { order } = await t.api.placeOrder(orderFor(8, [{ product, quantity: 1 }]));
    await t.api.updateOrderStatus({ orderId: order._id, status: 'delivered', ...adminActor });
    t.clock.advance(30 * 60_000);

    expect(await t.service.sweep()).toBe(1);

    const expired = await t.api.getOrder({ orderId: order._id, actor: asAdmin });
    expect(expired).toMatchObject({ status: 'delivered', paymentInfo: { status: 'failed', failureReason: 'expired' } });
    const stored = await new DocumentOrderRepository(t.documents).findAnyById(order._id);
    expect(stored!.history.at(-1)).toMatchObject({ by: 'system', event: 'reservation expired', from: 'delivered', to: 'delivered' });
    const announced = await t.documents.collection(OUTBOX_COLLECTION).find({ 'event.type': 'order.status-changed' });
    expect(announced.map((entry) => (entry.event as { data: { reason: string } }).data.reason)).toEqual(['admin']);
  });
});

describe('ExpireReservations of a placement in progress', () => {
  const placeSlowly = async (slow: ReturnType<typeof slowReservations>) => {
    t = await startTestOrders({ catalogVia: slow.via });
    const product = await t.createProduct({ price: 10_000, stock: { quantity: 4 } });
    await t.saveCoupon({ code: 'SLOW', type: 'fixed', value: 100 });
    const placing = t.api.placeOrder(orderFor(9, [{ product, quantity: 2 }], { couponCode: 'SLOW', discount: 100, total: 20_900 }));
    await slow.reached;
    return { product, placing };
  };

  // The grace a placement gets before the sweeper judges it dead: 2 minutes.
  it('leaves a placement alone for 2 minutes', async () => {
    expect(STALLED_AFTER_MS).toBe(2 * 60_000);
    const slow = slowReservations();
    const { product, placing } = await placeSlowly(slow);
    t.clock.advance(STALLED_AFTER_MS);
    await t.service.sweep();
    slow.open();

    const { order } = await placing;

    expect(order.status).toBe('pending');
    expect((await t.product(product._id)).stock.reserved).toBe(2);
    expect(await t.couponUses('SLOW')).toBe(1);
  });

  it('abandons a placement stalled for longer: the shopper is asked to try again, and neither stock nor coupon use stays held', async () => {
    const slow = slowReservations();
    const { product, placing } = await placeSlowly(slow);
    t.clock.advance(STALLED_AFTER_MS + 1);
    await t.service.sweep();
    expect(await t.couponUses('SLOW')).toBe(0);
    slow.open();

    expect(await failureOf(placing)).toMatchObject({ kind: 'unavailable', message: M.placementAbandoned });

    expect((await t.product(product._id)).stock).toMatchObject({ reserved: 0, available: 4 });
    expect(await t.couponUses('SLOW')).toBe(0);
    expect(await t.documents.collection('orders').count({})).toBe(0);
  });

  /** A sweeper on the test shop's store and catalog, where `meanwhile` happens after it has looked for stalled orders. */
  const sweeperWhere = (meanwhile: (stalled: OrderRecord[]) => Promise<unknown>) =>
    new ExpireReservations({
      orders: new StalledThenMeanwhile(t.documents, meanwhile),
      coupons: new DocumentCouponRepository(t.documents),
      unitOfWork: unitOfWorkOf(t.documents),
      catalog: new CatalogApiStock(t.catalog),
      events: new OutboxOrderEvents(t.documents, t.clock),
      clock: t.clock,
      log: silentLogger(),
    });

  it('keeps a placement that completes just as the sweeper judges it stalled, with its stock and coupon use', async () => {
    const slow = slowReservations();
    const { product, placing } = await placeSlowly(slow);
    t.clock.advance(STALLED_AFTER_MS + 1);
    const sweeper = sweeperWhere(async () => {
      slow.open();
      await placing;
    });

    await sweeper.execute();

    const { order } = await placing;
    expect(await t.api.getOrder({ orderId: order._id, actor: asAdmin })).toMatchObject({ status: 'pending', couponCode: 'SLOW' });
    expect((await t.product(product._id)).stock.reserved).toBe(2);
    expect(await t.couponUses('SLOW')).toBe(1);
  });

  it('gives a placement that took a step since the sweeper looked another 2 minutes', async () => {
    const slow = slowReservations();
    const { product, placing } = await placeSlowly(slow);
    t.clock.advance(STALLED_AFTER_MS + 1);
    const orders = new DocumentOrderRepository(t.documents);
    // The placement's next write lands between the sweeper's look and its claim.
    const sweeper = sweeperWhere(async (stalled) => {
      for (const order of stalled) await orders.update(order.id, { stage: ['placing'] }, { updatedAt: t.clock.now().toISOString() });
    });

    await sweeper.execute();
    slow.open();

    expect((await placing).order.status).toBe('pending');
    expect((await t.product(product._id)).stock.reserved).toBe(2);
    expect(await t.couponUses('SLOW')).toBe(1);
  });
});

/** What the sweeper told the operator. */
class RecordedLog implements OrdersLog {
  readonly lines: Array<{ level: 'warn' | 'info'; fields: Record<string, unknown>; message: string }> = [];

  warn(fields: Record<string, unknown>, message: string): void {
    this.lines.push({ level: 'warn', fields, message });
  }

  info(fields: Record<string, unknown>, message: string): void {
    this.lines.push({ level: 'info', fields, message });
  }
}

/** The catalog's stock, unable to release while `down` is set. */
class ReleaseOutage extends CatalogApiStock {
  down = false;

  override async release(reference: string): Promise<void> {
    if (this.down) throw new AppError('unavailable', 'catalog is down');
    await super.release(reference);
  }
}

/** The order events, remembering each order.status-changed. */
class RecordedEvents extends OutboxOrderEvents {
  readonly statusChanges: OrderStatusChangedData[] = [];

  override async statusChanged(data: OrderStatusChangedData): Promise<void> {
    this.statusChanges.push(data);
    await super.statusChanged(data);
  }
}

describe('ExpireReservations as the operator sees it', () => {
  const sweeper = () => {
    const parts = { catalog: new ReleaseOutage(t.catalog), events: new RecordedEvents(t.documents, t.clock), log: new RecordedLog() };
    const sweep = new ExpireReservations({ orders: new DocumentOrderRepository(t.documents), coupons: new DocumentCouponRepository(t.documents), unitOfWork: unitOfWorkOf(t.documents), clock: t.clock, ...parts });
    return { sweep, ...parts };
  };

  it('announces an expired order as cancelled by the system because its reservation ran out', async () => {
    t = await startTestOrders();
    const product = await t.createProduct();
    const { order } = await t.api.placeOrder(orderFor(40, [{ product, quantity: 1 }]));
    const { sweep, events } = sweeper();
    t.clock.advance(30 * 60_000);

    expect(await sweep.execute()).toBe(1);

    expect(events.statusChanges).toEqual([expect.objectContaining({ orderId: order._id, from: 'pending', to: 'cancelled', reason: 'reservation_expired', changedBy: 'system' })]);
    expect((await t.api.getOrder({ orderId: order._id, actor: asAdmin })).status).toBe('cancelled');
  });

  it('keeps an abandoned placement the catalog could not release, warns the operator, and cleans it up in a later round', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 10_000, stock: { quantity: 4 } });
    await t.saveCoupon({ code: 'OUTAGE', type: 'fixed', value: 100 });
    const { order } = await t.api.placeOrder(orderFor(41, [{ product, quantity: 2 }], { couponCode: 'OUTAGE', discount: 100, total: 20_900 }));
    // As a crashed placement leaves it: stock reserved, coupon counted, the order still hidden.
    await t.documents.collection('orders').updateOne({ _id: order._id }, { $set: { stage: 'placing', 'reservation.state': 'pending' } });
    const { sweep, catalog, log } = sweeper();
    const orders = new DocumentOrderRepository(t.documents);
    catalog.down = true;
    t.clock.advance(STALLED_AFTER_MS + 1);

    await sweep.execute();

    expect(log.lines).toEqual([{ level: 'warn', fields: { orderId: order._id, err: expect.any(AppError) }, message: 'could not recover a stalled order; will retry' }]);
    expect(await orders.findAnyById(order._id)).toMatchObject({ stage: 'abandoned' });
    expect((await t.product(product._id)).stock.reserved).toBe(2);

    catalog.down = false;
    t.clock.advance(STALLED_AFTER_MS + 1);
    await sweep.execute();

    expect(log.lines.at(-1)).toEqual({ level: 'info', fields: { orderId: order._id }, message: 'abandoned an order placement that never completed' });
    expect(await orders.findAnyById(order._id)).toBeNull();
    expect((await t.product(product._id)).stock).toMatchObject({ reserved: 0, available: 4 });
    expect(await t.couponUses('OUTAGE')).toBe(0);
  });
});
