// A shopper's and an admin's journeys through the public HTTP API only, so they hold in either
// topology: in one process, or with every service in a process of its own, where stock (orders →
// catalog), settlements (payments → orders) and e-mails (→ notifications) really cross processes.
// E-mail goes to a real SMTP server of the test's own, as a production shop's would.
import { formatRwf } from '@shop/domain';
import { MOMO_TEST_NUMBERS } from '@shop/payments';
import { startCollectingSmtpServer, type CollectingSmtpServer } from '@shop/platform/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkoutBody, type CheckoutLine } from './testing/checkout-body';
import { productBody } from './testing/product-body';
import { startShopUnderTest, type ShopUnderTest } from './testing/shop-under-test';
import { DEMO } from './testing/test-shop';
import { PNG } from './testing/image-bytes';

/** What crosses services by event (settlements, e-mails, stock on the product page) may take a while. */
const ACROSS_SERVICES = { timeout: 15_000, interval: 250 };

describe('shop journeys through the public API', { timeout: 60_000 }, () => {
  let shop: ShopUnderTest;
  let smtp: CollectingSmtpServer;
  let admin: string;
  beforeAll(async () => {
    smtp = await startCollectingSmtpServer();
    shop = await startShopUnderTest({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    admin = (await shop.login(DEMO.admin.email, DEMO.admin.password)).accessToken;
  }, 180_000);
  // The shop first: its SMTP client closes its pooled connections before the server goes.
  afterAll(async () => {
    await shop?.close();
    await smtp?.stop();
  });

  let registered = 0;
  /** A shopper of the test's own: their history and mailbox hold only what the test did. */
  async function newShopper(firstName: string) {
    registered += 1;
    const email = `${firstName.toLowerCase()}.${registered}@example.rw`;
    const res = await shop.api('/api/v1/auth/register', { method: 'POST', json: { email, password: 'correct-horse-1', firstName, lastName: 'Journey' } });
    expect(res.status).toBe(201);
    return { email, token: res.body.data.accessToken as string };
  }

  async function createProduct(name: string, price: number, quantity: number) {
    const res = await shop.api('/api/v1/admin/products', { method: 'POST', token: admin, json: productBody(name, { price, quantity }) });
    expect(res.status).toBe(201);
    return res.body.data as { _id: string; name: string; price: number };
  }

  const place = (token: string, body: unknown, headers: Record<string, string> = {}) =>
    shop.api('/api/v1/orders', { method: 'POST', token, json: body, headers });

  /** Places an order of `quantity` units of `product`, paid by `method`, and answers its data. */
  async function placed(token: string, product: { _id: string; price: number }, quantity: number, method: string) {
    const lines: CheckoutLine[] = [{ product: product._id, quantity, price: product.price }];
    const res = await place(token, checkoutBody(lines, { method }));
    expect(res.status).toBe(201);
    return res.body.data as { _id: string; orderNumber: string; total: number };
  }

  const orderAs = async (token: string, orderId: string) => (await shop.api(`/api/v1/orders/${orderId}`, { token })).body.data;

  /** The order once its payment status reads `status`: the settlement reaches orders by event. */
  const orderOncePayment = (token: string, orderId: string, status: string) =>
    vi.waitFor(async () => {
      const order = await orderAs(token, orderId);
      expect(order.paymentInfo.status).toBe(status);
      return order;
    }, ACROSS_SERVICES);

  /** Asks for a mobile-money prompt to `phone`; answers the payment once it is no longer PENDING. */
  async function momoPayment(token: string, orderId: string, phone: string) {
    const requested = await shop.api('/api/v1/payments/momo/request', { method: 'POST', token, json: { orderId, phone } });
    expect(requested).toMatchObject({ status: 202, body: { data: { status: 'PENDING' } } });
    return vi.waitFor(async () => {
      const res = await shop.api(`/api/v1/payments/${requested.body.data.paymentId}/status`, { token });
      expect(res.body.data.status).not.toBe('PENDING');
      return res.body.data;
    }, ACROSS_SERVICES);
  }

  const payByCard = (token: string, orderId: string, card: Record<string, string>) =>
    shop.api('/api/v1/payments/card', { method: 'POST', token, json: { orderId, card } });

  const availableOnProductPage = async (productId: string) =>
    (await shop.api(`/api/v1/products/${productId}`)).body.data.stock.available as number;

  /** The e-mail to `email` with `subject`, once the shop's SMTP client has delivered it. */
  const mailTo = (email: string, subject: string) =>
    vi.waitFor(() => {
      const arrival = smtp.arrivals.find((each) => each.recipients.includes(email) && each.mail.subject === subject);
      expect(arrival, `an e-mail "${subject}" to ${email}`).toBeDefined();
      return { text: arrival!.mail.text ?? '' };
    }, ACROSS_SERVICES);

  it('checkout: server totals, stock held, history, privacy, one order per Idempotency-Key, tampering and over-ordering refused', async () => {
    const product = await createProduct('Journey K2', 24_500, 5);
    const buyer = await newShopper('Aline');
    expect(await availableOnProductPage(product._id)).toBe(5);

    // 2 × 24,500 is below the free-delivery threshold: 1,000 RWF by bike, no VAT on top (prices include it).
    const body = checkoutBody([{ product: product._id, quantity: 2, price: product.price }], { method: 'manual_momo' });
    const key = { 'Idempotency-Key': 'journey-checkout-0001' };
    const first = await place(buyer.token, body, key);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      status: 'pending',
      subtotal: 49_000,
      deliveryFee: 1000,
      total: 50_000,
      paymentInfo: { method: 'manual_momo', status: 'pending', amount: 50_000, currency: 'RWF' },
      items: [{ product: product._id, quantity: 2, price: 24_500 }],
    });
    const orderId = first.body.data._id as string;
    await vi.waitFor(async () => expect(await availableOnProductPage(product._id)).toBe(3), ACROSS_SERVICES);

    const history = await shop.api('/api/v1/orders/my-orders', { token: buyer.token });
    expect(history.body.data.orders.map((order: { _id: string }) => order._id)).toEqual([orderId]);
    const stranger = await newShopper('Stranger');
    expect(await shop.api(`/api/v1/orders/${orderId}`, { token: stranger.token })).toMatchObject({
      status: 404,
      body: { success: false, message: 'Order not found' },
    });

    // A double click or a retry after a lost answer: the same order, no second reservation.
    const again = await place(buyer.token, body, key);
    expect(again.status).toBe(201);
    expect(again.body.data._id).toBe(orderId);
    expect(again.headers.get('idempotent-replayed')).toBe('true');

    const tampered = await place(buyer.token, { ...body, total: 1000, paymentInfo: { ...body.paymentInfo, amount: 1000 } });
    expect(tampered).toMatchObject({ status: 409, body: { success: false, message: 'Prices have changed. Please review your cart.' } });
    expect(tampered.body.details).toMatchObject({ subtotal: 49_000, deliveryFee: 1000, total: 50_000 });

    const tooMany = await place(buyer.token, checkoutBody([{ product: product._id, quantity: 4, price: product.price }]));
    expect(tooMany).toMatchObject({ status: 409, body: { success: false, message: 'Only 3 left of Journey K2' } });

    // Neither refusal nor the replay placed an order or held stock.
    const after = await shop.api('/api/v1/orders/my-orders', { token: buyer.token });
    expect(after.body.data.orders).toHaveLength(1);
    expect(await availableOnProductPage(product._id)).toBe(3);
    await mailTo(buyer.email, `We received your order ${first.body.data.orderNumber}`);
    expect(smtp.arrivals.filter((each) => each.recipients.includes(buyer.email))).toHaveLength(1);
  });

  it('mobile money approved: the payment is SUCCESSFUL, the order reads paid and confirmed, and the shopper is told', async () => {
    const product = await createProduct('Journey Momo Monitor', 60_000, 4);
    const buyer = await newShopper('Eric');
    const order = await placed(buyer.token, product, 1, 'momo');

    const payment = await momoPayment(buyer.token, order._id, MOMO_TEST_NUMBERS.approve);
    expect(payment).toMatchObject({ orderId: order._id, method: 'momo', status: 'SUCCESSFUL' });

    const paid = await orderOncePayment(buyer.token, order._id, 'paid');
    expect(paid.status).toBe('confirmed');
    // Paid: the held unit leaves the stock for good (orders commits it in the catalog).
    await vi.waitFor(async () => {
      const page = await shop.api(`/api/v1/products/${product._id}`);
      expect(page.body.data).toMatchObject({ stock: { quantity: 3, reserved: 0, available: 3 }, purchases: 1 });
    }, ACROSS_SERVICES);
    const mail = await mailTo(buyer.email, `Payment confirmed for order ${order.orderNumber}`);
    expect(mail.text).toContain(`we received your payment of ${formatRwf(60_000)}`);
  });

  it('mobile money declined: the payment is FAILED and the order stays unpaid', async () => {
    const product = await createProduct('Journey Momo Mouse', 20_000, 4);
    const buyer = await newShopper('Diane');
    const order = await placed(buyer.token, product, 1, 'momo');

    const payment = await momoPayment(buyer.token, order._id, MOMO_TEST_NUMBERS.decline);
    expect(payment).toMatchObject({ status: 'FAILED', reason: 'APPROVAL_REJECTED' });

    // SPEC: a mobile payment failure sets the order's payment status to failed; the order stays open to pay again.
    const failed = await orderOncePayment(buyer.token, order._id, 'failed');
    expect(failed.status).toBe('pending');
    await mailTo(buyer.email, `Payment not received for order ${order.orderNumber}`);
  });

  it('card: a declined card leaves the order unpaid, a good one then pays it, and it cannot be charged twice', async () => {
    const product = await createProduct('Journey Card Headset', 35_000, 4);
    const buyer = await newShopper('Grace');
    const order = await placed(buyer.token, product, 2, 'stripe');
    const card = { name: 'Grace Journey', number: '4242 4242 4242 4242', expiry: '11/38', cvv: '987' };

    const declined = await payByCard(buyer.token, order._id, { ...card, number: '4000 0000 0000 0002' });
    expect(declined).toMatchObject({ status: 200, body: { message: 'Your card was declined.', data: { success: false, status: 'failed' } } });
    expect(await orderOncePayment(buyer.token, order._id, 'failed')).toMatchObject({ status: 'pending' });

    const charged = await payByCard(buyer.token, order._id, card);
    expect(charged).toMatchObject({ status: 200, body: { success: true, message: 'Payment successful', data: { status: 'succeeded' } } });
    const paid = await orderOncePayment(buyer.token, order._id, 'paid');
    expect(paid).toMatchObject({ status: 'confirmed', total: 70_000 });

    const twice = await payByCard(buyer.token, order._id, card);
    expect(twice).toMatchObject({ status: 409, body: { message: 'This order has already been paid' } });
  });

  it('manual mobile money: the shopper uploads a screenshot, the admin sees it and approves, the order reads paid', async () => {
    const product = await createProduct('Journey USSD Keyboard', 45_000, 4);
    const buyer = await newShopper('Jean');
    const order = await placed(buyer.token, product, 1, 'manual_momo');

    const form = new FormData();
    form.set('paymentProof', new Blob([PNG], { type: 'image/png' }), 'momo-receipt.png');
    form.set('orderId', order._id);
    const uploaded = await shop.api(`/api/v1/orders/${order._id}/payment-proof`, { method: 'POST', token: buyer.token, body: form });
    expect(uploaded.status).toBe(201);
    const { proofUrl } = uploaded.body.data as { proofUrl: string };
    await orderOncePayment(buyer.token, order._id, 'awaiting_verification');

    // The admin finds the order among those awaiting verification, with the screenshot the shopper sent.
    const waiting = await shop.api('/api/v1/orders?paymentStatus=awaiting_verification', { token: admin });
    expect(waiting.body.data.orders.map((each: { _id: string }) => each._id)).toContain(order._id);
    await vi.waitFor(async () => {
      const res = await shop.api(`/api/v1/admin/payments/${order._id}`, { token: admin });
      expect(res.body.data.payments).toEqual([expect.objectContaining({ status: 'AWAITING_VERIFICATION', method: 'manual_momo', amount: 46_000, proofUrl })]);
    }, ACROSS_SERVICES);
    const screenshot = await fetch(`${shop.url}${proofUrl}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(screenshot.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await screenshot.arrayBuffer())).toEqual(PNG);

    const approved = await shop.api(`/api/v1/admin/payments/${order._id}`, { method: 'PATCH', token: admin, json: { status: 'paid', note: 'Seen on the MoMo statement' } });
    expect(approved).toMatchObject({ status: 200, body: { data: { status: 'SUCCESSFUL' } } });
    const paid = await orderOncePayment(buyer.token, order._id, 'paid');
    expect(paid.status).toBe('confirmed');
  });

  it('the admin moves an order through its statuses, the shopper follows, and a delivered order stays delivered', async () => {
    const product = await createProduct('Journey Status Watch', 55_000, 4);
    const buyer = await newShopper('Claude');
    const order = await placed(buyer.token, product, 1, 'manual_momo');
    const setStatus = (json: Record<string, string>, token = admin) =>
      shop.api(`/api/v1/orders/${order._id}/status`, { method: 'PATCH', token, json });

    expect((await setStatus({ status: 'shipped' }, buyer.token)).status).toBe(403);
    expect(await setStatus({ status: 'processing' })).toMatchObject({ status: 200, body: { message: 'Order status updated successfully!' } });
    expect((await orderAs(buyer.token, order._id)).status).toBe('processing');

    expect((await setStatus({ status: 'shipped', trackingNumber: 'KGL-BIKE-42' })).status).toBe(200);
    expect(await orderAs(buyer.token, order._id)).toMatchObject({ status: 'shipped', trackingNumber: 'KGL-BIKE-42' });
    const shippedMail = await mailTo(buyer.email, `Order ${order.orderNumber} is shipped`);
    expect(shippedMail.text).toContain('Tracking number: KGL-BIKE-42');

    expect((await setStatus({ status: 'delivered' })).status).toBe(200);
    const mine = await shop.api('/api/v1/orders/my-orders?status=delivered', { token: buyer.token });
    expect(mine.body.data.orders.map((each: { _id: string }) => each._id)).toEqual([order._id]);

    const reopened = await setStatus({ status: 'processing' });
    expect(reopened).toMatchObject({ status: 409, body: { success: false, message: 'This order is delivered; its status can no longer be changed' } });
    expect((await setStatus({ status: 'lost' })).status).toBe(400);
    expect((await orderAs(buyer.token, order._id)).status).toBe('delivered');
  });

  it('e-mails the shopper the receipt of an order, with its items, totals and how to pay', async () => {
    const product = await createProduct('Journey Receipt Hub', 60_000, 4);
    const buyer = await newShopper('Ines');
    const order = await placed(buyer.token, product, 1, 'manual_momo');
    const methods = await shop.api(`/api/v1/payments/methods?amount=${order.total}`);
    const { dialCode } = methods.body.data.manual_momo as { dialCode: string };

    const receipt = await mailTo(buyer.email, `We received your order ${order.orderNumber}`);
    expect(receipt.text).toContain('Hello Ines,');
    expect(receipt.text).toContain(`Journey Receipt Hub × 1: ${formatRwf(60_000)}`);
    expect(receipt.text).toContain(`Dial ${dialCode} on your MTN phone`);
    expect(receipt.text).toContain('* All prices include 18% VAT');
  });

  it('WELCOME2 takes 2% off a newsletter subscriber’s first order, and the server computes the figures', async () => {
    const product = await createProduct('Journey Coupon Dock', 50_500, 4);
    const buyer = await newShopper('Amani');
    expect((await shop.api('/api/v1/newsletter/subscribe', { method: 'POST', json: { email: buyer.email } })).status).toBe(200);
    // The subscription reaches orders by event: until then WELCOME2 is refused as subscribers-only.
    await vi.waitFor(async () => {
      const applied = await shop.api('/api/v1/cart/coupon', { method: 'POST', token: buyer.token, json: { code: 'WELCOME2', subtotal: 50_500 } });
      expect(applied).toMatchObject({ status: 200, body: { data: { cart: { coupon: { code: 'WELCOME2' }, discount: 1010 } } } });
    }, { timeout: 15_000, interval: 1000 });

    // 2% of 50,500 is 1,010; 49,490 after it is below 50,000, so delivery is 1,000 RWF again.
    const body = { ...checkoutBody([{ product: product._id, quantity: 1, price: product.price }]), couponCode: 'WELCOME2' };
    const unchecked = await place(buyer.token, body);
    expect(unchecked.status).toBe(409);
    expect(unchecked.body.details).toMatchObject({ subtotal: 50_500, discount: 1010, deliveryFee: 1000, total: 50_490 });
    const figures = { discount: 1010, deliveryFee: 1000, total: 50_490 };
    const checked = { ...body, ...figures, paymentInfo: { ...body.paymentInfo, amount: 50_490 } };
    const order = await place(buyer.token, checked);
    expect(order.status).toBe(201);
    expect(order.body.data).toMatchObject({ subtotal: 50_500, ...figures, couponCode: 'WELCOME2' });

    const secondOrder = await place(buyer.token, checked);
    expect(secondOrder).toMatchObject({ status: 409, body: { success: false, message: 'You have already used this coupon' } });
  });
});
