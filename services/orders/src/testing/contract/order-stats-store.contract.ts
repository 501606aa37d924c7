// The OrderStatsStore contract (the dashboard's projection), with the order repository that moves
// it: one suite, run against the adapters on each document store (embedded SQLite in the unit
// project, MongoDB when MONGO_URL is set).
import { describe, expect, it } from 'vitest';
import type { DocumentStore } from '@shop/platform';
import { DocumentOrderRepository } from '../../adapters/storage/document-order-repository';
import { ALL_TIME, statsRowOf } from '../../core/stats/order-stats-figures';
import { anOrderRecord } from '../order-record';
import { toDoc } from '../../adapters/storage/order-documents';

export interface OrderStatsHarness {
  documents: DocumentStore;
  close(): Promise<void>;
}

export function orderStatsStoreContract(name: string, make: () => Promise<OrderStatsHarness>, options: { skip?: string } = {}): void {
  describe.skipIf(options.skip)(name, () => {
    const withRepository = async (test: (orders: DocumentOrderRepository, documents: DocumentStore) => Promise<void>) => {
      const harness = await make();
      try {
        const orders = new DocumentOrderRepository(harness.documents);
        await orders.ensureIndexes();
        await test(orders, harness.documents);
      } finally {
        await harness.close();
      }
    };

    it('reads zeros for rows never written, in the order asked', () =>
      withRepository(async ({ stats }) => {
        expect(await stats.read(['2026-11-14', ALL_TIME])).toEqual([statsRowOf('2026-11-14'), statsRowOf(ALL_TIME)]);
      }));

    it('adds increments to their rows, also when applied side by side', () =>
      withRepository(async ({ stats }) => {
        const once = () => stats.apply(new Map<string, Record<string, number>>([[ALL_TIME, { orders: 1, 'status.pending': 1, 'method.momo': 500 }], ['2026-11-14', { revenue: 500 }]]));
        await Promise.all(Array.from({ length: 10 }, once));
        await stats.apply(new Map([[ALL_TIME, { 'status.pending': -3 }]]));
        const [all, day] = await stats.read([ALL_TIME, '2026-11-14']);
        expect(all).toMatchObject({ orders: 10, status: { pending: 7, cancelled: 0 }, method: { momo: 5000, stripe: 0 } });
        expect(day).toMatchObject({ orders: 0, revenue: 5000 });
      }));

    it('replaces every row on a rebuild', () =>
      withRepository(async ({ stats }) => {
        await stats.apply(new Map([['2026-11-13', { orders: 4 }]]));
        await stats.replaceAll([statsRowOf(ALL_TIME, { orders: 2 }), statsRowOf('2026-11-14', { orders: 2 })]);
        const rows = await stats.read([ALL_TIME, '2026-11-13', '2026-11-14']);
        expect(rows.map((row) => row.orders)).toEqual([2, 0, 2]);
      }));

    it('moves with every write of an order: placed, paid, cancelled, deleted', () =>
      withRepository(async (orders) => {
        const order = await orders.insert(anOrderRecord({ id: '65a1b2c3d4e5f6a7b8c9d0f1', stage: 'placing', createdAt: '2026-11-14T21:30:00.000Z' }));
        expect((await orders.stats.read([ALL_TIME]))[0]!.orders).toBe(0);
        await orders.update(order.id, {}, { stage: 'placed', updatedAt: order.createdAt });
        // 21:30 UTC is 23:30 in Kigali; paid at 22:30 UTC, the next Kigali day.
        await orders.update(order.id, {}, { paymentInfo: { status: 'paid', paidAt: '2026-11-14T22:30:00.000Z' }, updatedAt: order.createdAt });
        let [all, placedOn, paidOn] = await orders.stats.read([ALL_TIME, '2026-11-14', '2026-11-15']);
        expect(all).toMatchObject({ orders: 1, revenue: 11_000, status: { pending: 1 }, method: { momo: 11_000 } });
        expect(placedOn).toMatchObject({ orders: 1, revenue: 0 });
        expect(paidOn).toMatchObject({ orders: 0, revenue: 11_000 });
        // A condition that no longer holds changes neither the order nor the figures.
        expect(await orders.update(order.id, { status: ['shipped'] }, { status: 'cancelled', updatedAt: order.createdAt })).toBeNull();
        await orders.update(order.id, {}, { status: 'cancelled', attention: { reason: 'refund_due', message: 'Paid after it expired', flaggedAt: order.createdAt }, updatedAt: order.createdAt });
        [all] = await orders.stats.read([ALL_TIME]);
        expect(all).toMatchObject({ orders: 1, attention: 1, status: { pending: 0, cancelled: 1 } });
        await orders.delete(order.id);
        [all, placedOn, paidOn] = await orders.stats.read([ALL_TIME, '2026-11-14', '2026-11-15']);
        expect([all, placedOn, paidOn].every((row) => row!.orders === 0 && row!.revenue === 0 && row!.attention === 0)).toBe(true);
      }));

    it('counts the orders of a store that predates the projection when it first starts', async () => {
      const harness = await make();
      try {
        const orders = harness.documents.collection('orders');
        await orders.insertMany([
          toDoc(anOrderRecord({ id: '65a1b2c3d4e5f6a7b8c9d0f3', orderNumber: 'DS-2611-BBBBBB', paymentInfo: { method: 'stripe', status: 'paid', amount: 11_000, currency: 'RWF', paidAt: '2026-11-24T10:05:00.000Z' } })),
          toDoc(anOrderRecord({ id: '65a1b2c3d4e5f6a7b8c9d0f4', orderNumber: 'DS-2611-CCCCCC', status: 'cancelled' })),
        ]);
        const repository = new DocumentOrderRepository(harness.documents);
        await repository.ensureIndexes();
        const [all, day] = await repository.stats.read([ALL_TIME, '2026-11-24']);
        expect(all).toMatchObject({ orders: 2, revenue: 11_000, method: { stripe: 11_000 }, status: { pending: 1, cancelled: 1 }, payment: { paid: 1, pending: 1 } });
        expect(day).toMatchObject({ orders: 2, revenue: 11_000 });
        // Once: a second start leaves the rows as they are.
        await repository.stats.apply(new Map([[ALL_TIME, { orders: 5 }]]));
        await new DocumentOrderRepository(harness.documents).ensureIndexes();
        expect((await repository.stats.read([ALL_TIME]))[0]!.orders).toBe(7);
      } finally {
        await harness.close();
      }
    });

    it('keeps the figures of an order written in a unit of work that failed out', () =>
      withRepository(async (orders, documents) => {
        const failed = documents.transaction(async () => {
          await orders.insert(anOrderRecord({ id: '65a1b2c3d4e5f6a7b8c9d0f2', orderNumber: 'DS-2611-AAAAAA' }));
          throw new Error('the rest of the unit failed');
        });
        await expect(failed).rejects.toThrow('the rest of the unit failed');
        expect((await orders.stats.read([ALL_TIME]))[0]!.orders).toBe(0);
        expect(await orders.findById('65a1b2c3d4e5f6a7b8c9d0f2')).toBeNull();
      }));
  });
}
