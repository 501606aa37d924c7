// The audit entries (orders.admin-action) each admin use case records with its change.
import type { AdminActionData } from '@shop/contracts';
import { runWithRequestContext } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_ID, adminActor, asAdmin, failureOf, orderFor, startTestOrders, type TestOrders } from '../../testing/orders-test-kit';

let t: TestOrders;
afterEach(() => t?.close());

const ACTOR = { userId: ADMIN_ID, email: ADMIN_EMAIL };

/** The audit entries published so far, waiting for at least `count`. */
async function entries(count: number): Promise<AdminActionData[]> {
  const events = await t.eventsOf('orders.admin-action', count);
  return events.map((event) => event.data as AdminActionData);
}

async function placedOrder(n: number) {
  const product = await t.createProduct({ price: 20_000, stock: { quantity: 5 } });
  const { order } = await t.api.placeOrder(orderFor(n, [{ product, quantity: 1 }]));
  return order;
}

describe.each([
  ['in-process', false],
  ['over gRPC (the actor read from the verified token)', true],
])('admin actions on orders are audited, %s', (_name, ordersOverGrpc) => {
  it('a status update records one entry per change: status, tracking number and notes, each before and after', async () => {
    t = await startTestOrders({ ordersOverGrpc });
    const order = await placedOrder(1);

    await t.api.updateOrderStatus({ orderId: order._id, status: 'shipped', trackingNumber: 'RW123', notes: 'left with the guard', ...adminActor });

    const recorded = await entries(3);
    const target = { type: 'order', id: order._id, label: order.orderNumber };
    expect(recorded).toEqual([
      expect.objectContaining({ action: 'order.status-changed', actor: ACTOR, target, changes: [{ field: 'status', before: 'pending', after: 'shipped' }] }),
      expect.objectContaining({ action: 'order.tracking-changed', actor: ACTOR, target, changes: [{ field: 'trackingNumber', before: null, after: 'RW123' }] }),
      expect.objectContaining({ action: 'order.notes-changed', actor: ACTOR, target, changes: [{ field: 'notes', before: null, after: 'left with the guard' }] }),
    ]);
    expect(recorded[0]!.at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('admin actions on orders are audited', () => {
  it('only what changed: new notes alone make one notes entry, the same request again makes none', async () => {
    t = await startTestOrders();
    const order = await placedOrder(2);
    await t.api.updateOrderStatus({ orderId: order._id, status: 'processing', notes: 'first', ...adminActor });
    await entries(2);

    await t.api.updateOrderStatus({ orderId: order._id, status: 'processing', notes: 'second', ...adminActor });
    await t.api.updateOrderStatus({ orderId: order._id, status: 'processing', notes: 'second', ...adminActor });
    await t.api.updateOrderStatus({ orderId: order._id, status: 'shipped', ...adminActor }); // relayed after anything the others recorded

    const recorded = await entries(4);
    expect(recorded.slice(2)).toEqual([
      expect.objectContaining({ action: 'order.notes-changed', changes: [{ field: 'notes', before: 'first', after: 'second' }] }),
      expect.objectContaining({ action: 'order.status-changed', changes: [{ field: 'status', before: 'processing', after: 'shipped' }] }),
    ]);
  });

  it('a refused change records nothing', async () => {
    t = await startTestOrders();
    const order = await placedOrder(3);
    await t.api.updateOrderStatus({ orderId: order._id, status: 'delivered', ...adminActor });

    expect((await failureOf(t.api.updateOrderStatus({ orderId: order._id, status: 'processing', ...adminActor }))).kind).toBe('conflict');
    await t.api.updateOrderStatus({ orderId: order._id, status: 'delivered', notes: 'signed for', ...adminActor }); // relayed after anything the refusal recorded

    expect((await entries(2)).map((entry) => entry.action)).toEqual(['order.status-changed', 'order.notes-changed']);
  });

  it('marking a payment paid records payment.marked with the payment status, the order status and the reference', async () => {
    t = await startTestOrders();
    const order = await placedOrder(4);

    await t.api.setPaymentStatus({ orderId: order._id, status: 'paid', reference: 'USSD-1', actor: asAdmin, actorEmail: ADMIN_EMAIL });

    const [marked] = await entries(1);
    expect(marked).toMatchObject({
      action: 'payment.marked',
      actor: ACTOR,
      target: { type: 'order', id: order._id, label: order.orderNumber },
      changes: [
        { field: 'paymentStatus', before: 'pending', after: 'paid' },
        { field: 'status', before: 'pending', after: 'confirmed' },
        { field: 'reference', before: null, after: 'USSD-1' },
      ],
    });
  });

  it('marking a payment failed records payment.marked too', async () => {
    t = await startTestOrders();
    const order = await placedOrder(5);

    await t.api.setPaymentStatus({ orderId: order._id, status: 'failed', actor: asAdmin, actorEmail: ADMIN_EMAIL });

    expect(await entries(1)).toEqual([
      expect.objectContaining({ action: 'payment.marked', actor: ACTOR, changes: [{ field: 'paymentStatus', before: 'pending', after: 'failed' }] }),
    ]);
  });

  it('a refund records payment.refunded with the amount claimed before and after and the refund asked', async () => {
    t = await startTestOrders();
    const order = await placedOrder(6);
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-6' });

    const refunded = await t.api.requestRefund({ orderId: order._id, reason: 'Damaged', ...adminActor });

    const [entry] = await entries(1);
    expect(entry).toMatchObject({
      action: 'payment.refunded',
      actor: ACTOR,
      target: { type: 'order', id: order._id, label: order.orderNumber },
      changes: [
        { field: 'refundsClaimed', before: 0, after: order.total },
        { field: 'refund', after: { refundId: refunded.refunds![0]!.refundId, amount: order.total, reason: 'Damaged' } },
      ],
    });
  });

  it('an entry carries the request id and client address the request came with, and none outside a request', async () => {
    t = await startTestOrders();
    const order = await placedOrder(7);

    await runWithRequestContext({ requestId: 'req-audit-1', origin: { requestId: 'req-audit-1', clientAddress: '198.51.100.7' } }, () =>
      t.api.updateOrderStatus({ orderId: order._id, status: 'processing', ...adminActor }),
    );
    await t.api.updateOrderStatus({ orderId: order._id, status: 'shipped', ...adminActor });

    const [inRequest, outside] = await entries(2);
    expect(inRequest).toMatchObject({ requestId: 'req-audit-1', clientAddress: '198.51.100.7' });
    expect(outside).not.toHaveProperty('requestId');
    expect(outside).not.toHaveProperty('clientAddress');
  });

  it('an update naming no verified admin e-mail is refused before anything changes', async () => {
    t = await startTestOrders();
    const order = await placedOrder(8);

    const refusal = await failureOf(t.api.updateOrderStatus({ orderId: order._id, status: 'processing', actorId: ADMIN_ID, actorEmail: '' }));

    expect(refusal.kind).toBe('forbidden');
    expect((await t.api.getOrder({ orderId: order._id, actor: asAdmin })).status).toBe('pending');
  });
});
