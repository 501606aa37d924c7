import { expect, it } from 'vitest';
import { asAdmin, asUser, failureOf, orderFor, userId, ADMIN_EMAIL } from '../orders-test-kit';
import type { ContractContext } from './context';

export function paymentsContract(ctx: ContractContext): void {
  const place = async (customer: number, quantity = 1, stock = 5) => {
    const product = await ctx.t.createProduct({ price: 25_000, stock: { quantity: stock } });
    const { order } = await ctx.t.api.placeOrder(orderFor(customer, [{ product, quantity }]));
    return { product, order };
  };
  const read = (orderId: string) => ctx.t.api.getOrder({ orderId, actor: asAdmin });

  it('a paid settlement confirms the order and commits the stock (raising purchases), once', async () => {
    const { t } = ctx;
    const { product, order } = await place(50, 2);
    const event = await t.settle({ orderId: order._id, status: 'paid', amount: order.total, providerReference: 'MTN-123' });
    const paid = await read(order._id);
    expect(paid).toMatchObject({ status: 'confirmed', paymentInfo: { status: 'paid', reference: 'MTN-123', paidAt: expect.any(String) } });
    expect(paid.reservationExpiresAt).toBeUndefined();
    const after = await t.product(product._id);
    expect(after.stock).toMatchObject({ quantity: 3, reserved: 0, available: 3 });
    expect(after.purchases).toBe(2);
    const [changed] = await t.eventsOf('order.status-changed');
    expect(changed!.data).toMatchObject({ orderId: order._id, from: 'pending', to: 'confirmed', reason: 'payment_paid', paymentStatus: 'paid' });

    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, providerReference: 'MTN-123' }, event.id);
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, providerReference: 'MTN-123' });
    expect((await t.product(product._id)).purchases).toBe(2);
    expect((await read(order._id)).attention).toBeUndefined();
  });

  it('a failed settlement keeps the order and its reservation for another try; a repeat changes nothing', async () => {
    const { t } = ctx;
    const { product, order } = await place(51, 3);
    await t.settle({ orderId: order._id, status: 'failed', reason: 'Payer declined' });
    const failed = await read(order._id);
    expect(failed).toMatchObject({ status: 'pending', paymentInfo: { status: 'failed', failureReason: 'Payer declined' } });
    expect(failed.reservationExpiresAt).toBe(order.reservationExpiresAt);
    expect((await t.product(product._id)).stock).toMatchObject({ reserved: 3, available: 2 });
    await t.settle({ orderId: order._id, status: 'failed', reason: 'again' });
    expect((await read(order._id)).paymentInfo.failureReason).toBe('Payer declined');
    // Another attempt on the same order is paid: confirmed, the same reservation committed.
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total, paymentId: 'pay-retry' });
    expect(await read(order._id)).toMatchObject({ orderNumber: order.orderNumber, status: 'confirmed', paymentInfo: { status: 'paid' } });
    expect(await t.product(product._id)).toMatchObject({ stock: { quantity: 2, reserved: 0 }, purchases: 3 });
  });

  it('releases an unpaid reservation after the configured time, a failed attempt included', async () => {
    const { t } = ctx;
    const { product, order } = await place(52, 2);
    await t.settle({ orderId: order._id, status: 'failed', reason: 'APPROVAL_REJECTED' });
    t.clock.advance(29 * 60_000);
    expect(await t.service.sweep()).toBe(0);
    expect((await t.product(product._id)).stock.reserved).toBe(2);
    t.clock.advance(2 * 60_000);
    expect(await t.service.sweep()).toBe(1);
    expect(await read(order._id)).toMatchObject({ status: 'cancelled', paymentInfo: { status: 'failed', failureReason: 'expired' } });
    expect((await t.product(product._id)).stock).toMatchObject({ reserved: 0, available: 5 });
    expect(await t.service.sweep()).toBe(0);
  });

  it('a provider approval after the reservation expired flags the order for a refund, once', async () => {
    const { t } = ctx;
    const { product, order } = await place(53, 1);
    t.clock.advance(31 * 60_000);
    await t.service.sweep();
    const late = { orderId: order._id, status: 'paid' as const, amount: order.total, paymentId: 'pay-late', providerReference: 'MTN-LATE' };
    const event = await t.settle(late);
    const flagged = await read(order._id);
    expect(flagged).toMatchObject({ status: 'cancelled', paymentInfo: { status: 'failed' }, attention: { reason: 'refund_due' } });
    expect(flagged.attention?.message).toBe(
      `Payment pay-late of ${order.total} RWF (provider reference MTN-LATE) was approved after this order's reservation had expired, so the order was not confirmed. Refund the shopper.`,
    );
    expect(await t.product(product._id)).toMatchObject({ stock: { quantity: 5, reserved: 0 }, purchases: 0 });
    await t.settle(late, event.id);
    await t.settle(late);
    expect((await read(order._id)).attention).toEqual(flagged.attention);
    expect((await t.api.orderStats()).needsAttention).toBe(1);
  });

  it('an admin’s paid verdict for an expired order whose stock is gone flags it for an admin, keeping the payment', async () => {
    const { t } = ctx;
    const { product, order } = await place(54, 1, 1);
    t.clock.advance(31 * 60_000);
    await t.service.sweep();
    await t.api.placeOrder(orderFor(56, [{ product, quantity: 1 }]));
    await t.proofSubmitted(order);
    await t.api.setPaymentStatus({ orderId: order._id, status: 'paid', reference: 'USSD-LATE', actor: asAdmin, actorEmail: ADMIN_EMAIL });
    const flagged = await read(order._id);
    expect(flagged).toMatchObject({ status: 'cancelled', paymentInfo: { status: 'paid', reference: 'USSD-LATE' } });
    expect(flagged.attention).toMatchObject({ reason: 'paid_without_stock' });
    expect(flagged.attention?.message).toContain('out of stock');
  });

  it('lets an admin decide a payment, never a shopper; a proof holds the stock for the verification', async () => {
    const { t } = ctx;
    const { product, order } = await place(55, 1);
    const shopperTry = await failureOf(t.api.setPaymentStatus({ orderId: order._id, status: 'paid', actor: asUser(55), actorEmail: 'shopper55@example.rw' }));
    expect(shopperTry.kind).toBe('forbidden');
    await t.proofSubmitted(order);
    const awaiting = await read(order._id);
    expect(awaiting.paymentInfo.status).toBe('awaiting_verification');
    expect(awaiting.reservationExpiresAt).toBe('2026-11-15T09:00:00.000Z');
    t.clock.advance(60 * 60_000);
    expect(await t.service.sweep()).toBe(0);
    const invalid = await failureOf(t.api.setPaymentStatus({ orderId: order._id, status: 'pending', actor: asAdmin, actorEmail: ADMIN_EMAIL }));
    expect(invalid.message).toBe('An admin can set the payment status to paid or failed');
    const paid = await t.api.setPaymentStatus({ orderId: order._id, status: 'completed', reference: 'USSD-77', actor: asAdmin, actorEmail: ADMIN_EMAIL });
    expect(paid).toMatchObject({ status: 'confirmed', paymentInfo: { status: 'paid', reference: 'USSD-77' } });
    expect((await t.product(product._id)).purchases).toBe(1);
    expect((await failureOf(t.api.setPaymentStatus({ orderId: order._id, status: 'failed', actor: asAdmin, actorEmail: ADMIN_EMAIL }))).message).toBe('This order is already paid');
  });

  it('a submitted proof (payment.proof-submitted) marks the order awaiting verification once, whatever is delivered twice', async () => {
    const { t } = ctx;
    const { order } = await place(57, 1);
    const proof = await t.proofSubmitted(order);
    const awaiting = await read(order._id);
    expect(awaiting).toMatchObject({ status: 'pending', paymentInfo: { status: 'awaiting_verification', method: 'manual_momo' } });
    await t.proofSubmitted(order, proof.data, proof.id);
    await t.proofSubmitted(order);
    expect(await read(order._id)).toEqual(awaiting);
  });

  it('a proof that arrives after its own verdict, or names someone else as the payer, changes nothing', async () => {
    const { t } = ctx;
    const { order } = await place(58, 1);
    const paymentId = 'abcdefabcdefabcdefabcdef';
    await t.settle({ orderId: order._id, status: 'failed', paymentId, method: 'manual_momo', reason: 'No such transaction' });
    await t.proofSubmitted(order, { paymentId });
    expect((await read(order._id)).paymentInfo).toMatchObject({ status: 'failed', failureReason: 'No such transaction' });
    await t.proofSubmitted(order, { userId: userId(59) });
    expect((await read(order._id)).paymentInfo.status).toBe('failed');
    // A new proof for the same order is taken.
    await t.proofSubmitted(order);
    expect((await read(order._id)).paymentInfo.status).toBe('awaiting_verification');
  });

  it('a paid order stays paid when a proof comes in late', async () => {
    const { t } = ctx;
    const { order } = await place(60, 1);
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total });
    await t.proofSubmitted(order);
    expect((await read(order._id)).paymentInfo.status).toBe('paid');
  });

  it('the owner asks for a payment re-check: payment.check-requested, and the order as it is; others get not_found', async () => {
    const { t } = ctx;
    const { order } = await place(61, 1);
    const answered = await t.api.requestPaymentCheck({ orderId: order._id, actor: asUser(61) });
    expect(answered).toMatchObject({ _id: order._id, status: 'pending', paymentInfo: { status: 'pending' } });
    const [requested] = await t.eventsOf('payment.check-requested');
    expect(requested!.data).toEqual({ orderId: order._id, userId: userId(61) });
    expect(await failureOf(t.api.requestPaymentCheck({ orderId: order._id, actor: asUser(62) }))).toMatchObject({ kind: 'not_found', message: 'Order not found' });
    expect((await failureOf(t.api.requestPaymentCheck({ orderId: 'ffffffffffffffffffffffff', actor: asUser(61) }))).kind).toBe('not_found');
    expect(t.published.filter((e) => e.type === 'payment.check-requested')).toHaveLength(1);
  });

  it('asks nothing for an order that is already paid', async () => {
    const { t } = ctx;
    const { order } = await place(63, 1);
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total });
    expect((await t.api.requestPaymentCheck({ orderId: order._id, actor: asUser(63) })).paymentInfo.status).toBe('paid');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.published.filter((e) => e.type === 'payment.check-requested')).toEqual([]);
  });
}
