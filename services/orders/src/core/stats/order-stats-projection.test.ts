// The dashboard's projection, moved with every write of an order, equals a recount of the orders
// after any mix of placements, payments, failures, status changes, cancellations and refunds.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@shop/domain';
import type { Doc } from '@shop/platform';
import { recountOrderStats, rebuildOrderStats } from '../../adapters/storage/order-stats-rebuild';
import { ORDER_STATS_COLLECTION } from '../../adapters/storage/document-order-stats-store';
import { adminAccount, asAdmin, orderFor, startTestOrders, type TestOrders } from '../../testing/orders-test-kit';
import { statsRowOf, type StatsRow } from './order-stats-figures';

const HOUR = 3_600_000;

type Step =
  | { kind: 'place'; customer: number; quantity: number; method: 'momo' | 'manual_momo' | 'stripe' }
  | { kind: 'pay' | 'fail' | 'mark-paid' | 'refund' | 'refund-part' | 'refund-fails'; order: number }
  | { kind: 'status'; order: number; status: (typeof ORDER_STATUSES)[number] }
  | { kind: 'wait'; hours: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('place' as const), customer: fc.integer({ min: 1, max: 4 }), quantity: fc.integer({ min: 1, max: 3 }), method: fc.constantFrom('momo' as const, 'manual_momo' as const, 'stripe' as const) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constantFrom('pay' as const, 'fail' as const, 'mark-paid' as const, 'refund' as const, 'refund-part' as const, 'refund-fails' as const), order: fc.nat(20) }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('status' as const), order: fc.nat(20), status: fc.constantFrom(...ORDER_STATUSES) }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 60 }) }), weight: 2 },
);

/** Rows without their zeros, by key, so a row moved back to nothing equals no row. */
function comparable(rows: StatsRow[]): Record<string, StatsRow> {
  const entries = rows.map((row) => statsRowOf(row.key, row)).filter((row) => row.orders !== 0 || row.revenue !== 0 || row.refunded !== 0 || row.attention !== 0);
  return Object.fromEntries(entries.map((row) => [row.key, row]));
}

async function stored(t: TestOrders): Promise<StatsRow[]> {
  return (await t.documents.collection<Doc & StatsRow>(ORDER_STATS_COLLECTION).find({})).map(({ _id: _, ...row }) => row);
}

describe('the dashboard projection', () => {
  let t: TestOrders | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('equals a recount of the orders after any mix of changes', async () => {
    const seen = { paid: 0, cancelled: 0, refunded: 0, attention: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        await t?.close();
        t = await startTestOrders();
        const product = await t.createProduct({ price: 20_000, stock: { quantity: 500 } });
        const placed: Array<{ _id: string; total: number }> = [];
        const pick = (n: number) => placed[n % Math.max(1, placed.length)];
        for (const s of steps) {
          const order = s.kind === 'place' || s.kind === 'wait' ? undefined : pick(s.order);
          const ignore = () => undefined; // a refused change (a final status, nothing to refund) changes nothing
          if (s.kind === 'place') {
            const input = orderFor(s.customer, [{ product, quantity: s.quantity }]);
            input.paymentInfo = { ...input.paymentInfo, method: s.method };
            placed.push((await t.api.placeOrder(input)).order);
          } else if (s.kind === 'wait') t.clock.advance(s.hours * HOUR);
          else if (!order) continue;
          else if (s.kind === 'pay' || s.kind === 'fail') await t.settle({ orderId: order._id, status: s.kind === 'pay' ? 'paid' : 'failed', amount: order.total }).catch(ignore);
          else if (s.kind === 'mark-paid') await t.api.setPaymentStatus({ orderId: order._id, status: 'paid', actor: asAdmin, actorEmail: adminAccount.email }).catch(ignore);
          else if (s.kind === 'status') await t.api.updateOrderStatus({ orderId: order._id, status: s.status, actorId: adminAccount.userId, actorEmail: adminAccount.email }).catch(ignore);
          else {
            const lines = s.kind === 'refund-part' ? [{ product: product._id, quantity: 1 }] : undefined;
            const view = await t.api.requestRefund({ orderId: order._id, actorId: adminAccount.userId, actorEmail: adminAccount.email, ...(lines ? { lines } : {}) }).catch(ignore);
            const refund = view?.refunds?.at(-1);
            if (refund && refund.state === 'requested') {
              await t.refunded({ refundId: refund.refundId, orderId: order._id, status: s.kind === 'refund-fails' ? 'failed' : 'succeeded', amount: refund.amount });
            }
          }
        }
        await t.outboxSettled();
        const recount = await recountOrderStats(t.documents);
        expect(comparable(await stored(t))).toEqual(comparable(recount.rows));
        // The rebuild leaves the same rows, and the dashboard reads them.
        await rebuildOrderStats(t.documents);
        expect(comparable(await stored(t))).toEqual(comparable(recount.rows));
        const stats = await t.api.orderStats();
        const all = recount.rows.find((row) => row.key === 'all') ?? statsRowOf('all');
        expect(stats).toMatchObject({ totalOrders: all.orders, totalRevenue: all.revenue, ordersByStatus: all.status, needsAttention: all.attention });
        // The admin list's totals (read from the projection) equal a count of the orders, for every filter.
        const orders = t.documents.collection('orders');
        for (const [status, paymentStatus] of [[undefined, undefined], ['cancelled', undefined], [undefined, 'paid'], ['pending', 'paid'], ['cancelled', 'failed']] as const) {
          const filter = { stage: 'placed', ...(status ? { status } : {}), ...(paymentStatus ? { 'paymentInfo.status': paymentStatus } : {}) };
          const listed = await t.api.adminListOrders({ ...(status ? { status } : {}), ...(paymentStatus ? { paymentStatus } : {}) });
          expect(listed.pagination.total, JSON.stringify(filter)).toBe(await orders.count(filter));
        }
        seen.paid += all.revenue > 0 ? 1 : 0;
        seen.cancelled += all.status.cancelled > 0 ? 1 : 0;
        seen.refunded += all.refunded > 0 ? 1 : 0;
        seen.attention += all.attention > 0 ? 1 : 0;
      }),
      { numRuns: 25, seed: 33 },
    );
    // The mixes did pay, cancel and refund orders.
    expect(seen).toMatchObject({ paid: expect.any(Number), cancelled: expect.any(Number), refunded: expect.any(Number) });
    expect(Math.min(seen.paid, seen.cancelled, seen.refunded)).toBeGreaterThan(0);
  }, 120_000);
});
