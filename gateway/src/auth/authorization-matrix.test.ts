import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../routes/route';
import { DEMO, startTestShop, type TestShop } from '../testing/test-shop';
import { checkoutBody } from '../testing/checkout-body';
import { PNG } from '../testing/image-bytes';
import { DEFAULT_DELIVERY_ZONES } from '@shop/domain';

/**
 * A request that an admin (or a signed-in user) may make successfully on each restricted
 * route. A restricted route missing here fails the suite: every new one must be walked.
 */
interface Ids {
  shopperId: string;
  orderId: string;
  orderNumber: string;
  statusOrderId: string;
  refundOrderId: string;
  momoOrderId: string;
  cardOrderId: string;
  proofOrderId: string;
  decisionOrderId: string;
  paymentId: string;
  proofName: string;
  productId: string;
  disposableProductId: string;
  reviewProductId: string;
  reviewId: string;
}
type Sample = (ids: Ids) => { path: string; body?: unknown; form?: () => FormData };
const imageForm = (field = 'image') => {
  const form = new FormData();
  form.set(field, new Blob([PNG], { type: 'image/png' }), 'photo.png');
  return form;
};

/** One unit of a product priced 89,000 RWF: free delivery, total 89,000. */
function orderBody(productId: string, method = 'manual_momo') {
  return checkoutBody([{ product: productId, quantity: 1, price: 89000 }], { method, name: 'Matrix Product' });
}
const SAMPLES: Record<string, Sample> = {
  'get /admin/stats': () => ({ path: '/admin/stats' }),
  'get /admin/users': () => ({ path: '/admin/users?page=1&limit=10' }),
  'patch /admin/users/:id/block': ({ shopperId }) => ({ path: `/admin/users/${shopperId}/block`, body: { blocked: false } }),
  'post /admin/uploads': () => ({ path: '/admin/uploads', form: imageForm }),
  'get /admin/products': () => ({ path: '/admin/products?page=1&limit=10' }),
  'post /admin/products': () => ({ path: '/admin/products', body: productBody('Matrix Test Keyboard') }),
  'put /admin/products/:id': ({ reviewProductId }) => ({ path: `/admin/products/${reviewProductId}`, body: productBody('Matrix Renamed') }),
  'patch /admin/products/:id': ({ reviewProductId }) => ({ path: `/admin/products/${reviewProductId}`, body: { stock: { lowStockThreshold: 12 } } }),
  'delete /admin/products/:id': ({ disposableProductId }) => ({ path: `/admin/products/${disposableProductId}` }),
  'get /admin/reviews': () => ({ path: '/admin/reviews?page=1&limit=10' }),
  // No options and no variants: a product sold as one thing stays so.
  'put /admin/products/:id/variants': ({ productId }) => ({ path: `/admin/products/${productId}/variants`, body: { options: [], variants: [] } }),
  'get /admin/search/synonyms': () => ({ path: '/admin/search/synonyms' }),
  'put /admin/search/synonyms': () => ({ path: '/admin/search/synonyms', body: { synonyms: [{ word: 'clavier', terms: ['keyboard'] }] } }),
  'get /admin/delivery-zones': () => ({ path: '/admin/delivery-zones' }),
  'put /admin/delivery-zones': () => ({ path: '/admin/delivery-zones', body: { zones: DEFAULT_DELIVERY_ZONES } }),
  'get /admin/audit': () => ({ path: '/admin/audit?page=1&limit=10' }),
  'get /admin/audit.csv': () => ({ path: '/admin/audit.csv' }),
  'delete /admin/products/:productId/reviews/:reviewId': ({ reviewProductId, reviewId }) => ({
    path: `/admin/products/${reviewProductId}/reviews/${reviewId}`,
  }),
  'post /products/:id/reviews': ({ productId }) => ({ path: `/products/${productId}/reviews`, body: { rating: 4, comment: 'Solid.' } }),
  'get /products/:id/reviews/mine': ({ reviewProductId }) => ({ path: `/products/${reviewProductId}/reviews/mine` }),
  // The shopper reviewed this product before the walk (and the sample above writes it again).
  'delete /products/:id/reviews/mine': ({ productId }) => ({ path: `/products/${productId}/reviews/mine` }),
  'post /products/:id/wishlist': ({ productId }) => ({ path: `/products/${productId}/wishlist` }),
  'get /wishlist': () => ({ path: '/wishlist' }),
  'delete /wishlist/:productId': ({ productId }) => ({ path: `/wishlist/${productId}` }),
  'delete /wishlist': () => ({ path: '/wishlist' }),
  'post /orders': ({ productId }) => ({ path: '/orders', body: orderBody(productId) }),
  'get /orders/my-orders': () => ({ path: '/orders/my-orders?page=1&limit=50' }),
  'get /orders/number/:orderNumber': ({ orderNumber }) => ({ path: `/orders/number/${orderNumber}` }),
  'get /orders/:id': ({ orderId }) => ({ path: `/orders/${orderId}` }),
  'post /orders/:id/fiscal-receipts/print': ({ orderId }) => ({ path: `/orders/${orderId}/fiscal-receipts/print` }),
  'patch /orders/:id/payment-status': ({ orderId }) => ({ path: `/orders/${orderId}/payment-status`, body: { status: 'paid' } }),
  'get /orders': () => ({ path: '/orders?page=1&limit=10' }),
  'patch /orders/:id/status': ({ statusOrderId }) => ({ path: `/orders/${statusOrderId}/status`, body: { status: 'processing' } }),
  'post /admin/orders/:id/refunds': ({ refundOrderId }) => ({ path: `/admin/orders/${refundOrderId}/refunds`, body: {} }),
  'get /admin/fiscal-receipts/queue': () => ({ path: '/admin/fiscal-receipts/queue' }),
  'post /payments/momo/request': ({ momoOrderId }) => ({ path: '/payments/momo/request', body: { orderId: momoOrderId, phone: '0780000001' } }),
  'get /payments/:paymentId/status': ({ paymentId }) => ({ path: `/payments/${paymentId}/status` }),
  'post /payments/card': ({ cardOrderId }) => ({
    path: '/payments/card',
    body: { orderId: cardOrderId, card: { name: 'Demo Shopper', number: '4242424242424242', expiry: '12/39', cvv: '123' } },
  }),
  'post /payments/card/intent': ({ cardOrderId }) => ({ path: '/payments/card/intent', body: { orderId: cardOrderId } }),
  'post /orders/:id/payment-proof': ({ proofOrderId }) => ({
    path: `/orders/${proofOrderId}/payment-proof`,
    form: () => {
      const form = imageForm('paymentProof');
      form.set('orderId', proofOrderId);
      return form;
    },
  }),
  'get /payments/proofs/:name': ({ proofName }) => ({ path: `/payments/proofs/${proofName}` }),
  'get /admin/payments/:orderId': ({ decisionOrderId }) => ({ path: `/admin/payments/${decisionOrderId}` }),
  'patch /admin/payments/:orderId': ({ decisionOrderId }) => ({ path: `/admin/payments/${decisionOrderId}`, body: { status: 'paid' } }),
  'get /newsletter/subscribers': () => ({ path: '/newsletter/subscribers?page=1&limit=20' }),
  'get /newsletter/subscribers/export': () => ({ path: '/newsletter/subscribers/export' }),
  'post /newsletter/bulk-email': () => ({ path: '/newsletter/bulk-email', body: { subject: 'Matrix news', htmlContent: '<p>Hello</p>', textContent: 'Hello' } }),
  'get /admin/emails': () => ({ path: '/admin/emails?page=1&limit=20&status=failed' }),
  'get /admin/sms': () => ({ path: '/admin/sms?page=1&limit=20' }),
  'get /users/me/sms': () => ({ path: '/users/me/sms' }),
  // The number the shopper's orders went to (checkoutBody's phone); switching it on keeps their SMS as they were.
  'put /users/me/sms': () => ({ path: '/users/me/sms', body: { number: '+250788123456', updates: true } }),
  'get /auth/me': () => ({ path: '/auth/me' }),
  'patch /users/me': () => ({ path: '/users/me', body: { firstName: 'Demo' } }),
};

