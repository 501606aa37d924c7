import { afterEach, describe, expect, it } from 'vitest';
import { asAdmin, asUser, failureOf, orderFor, startTestOrders, type TestOrders, adminActor, ADMIN_EMAIL } from '../../testing/orders-test-kit';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import { PAYMENT_CHECK_WINDOW_MS } from './request-payment-check.use-case';

let t: TestOrders;
afterEach(() => t?.close());

const place = async (customer: number) => {
  const product = await t.createProduct({ price: 40_000, stock: { quantity: 5 } });
  const { order } = await t.api.placeOrder(orderFor(customer, [{ product, quantity: 1 }]));
  return order;
};

describe('RequestPaymentCheck (a shopper asks whether their payment went through)', () => {
  it('asks payments to check an unpaid order, found by an upper-case id, and answers with the order as it is', async () => {
    t = await startTestOrders();
    const order = await place(1);
    const view = await t.api.requestPaymentCheck({ orderId: order._id.toUpperCase(), actor: asUser(1) });
    expect(view).toMatchObject({ _id: order._id, status: 'pending', paymentInfo: { status: 'pending' } });
    const asked = await t.eventsOf('payment.check-requested');
    expect(asked.map((e) => e.data)).toEqual([{ orderId: order._id, userId: order.userId }]);
  });

  it('asks nothing for a paid order or a cancelled one: there is nothing left to check', async () => {
    t = await startTestOrders();
    const paid = await place(2);
    await t.api.setPaymentStatus({ orderId: paid._id, status: 'paid', actor: asAdmin, actorEmail: ADMIN_EMAIL });
    const cancelled = await place(2);
    await t.api.updateOrderStatus({ orderId: cancelled._id, status: 'cancelled', ...adminActor });
    const open = await place(2);
    await t.api.requestPaymentCheck({ orderId: paid._id, actor: asUser(2) });
    await t.api.requestPaymentCheck({ orderId: cancelled._id, actor: asUser(2) });
    // The last request is asked; waiting for it shows the earlier two asked nothing.
    await t.api.requestPaymentCheck({ orderId: open._id, actor: asUser(2) });
    const asked = await t.eventsOf('payment.check-requested');
    expect(asked.map((e) => e.data.orderId)).toEqual([open._id]);
  });

  it('asks once per order in 10 s: a sooner ask is refused with the wait, and holds up no other order', async () => {
    t = await startTestOrders();
    const first = await place(4);
    const second = await place(4);
    await t.api.requestPaymentCheck({ orderId: first._id, actor: asUser(4) });
    for (let i = 0; i < 5; i += 1) {
      const refused = await failureOf(t.api.requestPaymentCheck({ orderId: first._id, actor: asUser(4) }));
      expect(refused.kind).toBe('rate_limited');
      const seconds = (refused.details as { retryAfterSeconds: number }).retryAfterSeconds;
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(PAYMENT_CHECK_WINDOW_MS / 1000);
      expect(refused.message).toBe(M.paymentCheckTooSoon(seconds));
    }
    await t.api.requestPaymentCheck({ orderId: second._id, actor: asUser(4) });
    const asked = await t.eventsOf('payment.check-requested', 2);
    expect(asked.map((e) => e.data.orderId)).toEqual([first._id, second._id]);
  });

  it('a malformed order id is not found, and asks nothing', async () => {
    t = await startTestOrders();
    const order = await place(3);
    for (const orderId of ['not-an-id', 42]) {
      const missing = await failureOf(t.api.requestPaymentCheck({ orderId, actor: asUser(3) } as { orderId: string; actor: ReturnType<typeof asUser> }));
      expect([missing.kind, missing.message]).toEqual(['not_found', M.orderNotFound]);
    }
    await t.api.requestPaymentCheck({ orderId: order._id, actor: asUser(3) });
    expect((await t.eventsOf('payment.check-requested')).map((e) => e.data.orderId)).toEqual([order._id]);
  });
});
