import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPayload, DEMO, startOrdersGateway, type OrdersGateway } from './testing/orders-test-app';

let gw: OrdersGateway;
let shopper: string;
let admin: string;
beforeAll(async () => {
  gw = await startOrdersGateway();
  shopper = await gw.login(DEMO.shopper);
  admin = await gw.login(DEMO.admin);
});
afterAll(() => gw.close());

const place = (token: string, payload: unknown, headers: Record<string, string> = {}) => gw.request('POST', '/orders', { json: payload, token, headers });

/**
 * Every payment check asked for so far has reached payments: the outbox publishes in order, so
 * once a check asked now (another shopper's order) arrives, any earlier one has too.
 */
async function earlierCheckRequestsArrived(): Promise<void> {
  const probe = await gw.newShopper();
  const { body } = await place(probe.token, checkoutPayload([{ product: await gw.createProduct(), quantity: 1 }]));
  await gw.request('PATCH', `/orders/${body.data._id}/payment-status`, { json: { status: 'completed' }, token: probe.token });
  await expect.poll(() => gw.checkRequests.some((event) => event.data.orderId === body.data._id)).toBe(true);
}

describe('POST /api/v1/orders', () => {
  it('needs a signed-in shopper', async () => {
    const product = await gw.createProduct();
    expect((await gw.request('POST', '/orders', { json: checkoutPayload([{ product, quantity: 1 }]) })).status).toBe(401);
  });

  it('answers 201 with the order of SPEC section 3, payment pending whatever the client says', async () => {
    const product = await gw.createProduct({ name: 'Keychron K2', price: 30_000 });
    const payload = checkoutPayload([{ product, quantity: 1 }]);
    const { status, body } = await place(shopper, { ...payload, paymentInfo: { ...payload.paymentInfo, status: 'paid' } });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: 'Order placed successfully' });
    expect(body.data).toMatchObject({
      orderNumber: expect.stringMatching(/^DS-\d{4}-[2-9A-HJKMNP-Z]{6}$/),
      status: 'pending',
      subtotal: 30_000,
      deliveryFee: 1000,
      total: 31_000,
      user: { email: DEMO.shopper.email },
      paymentInfo: { method: 'manual_momo', status: 'pending', amount: 31_000, currency: 'RWF' },
      items: [{ product: product._id, name: 'Keychron K2', price: 30_000, quantity: 1, productSnapshot: { category: 'keyboards' } }],
    });
    expect(body.data._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.data.shippingAddress).not.toHaveProperty('postalCode');
    expect((await gw.stockOf(product._id)).reserved).toBe(1);
  });

  it('answers 409 with the server figures when the client is off by 1 RWF, and creates nothing', async () => {
    const product = await gw.createProduct({ price: 20_000 });
    const payload = checkoutPayload([{ product, quantity: 2 }]);
    const { status, body } = await place(shopper, { ...payload, total: payload.total + 1 });
    expect(status).toBe(409);
    expect(body).toMatchObject({ success: false, message: 'Prices have changed. Please review your cart.' });
    expect(body.details).toEqual({ subtotal: 40_000, discount: 0, deliveryFee: 1000, total: 41_000, items: [{ product: product._id, price: 20_000 }] });
    expect((await gw.stockOf(product._id)).reserved).toBe(0);
  });

  it('answers 409 naming the product and what is left when the stock is short', async () => {
    const product = await gw.createProduct({ name: 'Dell UltraSharp 27', price: 60_000, stock: { quantity: 1 } });
    const { status, body } = await place(shopper, checkoutPayload([{ product, quantity: 2 }]));
    expect(status).toBe(409);
    expect(body).toMatchObject({ message: 'Only 1 left of Dell UltraSharp 27', details: { productId: product._id, available: 1, requested: 2 } });
  });

  it('answers 400 with SPEC’s message per field', async () => {
    const product = await gw.createProduct();
    const payload = checkoutPayload([{ product, quantity: 1 }]);
    const { status, body } = await place(shopper, {
      ...payload,
      shippingAddress: { ...payload.shippingAddress, phone: '', district: ' ', email: 'nope' },
      paymentInfo: { method: 'paypal' },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { path: 'shippingAddress.email', message: 'Please enter a valid email' },
      { path: 'shippingAddress.phone', message: 'Phone number is required' },
      { path: 'shippingAddress.district', message: 'District is required' },
      { path: 'paymentInfo.method', message: 'Unsupported payment method' },
    ]);
    const wrongType = await place(shopper, { ...payload, items: 'all of them' });
    expect(wrongType).toMatchObject({ status: 400, body: { errors: [{ path: 'items', message: 'Items must be a list' }] } });
    expect((await place(shopper, { ...payload, $where: 'x' })).status).toBe(400);
  });

  it('honours Idempotency-Key: 20 copies at once answer with one order', async () => {
    const product = await gw.createProduct({ stock: { quantity: 30 } });
    const payload = checkoutPayload([{ product, quantity: 1 }]);
    const headers = { 'Idempotency-Key': 'checkout_2026-11-14_0001' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(shopper, payload, headers)));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body.data._id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);
    expect((await gw.stockOf(product._id)).reserved).toBe(1);
    const otherPayload = await place(shopper, { ...payload, orderNotes: 'Other' }, headers);
    expect(otherPayload).toMatchObject({ status: 409, body: { message: 'This Idempotency-Key was already used for a different order' } });
    const malformed = await place(shopper, payload, { 'Idempotency-Key': 'bad key!' });
    expect(malformed).toMatchObject({ status: 400, body: { errors: [{ path: 'Idempotency-Key' }] } });
  });
});

