import { afterEach, describe, expect, it } from 'vitest';
import type { SetPaymentStatusInput } from '../../api/orders-api';
import { asAdmin, asUser, failureOf, orderFor, startTestOrders, type TestOrders, ADMIN_EMAIL } from '../../testing/orders-test-kit';
import { ORDERS_MESSAGES as M } from '../orders-messages';

let t: TestOrders;
afterEach(() => t?.close());

const place = async (customer: number) => {
  const product = await t.createProduct({ price: 40_000, stock: { quantity: 5 } });
  const { order } = await t.api.placeOrder(orderFor(customer, [{ product, quantity: 1 }]));
  return { product, order };
};

describe('SetPaymentStatus (an admin decides a payment)', () => {
  it('only an admin decides a payment: a shopper, even the owner, or a call without an actor is refused', async () => {
    t = await startTestOrders();
    const { order } = await place(1);
    for (const actor of [asUser(1), undefined]) {
      const refused = await failureOf(t.api.setPaymentStatus({ orderId: order._id, status: 'paid', actor } as SetPaymentStatusInput));
      expect([refused.kind, refused.message]).toEqual(['forbidden', M.adminRequired]);
    }
    expect((await t.api.getOrder({ orderId: order._id, actor: asAdmin })).paymentInfo.status).toBe('pending');
  });

  it('takes the decision however the admin typed it, and finds the order by an upper-case id', async () => {
    t = await startTestOrders();
    const { order } = await place(2);
    const paid = await t.api.setPaymentStatus({ orderId: order._id.toUpperCase(), status: '  Paid ', actor: asAdmin, actorEmail: ADMIN_EMAIL });
    expect(paid).toMatchObject({ _id: order._id, status: 'confirmed', paymentInfo: { status: 'paid' } });
  });

  it('an admin can only set paid or failed, and is told which field is wrong', async () => {
    t = await startTestOrders();
    const { order } = await place(3);
    for (const status of ['pending', 'awaiting_verification', 'refunded?', 7]) {
      const refused = await failureOf(t.api.setPaymentStatus({ orderId: order._id, status, actor: asAdmin, actorEmail: ADMIN_EMAIL } as SetPaymentStatusInput));
      expect([refused.kind, refused.message, refused.errors]).toEqual(['invalid', M.paymentDecisionInvalid, [{ path: 'status', message: M.paymentDecisionInvalid }]]);
    }
  });

  it('deciding an order that does not exist, or a malformed order id, is not found', async () => {
    t = await startTestOrders();
    for (const orderId of ['ffffffffffffffffffffffff', 'not-an-id', 42]) {
      const missing = await failureOf(t.api.setPaymentStatus({ orderId, status: 'paid', actor: asAdmin, actorEmail: ADMIN_EMAIL } as SetPaymentStatusInput));
      expect([missing.kind, missing.message]).toEqual(['not_found', M.orderNotFound]);
    }
  });

  it('keeps the admin’s reference trimmed and at most 200 characters, and none when blank', async () => {
    t = await startTestOrders();
    const { order: first } = await place(4);
    const long = `  ${'R'.repeat(250)}  `;
    const paid = await t.api.setPaymentStatus({ orderId: first._id, status: 'paid', reference: long, actor: asAdmin, actorEmail: ADMIN_EMAIL });
    expect(paid.paymentInfo.reference).toBe('R'.repeat(200));
    const { order: second } = await place(5);
    const blank = await t.api.setPaymentStatus({ orderId: second._id, status: 'paid', reference: '   ', actor: asAdmin, actorEmail: ADMIN_EMAIL });
    expect(blank.paymentInfo.reference).toBeUndefined();
  });

  it('an admin’s rejection tells the shopper it was rejected by an admin, and keeps the order open to pay again', async () => {
    t = await startTestOrders();
    const { order } = await place(6);
    const failed = await t.api.setPaymentStatus({ orderId: order._id, status: 'failed', actor: asAdmin, actorEmail: ADMIN_EMAIL });
    expect(failed).toMatchObject({ status: 'pending', paymentInfo: { status: 'failed', failureReason: 'rejected by an admin' } });
  });

  it('an admin cannot reject a payment that is already paid', async () => {
    t = await startTestOrders();
    const { order } = await place(7);
    await t.api.setPaymentStatus({ orderId: order._id, status: 'paid', actor: asAdmin, actorEmail: ADMIN_EMAIL });
    const refused = await failureOf(t.api.setPaymentStatus({ orderId: order._id, status: 'failed', actor: asAdmin, actorEmail: ADMIN_EMAIL }));
    expect([refused.kind, refused.message]).toEqual(['conflict', M.alreadyPaid]);
    expect((await t.api.getOrder({ orderId: order._id, actor: asAdmin })).paymentInfo.status).toBe('paid');
  });
});
