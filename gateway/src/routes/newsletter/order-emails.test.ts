// The orders service's real order.placed and order.status-changed, on the shared bus, reach the
// notifications service: the shopper gets the receipt (with the dial code of a manual payment)
// and the shipping e-mail with its tracking number, each once.
import { formatRwf } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPayload } from '../orders/testing/orders-test-app';
import { startNewsletterGateway, type NewsletterGateway } from './testing/newsletter-test-app';

const ADMIN = { email: 'admin@devshop.rw', password: 'demo-admin' };

describe('order e-mails from the orders service’s events', () => {
  let gw: NewsletterGateway;
  beforeAll(async () => {
    gw = await startNewsletterGateway({ withOrders: true });
  });
  afterAll(() => gw.close());

  async function mailsTo(email: string, count: number) {
    const deadline = Date.now() + 5000;
    for (;;) {
      const mails = (await gw.mails()).filter((mail) => mail.to === email);
      if (mails.length >= count || Date.now() > deadline) return mails;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('sends the receipt of a manual payment order, then the shipping e-mail with the tracking number', async () => {
    const shopper = await gw.identity.register({ email: 'ines@example.rw', password: 'long-enough-1', firstName: 'Ines', lastName: 'Mukamana' });
    const product = await gw.createProduct(60_000);
    const order = checkoutPayload([{ product, quantity: 1 }], { discount: 0, deliveryFee: 0, total: 60_000, paymentInfo: { method: 'manual_momo', status: 'pending', amount: 60_000, currency: 'RWF' } });
    const placed = await gw.request('POST', '/orders', { json: order, token: shopper.accessToken });
    expect(placed.status).toBe(201);
    const { orderNumber, _id: orderId } = placed.body.data as { orderNumber: string; _id: string };

    const [receipt] = await mailsTo('ines@example.rw', 1);
    expect(receipt?.subject).toBe(`We received your order ${orderNumber}`);
    expect(receipt?.text).toContain('Hello Ines,');
    expect(receipt?.text).toContain(`Dell UltraSharp U2723QE × 1: ${formatRwf(60_000)}`);
    expect(receipt?.text).toContain('Dial *182*8*1*182000*60000# on your MTN phone');
    expect(receipt?.text).toContain('* All prices include 18% VAT');

    const admin = await gw.login(ADMIN);
    const shipped = await gw.request('PATCH', `/orders/${orderId}/status`, { token: admin, json: { status: 'shipped', trackingNumber: 'KGL-12345' } });
    expect(shipped.status).toBe(200);
    const mails = await mailsTo('ines@example.rw', 2);
    expect(mails.map((mail) => mail.subject)).toEqual([`We received your order ${orderNumber}`, `Order ${orderNumber} is shipped`]);
    expect(mails[1]!.text).toContain('Tracking number: KGL-12345');
  });
});