describe('reading orders', () => {
  it('lists my orders newest first with a status filter, and checks the filter', async () => {
    const buyer = await gw.newShopper();
    const product = await gw.createProduct({ stock: { quantity: 5 } });
    const first = await place(buyer.token, checkoutPayload([{ product, quantity: 1 }]));
    const second = await place(buyer.token, checkoutPayload([{ product, quantity: 2 }]));
    await gw.request('PATCH', `/orders/${first.body.data._id}/status`, { json: { status: 'shipped' }, token: admin });
    const mine = await gw.request('GET', '/orders/my-orders?page=1&limit=50', { token: buyer.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([second.body.data._id, first.body.data._id]);
    expect(mine.body.data.pagination).toEqual({ page: 1, limit: 50, total: 2, totalPages: 1 });
    expect(mine.body.data.orders[1].user).toEqual({ firstName: 'Buyer', lastName: 'Number1', email: 'buyer1@example.rw' });
    const shipped = await gw.request('GET', '/orders/my-orders?status=shipped', { token: buyer.token });
    expect(shipped.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([first.body.data._id]);
    expect((await gw.request('GET', '/orders/my-orders?status=lost', { token: buyer.token })).status).toBe(400);
    expect((await gw.request('GET', '/orders/my-orders?page=0', { token: buyer.token })).body.errors).toEqual([
      { path: 'page', message: 'page must be a whole number of 1 or more' },
    ]);
  });

  it('shows an order by id and number to its owner and admins; to anyone else it does not exist', async () => {
    const product = await gw.createProduct();
    const { body } = await place(shopper, checkoutPayload([{ product, quantity: 1 }]));
    const { _id: id, orderNumber } = body.data;
    for (const token of [shopper, admin]) {
      expect((await gw.request('GET', `/orders/${id}`, { token })).body.data.orderNumber).toBe(orderNumber);
      expect((await gw.request('GET', `/orders/number/${orderNumber}`, { token })).body.data._id).toBe(id);
    }
    const stranger = (await gw.newShopper()).token;
    for (const path of [`/orders/${id}`, `/orders/number/${orderNumber}`, `/orders/${'f'.repeat(24)}`]) {
      expect(await gw.request('GET', path, { token: stranger })).toMatchObject({ status: 404, body: { success: false, message: 'Order not found' } });
    }
    expect((await gw.request('GET', '/orders/not-an-id', { token: shopper })).status).toBe(400);
    expect((await gw.request('GET', `/orders/${id}`)).status).toBe(401);
  });
});

describe('PATCH /api/v1/orders/:id/payment-status', () => {
  it('never lets a shopper set a payment status: orders asks payments for a re-check and answers with the order as it is', async () => {
    const product = await gw.createProduct();
    const { body } = await place(shopper, checkoutPayload([{ product, quantity: 1 }]));
    const id = body.data._id;
    const attempt = await gw.request('PATCH', `/orders/${id}/payment-status`, { json: { status: 'completed', referenceId: 'fake' }, token: shopper });
    expect(attempt.status).toBe(200);
    expect(attempt.body).toMatchObject({ message: 'The payment status is set when the payment provider confirms it; this is the latest.' });
    expect(attempt.body.data).toMatchObject({ _id: id, status: 'pending', paymentInfo: { status: 'pending' } });
    const shopperId = body.data.userId;
    await expect.poll(() => gw.checkRequests.filter((event) => event.data.orderId === id).map((event) => event.data)).toEqual([{ orderId: id, userId: shopperId }]);
    const stranger = (await gw.newShopper()).token;
    expect((await gw.request('PATCH', `/orders/${id}/payment-status`, { json: { status: 'paid' }, token: stranger })).status).toBe(404);
    await earlierCheckRequestsArrived();
    expect(gw.checkRequests.filter((event) => event.data.orderId === id)).toHaveLength(1);
  });

  it('answers a shopper who asks again within 10 s with 429 and Retry-After, asking the provider nothing more', async () => {
    const product = await gw.createProduct();
    const { body } = await place(shopper, checkoutPayload([{ product, quantity: 1 }]));
    const id = body.data._id;
    expect((await gw.request('PATCH', `/orders/${id}/payment-status`, { json: { status: 'completed' }, token: shopper })).status).toBe(200);
    const again = await gw.request('PATCH', `/orders/${id}/payment-status`, { json: { status: 'completed' }, token: shopper });
    expect(again.status).toBe(429);
    const wait = Number(again.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(10);
    expect(again.body).toMatchObject({ success: false, message: `We are already checking this payment. Please try again in ${wait} second${wait === 1 ? '' : 's'}.` });
    await earlierCheckRequestsArrived();
    expect(gw.checkRequests.filter((event) => event.data.orderId === id)).toHaveLength(1);
  });

  it('applies an admin’s decision', async () => {
    const product = await gw.createProduct({ stock: { quantity: 3 } });
    const { body } = await place(shopper, checkoutPayload([{ product, quantity: 1 }]));
    const id = body.data._id;
    const invalid = await gw.request('PATCH', `/orders/${id}/payment-status`, { json: { status: 'pending' }, token: admin });
    expect(invalid).toMatchObject({ status: 400, body: { message: 'An admin can set the payment status to paid or failed' } });
    const paid = await gw.request('PATCH', `/orders/${id}/payment-status`, { json: { status: 'paid', transactionId: 'USSD-9' }, token: admin });
    expect(paid).toMatchObject({ status: 200, body: { data: { status: 'confirmed', paymentInfo: { status: 'paid', reference: 'USSD-9' } } } });
    expect(await gw.stockOf(product._id)).toMatchObject({ quantity: 2, reserved: 0 });
  });
});
