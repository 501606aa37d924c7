import { MOMO_TEST_NUMBERS } from '@shop/payments';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually, startPaymentsGateway, type PaymentsGateway } from './testing/payments-test-app';

describe('payment methods and the mobile-money prompt over HTTP', () => {
  let shop: PaymentsGateway;
  let shopper: { token: string; userId: string };
  beforeEach(async () => {
    shop = await startPaymentsGateway();
    shopper = await shop.login('shopper');
  });
  afterEach(() => shop.close());

  const request = (body: unknown, headers: Record<string, string> = {}, token = shopper.token) =>
    shop.api('/payments/momo/request', { method: 'POST', token, json: body, headers });
  const statusOf = (paymentId: string, token = shopper.token) => shop.api(`/payments/${paymentId}/status`, { token });
  const settledStatus = (paymentId: string) =>
    eventually(async () => {
      const res = await statusOf(paymentId);
      return res.body.data?.status !== 'PENDING' ? res : undefined;
    });

  it('lists the methods publicly, the dial code carrying the amount', async () => {
    const res = await shop.api('/payments/methods?amount=151000');
    expect(res.status).toBe(200);
    expect(res.body.data.manual_momo).toMatchObject({ dialCode: '*182*8*1*182000*151000#', supportPhone: '+250 788 000 000' });
    expect(Object.keys(res.body.data).sort()).toEqual(['manual_momo', 'momo', 'stripe']);
    expect((await shop.api('/payments/methods?amount=lots')).status).toBe(400);
  });

  it('approve: 202 PENDING, then SUCCESSFUL, with one payment.settled paid for the order’s total', async () => {
    const order = shop.placeOrder(shopper.userId, { total: 84_500 });
    const res = await request({ orderId: order.orderId, phone: '0780000001', amount: 1 });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ success: true, data: { status: 'PENDING', paymentId: expect.any(String), referenceId: expect.any(String) } });
    expect(res.body.data.message).toMatch(/Check your phone/);
    // The amount sent to the provider is the order's, whatever the client put in the body.
    expect(shop.simulator.receivedOn('POST', '/collection/v1_0/requesttopay')[0]?.body).toMatchObject({ amount: '84500' });

    const final = await settledStatus(res.body.data.paymentId);
    expect(final.body.data).toEqual({ paymentId: res.body.data.paymentId, orderId: order.orderId, method: 'momo', status: 'SUCCESSFUL' });
    await eventually(() => shop.settled.length === 1);
    expect(shop.settled[0]?.data).toMatchObject({ orderId: order.orderId, status: 'paid', amount: 84_500, currency: 'RWF' });
  });

  it.each([
    [MOMO_TEST_NUMBERS.decline, 'APPROVAL_REJECTED'],
    [MOMO_TEST_NUMBERS.insufficientFunds, 'NOT_ENOUGH_FUNDS'],
    [MOMO_TEST_NUMBERS.timeout, 'timed out'],
  ])('%s ends FAILED with reason %s', async (phone, reason) => {
    const order = shop.placeOrder(shopper.userId);
    const res = await request({ orderId: order.orderId, phone });
    const final = await settledStatus(res.body.data.paymentId);
    expect(final.body.data).toMatchObject({ status: 'FAILED', reason });
    await eventually(() => shop.settled.some((event) => event.data.paymentId === res.body.data.paymentId && event.data.status === 'failed'));
  });

  it('asks for the phone with the SPEC message', async () => {
    const order = shop.placeOrder(shopper.userId);
    for (const body of [{ orderId: order.orderId }, { orderId: order.orderId, phone: '  ' }]) {
      const res = await request(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, errors: [{ path: 'phone', message: 'Phone number is required for Mobile Money payment' }] });
    }
    expect((await request({ orderId: order.orderId, phone: '0780000001' }, {}, '')).status).toBe(401);
  });

  it('someone else’s order or payment is not found', async () => {
    const admin = await shop.login('admin');
    const theirs = shop.placeOrder(admin.userId);
    expect((await request({ orderId: theirs.orderId, phone: '0780000001' })).status).toBe(404);
    const mine = shop.placeOrder(shopper.userId);
    const res = await request({ orderId: mine.orderId, phone: '0780000003' });
    const other = await shop.api(`/payments/${res.body.data.paymentId}/status`, { token: (await shop.newShopper()).token });
    expect(other.status).toBe(404);
  });

  it('honours Idempotency-Key: the same key, the same payment, one prompt', async () => {
    const order = shop.placeOrder(shopper.userId);
    const headers = { 'Idempotency-Key': 'checkout-7f3a' };
    const first = await request({ orderId: order.orderId, phone: '0780000003' }, headers);
    const again = await request({ orderId: order.orderId, phone: '0780000003' }, headers);
    expect(again.body.data.paymentId).toBe(first.body.data.paymentId);
    expect(shop.simulator.receivedOn('POST', '/collection/v1_0/requesttopay')).toHaveLength(1);
    expect((await request({ orderId: order.orderId, phone: '0780000003' }, { 'Idempotency-Key': 'no spaces allowed' })).status).toBe(400);
  });

  it('the public callback only polls: claims in it are not believed, and duplicates change nothing twice', async () => {
    const waiting = shop.placeOrder(shopper.userId);
    const pending = await request({ orderId: waiting.orderId, phone: '0780000003' });
    const claim = await shop.api(`/payments/momo/callback?referenceId=${pending.body.data.referenceId}`, {
      method: 'POST',
      json: { status: 'SUCCESSFUL', financialTransactionId: '1', externalId: waiting.orderNumber },
    });
    expect(claim.status).toBe(200);
    expect((await statusOf(pending.body.data.paymentId)).body.data.status).toBe('PENDING');

    const order = shop.placeOrder(shopper.userId);
    const paid = await request({ orderId: order.orderId, phone: '0780000001' });
    const callback = () => shop.api('/payments/momo/callback', { method: 'POST', json: { referenceId: paid.body.data.referenceId, status: 'SUCCESSFUL' } });
    await Promise.all([callback(), callback(), callback()]);
    await eventually(() => shop.settled.some((event) => event.data.paymentId === paid.body.data.paymentId));
    await callback();
    const outbox = shop.documents.collection('outbox');
    await eventually(async () => (await outbox.count({ status: { $ne: 'published' } })) === 0);
    expect(shop.settled.filter((event) => event.data.paymentId === paid.body.data.paymentId)).toHaveLength(1);
  });
});

