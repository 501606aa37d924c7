import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually, startPaymentsGateway, type PaymentsGateway } from './testing/payments-test-app';
import { PNG } from '../../testing/image-bytes';


describe('admin payment verification over HTTP', () => {
  let shop: PaymentsGateway;
  let shopper: { token: string; userId: string };
  let admin: { token: string; userId: string };
  beforeEach(async () => {
    shop = await startPaymentsGateway();
    shopper = await shop.login('shopper');
    admin = await shop.login('admin');
  });
  afterEach(() => shop.close());

  async function proofFor(orderId: string) {
    const form = new FormData();
    form.set('paymentProof', new Blob([PNG], { type: 'image/png' }), 'proof.png');
    form.set('orderId', orderId);
    const res = await shop.api(`/orders/${orderId}/payment-proof`, { method: 'POST', token: shopper.token, body: form });
    expect(res.status).toBe(201);
    return res.body.data as { paymentId: string; proofUrl: string };
  }

  const decide = (orderId: string, body: unknown, token = admin.token) =>
    shop.api(`/admin/payments/${orderId}`, { method: 'PATCH', token, json: body });

  it('shows the admin the proof, and a "paid" decision emits payment.settled once', async () => {
    const order = shop.placeOrder(shopper.userId, { paymentMethod: 'manual_momo' });
    const proof = await proofFor(order.orderId);
    const seen = await shop.api(`/admin/payments/${order.orderId}`, { token: admin.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data.payments).toEqual([
      expect.objectContaining({ paymentId: proof.paymentId, status: 'AWAITING_VERIFICATION', method: 'manual_momo', amount: 151_000, proofUrl: proof.proofUrl }),
    ]);

    const paid = await decide(order.orderId, { status: 'paid', note: 'Matched on the MoMo statement' });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'SUCCESSFUL', settledBy: admin.userId, proofUrl: proof.proofUrl });
    const again = await decide(order.orderId, { status: 'failed' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This payment has already been settled');

    await eventually(() => shop.settled.length === 1);
    const outbox = shop.documents.collection('outbox');
    await eventually(async () => (await outbox.count({ status: { $ne: 'published' } })) === 0);
    expect(shop.settled).toHaveLength(1);
    expect(shop.settled[0]?.data).toEqual({
      paymentId: proof.paymentId,
      orderId: order.orderId,
      status: 'paid',
      method: 'manual_momo',
      amount: 151_000,
      currency: 'RWF',
    });
  });

  it('a "failed" decision carries the admin’s note as the reason', async () => {
    const order = shop.placeOrder(shopper.userId, { paymentMethod: 'manual_momo' });
    await proofFor(order.orderId);
    const failed = await decide(order.orderId, { status: 'failed', note: 'No such transaction' });
    expect(failed.body.data).toMatchObject({ status: 'FAILED', reason: 'No such transaction' });
    await eventually(() => shop.settled[0]?.data.reason === 'No such transaction');
  });

  it('is for admins only, takes paid or failed only, and answers 404 with nothing to decide', async () => {
    const order = shop.placeOrder(shopper.userId, { paymentMethod: 'manual_momo' });
    expect((await shop.api(`/admin/payments/${order.orderId}`, { token: shopper.token })).status).toBe(403);
    expect((await decide(order.orderId, { status: 'paid' }, shopper.token)).status).toBe(403);
    expect((await decide(order.orderId, { status: 'paid' })).status).toBe(404);
    await proofFor(order.orderId);
    const bad = await decide(order.orderId, { status: 'completed' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'status', message: 'Status must be paid or failed' }]);
    expect((await shop.api('/admin/payments/not-an-id', { token: admin.token })).status).toBe(400);
  });
});