function productBody(name: string) {
  return {
    name,
    brand: 'Keychron',
    category: 'keyboards',
    description: 'A keyboard made for the authorization test.',
    price: 89000,
    images: { primary: '/images/products/mechanical-keyboard.svg', gallery: [] },
    stock: { quantity: 5, lowStockThreshold: 2 },
    status: 'active',
  };
}

const key = (route: RouteDefinition) => `${route.method} ${route.path}`;

/**
 * What a signed-in route answers the shopper once past the guards, where the shop under test
 * cannot answer 2xx: it runs the card simulator, so the card provider's form is not offered
 * (400, "use the card form of the checkout").
 */
const PAST_THE_GUARDS: Record<string, number> = { 'post /payments/card/intent': 400 };

/** Re-encodes the payload with a raised role but keeps the old signature. */
function tamper(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  return [header, Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN' })).toString('base64url'), signature].join('.');
}

function unsigned(token: string): string {
  const [, payload] = token.split('.');
  return [Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'), payload, ''].join('.');
}

describe('authorization on every restricted route', () => {
  let shop: TestShop;
  let tokens: Record<'admin' | 'shopper' | 'blocked' | 'tampered' | 'unsigned', string>;
  let ids: Ids;
  let restricted: RouteDefinition[];

  beforeAll(async () => {
    shop = await startTestShop();
    const admin = await shop.login(DEMO.admin.email, DEMO.admin.password);
    const shopper = await shop.login(DEMO.shopper.email, DEMO.shopper.password);
    const victim = await shop.api('/api/v1/auth/register', {
      method: 'POST',
      json: { email: 'blocked.user@example.rw', password: 'long-enough-1', firstName: 'Blocked', lastName: 'User' },
    });
    await shop.api(`/api/v1/admin/users/${victim.body.data.user.id}/block`, {
      method: 'PATCH',
      token: admin.accessToken,
      json: { blocked: true },
    });
    const created = async (name: string, quantity = 5) =>
      (
        await shop.api('/api/v1/admin/products', {
          method: 'POST',
          token: admin.accessToken,
          json: { ...productBody(name), stock: { quantity, lowStockThreshold: 2 } },
        })
      ).body.data._id as string;
    const productId = await created('Matrix Product', 50);
    const reviewProductId = await created('Matrix Reviewed Product');
    const review = await shop.api(`/api/v1/products/${reviewProductId}/reviews`, {
      method: 'POST',
      token: shopper.accessToken,
      json: { rating: 5, comment: 'Great.' },
    });
    await shop.api(`/api/v1/products/${productId}/reviews`, { method: 'POST', token: shopper.accessToken, json: { rating: 4, comment: 'Mine to delete.' } });
    const place = async (method: string) => {
      const res = await shop.api('/api/v1/orders', { method: 'POST', token: shopper.accessToken, json: orderBody(productId, method) });
      if (res.status !== 201) throw new Error(`placing an order failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data as { _id: string; orderNumber: string };
    };
    const order = await place('manual_momo');
    const decisionOrder = await place('manual_momo');
    const proof = imageForm('paymentProof');
    proof.set('orderId', decisionOrder._id);
    const uploaded = await shop.api(`/api/v1/orders/${decisionOrder._id}/payment-proof`, { method: 'POST', token: shopper.accessToken, body: proof });
    const paidByMomo = await place('momo');
    const payment = await shop.api('/api/v1/payments/momo/request', {
      method: 'POST',
      token: shopper.accessToken,
      json: { orderId: paidByMomo._id, phone: '0780000003' },
    });
    const refundOrder = await place('stripe');
    await shop.api('/api/v1/payments/card', {
      method: 'POST',
      token: shopper.accessToken,
      json: { orderId: refundOrder._id, card: { name: 'Demo Shopper', number: '4242424242424242', expiry: '12/39', cvv: '123' } },
    });
    for (const paidBy = Date.now() + 10_000; Date.now() < paidBy; await new Promise((resolve) => setTimeout(resolve, 50))) {
      const read = await shop.api(`/api/v1/orders/${refundOrder._id}`, { token: shopper.accessToken });
      if (read.body.data?.paymentInfo?.status === 'paid') break;
    }
    ids = {
      orderId: order._id,
      orderNumber: order.orderNumber,
      statusOrderId: (await place('manual_momo'))._id,
      refundOrderId: refundOrder._id,
      momoOrderId: (await place('momo'))._id,
      cardOrderId: (await place('stripe'))._id,
      proofOrderId: (await place('manual_momo'))._id,
      decisionOrderId: decisionOrder._id,
      paymentId: payment.body.data.paymentId,
      proofName: String(uploaded.body.data.proofUrl).split('/').at(-1)!,
      shopperId: shopper.user.id,
      productId,
      disposableProductId: await created('Matrix Disposable Product'),
      reviewProductId,
      reviewId: review.body.data.review?._id ?? review.body.data._id,
    };
    // The shopper's number is notifications' once their order.placed is handled.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const sms = await shop.api('/api/v1/users/me/sms', { token: shopper.accessToken });
      if (sms.body.data?.numbers?.length) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    tokens = {
      admin: admin.accessToken,
      shopper: shopper.accessToken,
      blocked: victim.body.data.accessToken,
      tampered: tamper(shopper.accessToken),
      unsigned: unsigned(admin.accessToken),
    };
    restricted = shop.composition.apiRoutes.filter((route) => route.access !== 'public');
  });
  afterAll(() => shop?.close());

  const call = (route: RouteDefinition, token?: string) => {
    const sample = SAMPLES[key(route)]!(ids);
    return shop.api(`/api/v1${sample.path}`, {
      method: route.method.toUpperCase(),
      ...(token ? { token } : {}),
      ...(sample.body !== undefined ? { json: sample.body } : {}),
      ...(sample.form ? { body: sample.form() } : {}),
    });
  };

  it('has a sample request for every restricted route', () => {
    expect(restricted.length).toBeGreaterThan(0);
    expect(restricted.map(key).filter((k) => !SAMPLES[k])).toEqual([]);
  });

  it('answers admin routes 401 / 403 / 403 / 401 / 401 / 2xx for no token, shopper, blocked, tampered, unsigned, admin', async () => {
    const table: Record<string, number[]> = {};
    for (const route of restricted.filter((r) => r.access === 'admin')) {
      table[key(route)] = [
        (await call(route)).status,
        (await call(route, tokens.shopper)).status,
        (await call(route, tokens.blocked)).status,
        (await call(route, tokens.tampered)).status,
        (await call(route, tokens.unsigned)).status,
        Math.floor((await call(route, tokens.admin)).status / 100) * 100,
      ];
    }
    for (const [route, statuses] of Object.entries(table)) {
      expect({ route, statuses }).toEqual({ route, statuses: [401, 403, 403, 401, 401, 200] });
    }
  });

  it('answers signed-in routes 401 / 403 / 401 / 2xx for no token, blocked, tampered, shopper', async () => {
    for (const route of restricted.filter((r) => r.access === 'user')) {
      const statuses = [
        (await call(route)).status,
        (await call(route, tokens.blocked)).status,
        (await call(route, tokens.tampered)).status,
        Math.floor((await call(route, tokens.shopper)).status / 100) * 100,
      ];
      const allowed = PAST_THE_GUARDS[key(route)] ?? 200;
      expect({ route: key(route), statuses }).toEqual({ route: key(route), statuses: [401, 403, 401, allowed] });
    }
  });
});
