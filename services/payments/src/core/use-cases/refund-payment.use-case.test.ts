import type { RefundRequestedData } from '@shop/contracts';
import { newId } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embeddedPayments, type EmbeddedPayments } from '../../testing/embedded-ports';
import { testOrder, toPay } from '../../testing/payments-test-kit';
import type { PaymentRecord } from '../payment/payment';

const CARD = { name: 'Aline Uwase', number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };

describe('refunding a paid order (order.refund-requested)', () => {
  let shop: EmbeddedPayments;
  beforeEach(async () => {
    shop = await embeddedPayments();
  });
  afterEach(() => shop.close());

  /** A payment approved at once by the provider, as a shopper would make it. */
  const paidBy = async (how: 'mtn' | 'airtel' | 'card'): Promise<PaymentRecord> => {
    const order = testOrder({ paymentMethod: how === 'card' ? 'stripe' : 'momo' });
    if (how === 'card') {
      const result = await shop.api.payByCard({ ...toPay(order), card: CARD });
      return (await shop.ports.payments.findById(result.paymentId))!;
    }
    const phone = how === 'mtn' ? '0780000001' : '0730000001';
    const { paymentId } = await shop.api.requestMobileMoney({ ...toPay(order), phone });
    await shop.poller.pollDue();
    const payment = (await shop.ports.payments.findById(paymentId))!;
    expect(payment).toMatchObject({ status: 'SUCCESSFUL', wallet: how });
    return payment;
  };

  const request = (payment: PaymentRecord, amount = payment.amount, overrides: Partial<RefundRequestedData> = {}): RefundRequestedData => ({
    refundId: newId(),
    orderId: payment.orderId,
    orderNumber: payment.orderNumber,
    userId: payment.userId,
    paymentId: payment.id,
    method: payment.method,
    amount,
    currency: 'RWF',
    reason: 'Order cancelled',
    requestedBy: newId(),
    requestedAt: new Date().toISOString(),
    ...overrides,
  });

  const refundedEvents = async () => (await shop.outbox()).filter((entry) => entry.event.type === 'payment.refunded').map((entry) => entry.event.data);

  it.each([['mtn'], ['airtel'], ['card']] as const)('pays the money back through the provider that took it (%s), and says so once', async (how) => {
    const payment = await paidBy(how);
    const asked = request(payment);
    let refund = await shop.refund.execute(asked);
    // MTN's Disbursement answers later: the poller asks how it went.
    if (refund.state !== 'succeeded') {
      await shop.refunds.checkDue();
      refund = (await shop.ports.refunds.findById(asked.refundId))!;
    }
    expect(refund).toMatchObject({ state: 'succeeded', amount: payment.amount, paymentId: payment.id });
    await shop.refund.execute(asked);
    await shop.refunds.checkDue();
    expect(await refundedEvents()).toEqual([expect.objectContaining({ refundId: asked.refundId, orderId: payment.orderId, status: 'succeeded', amount: payment.amount })]);
  });

  it('never refunds more than the payment took', async () => {
    const payment = await paidBy('card');
    expect((await shop.refund.execute(request(payment, 100_000))).state).toBe('succeeded');
    const second = await shop.refund.execute(request(payment, 51_001));
    expect(second).toMatchObject({ state: 'failed', reason: 'The refunds would add up to more than the payment took' });
    expect((await shop.refund.execute(request(payment, 51_000))).state).toBe('succeeded');
  });

  it('refunds an Airtel Money payment only whole: Airtel cannot send back a part of it', async () => {
    const payment = await paidBy('airtel');
    expect(await shop.refund.execute(request(payment, 100_000))).toMatchObject({ state: 'failed', reason: 'Airtel Money refunds only a whole payment' });
    expect((await shop.refund.execute(request(payment))).state).toBe('succeeded');
  });

  it('records a manual USSD payment as paid back by the shop, with no provider to ask', async () => {
    const order = testOrder({ paymentMethod: 'manual_momo' });
    const refund = await shop.refund.execute({
      refundId: newId(),
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      userId: order.userId,
      method: 'manual_momo',
      amount: order.total,
      currency: 'RWF',
      reason: 'Order cancelled',
      requestedBy: newId(),
      requestedAt: new Date().toISOString(),
    });
    expect(refund).toMatchObject({ state: 'succeeded', manual: true });
    expect(await refundedEvents()).toEqual([expect.objectContaining({ status: 'succeeded', manual: true, method: 'manual_momo' })]);
  });

  it('fails a refund of an order with no settled payment, and tells orders so', async () => {
    const order = testOrder();
    const refund = await shop.refund.execute({
      refundId: newId(),
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      userId: order.userId,
      method: 'momo',
      amount: 1000,
      currency: 'RWF',
      reason: 'Refunded by the shop',
      requestedBy: newId(),
      requestedAt: new Date().toISOString(),
    });
    expect(refund.state).toBe('failed');
    expect(await refundedEvents()).toEqual([expect.objectContaining({ status: 'failed', reason: 'No settled payment of this order can be refunded' })]);
  });
});

describe('which payment a refund pays back', () => {
  let shop: EmbeddedPayments;
  beforeEach(async () => {
    shop = await embeddedPayments({ refundCheckIntervalMs: 60_000 });
  });
  afterEach(() => shop.close());

  const asked = (payment: { orderId: string; orderNumber: string; userId: string }, overrides: Partial<RefundRequestedData> = {}): RefundRequestedData => ({
    refundId: newId(),
    orderId: payment.orderId,
    orderNumber: payment.orderNumber,
    userId: payment.userId,
    method: 'stripe',
    amount: 1_000,
    currency: 'RWF',
    reason: 'Refunded by the shop',
    requestedBy: newId(),
    requestedAt: new Date().toISOString(),
    ...overrides,
  });

  it('is the order’s successful payment when orders names none, never a failed one', async () => {
    const order = testOrder({ paymentMethod: 'stripe' });
    await shop.api.payByCard({ ...toPay(order), card: { ...CARD, number: '4000 0000 0000 0002' } });
    const paid = await shop.api.payByCard({ ...toPay(order), card: CARD });
    const refund = await shop.refund.execute(asked(order));
    expect(refund).toMatchObject({ paymentId: paid.paymentId, state: 'succeeded', method: 'stripe' });
    expect(refund.manual).toBeUndefined();
  });

  it('is not a payment of another order, even when orders names it', async () => {
    const order = testOrder({ paymentMethod: 'stripe' });
    const other = testOrder({ paymentMethod: 'stripe' });
    const paidOther = await shop.api.payByCard({ ...toPay(other), card: CARD });
    const refund = await shop.refund.execute(asked(order, { paymentId: paidOther.paymentId }));
    expect(refund).toMatchObject({ state: 'failed', reason: 'No settled payment of this order can be refunded' });
  });

  it('answers a request delivered twice with the refund it made, and looks at a new refund again after the interval', async () => {
    const order = testOrder({ paymentMethod: 'stripe' });
    await shop.api.payByCard({ ...toPay(order), card: CARD });
    const request = asked(order);
    const before = Date.now();
    const first = await shop.refund.execute(request);
    expect(first.nextCheckAt ?? before + 60_000).toBeGreaterThanOrEqual(before + 60_000);
    expect(await shop.refund.execute(request)).toMatchObject({ id: first.id, state: 'succeeded', referenceId: first.referenceId });
    expect(await shop.ports.refunds.listForPayment(first.paymentId!)).toHaveLength(1);
  });
});
