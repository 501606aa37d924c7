import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { WELCOME_COUPON_CODE } from '@shop/domain';
import { createLogger, SERVICE_NAMES } from '@shop/platform';
import { DEMO, startTestShop, type TestShop } from '../testing/test-shop';
import type { Examples, Caller } from './fuzz-case';
import type { KnownValues } from './schema-samples';
import { StoreSnapshots } from './store-snapshot';
import { checkoutBody } from '../testing/checkout-body';
import { productBody } from '../testing/product-body';

/** One unit of a product priced 89,000 RWF: free delivery, total 89,000. */
function orderBody(productId: string, method: string) {
  return checkoutBody([{ product: productId, quantity: 1, price: 89000 }], { method, name: 'Fuzz Product' });
}

const fuzzProduct = (name: string) => productBody(name, { price: 89_000, quantity: 100_000 });

export interface FuzzShop {
  shop: TestShop;
  tokens: Record<Caller, string | undefined>;
  shopperId: string;
  known: KnownValues;
  examples: Examples;
  snapshots: StoreSnapshots;
  /**
   * Signs a role in again, through identity itself: the fuzz's own failed sign-ins with the demo
   * e-mails have the gateway answering 429 to this client by then. For a sign-out (which ends the
   * bearer token's session) or anything else that spent a token.
   */
  renew: (role: Exclude<Caller, 'anonymous'>) => Promise<void>;
  /** What the shop logged at error level: the stack behind a 500. */
  errorLog: string[];
  close: () => Promise<void>;
}

/**
 * The whole shop in this process on the embedded stores, with the demo catalogue, signed-in
 * shopper and admin, and a few records of each kind (orders, a payment, a review, a proof) whose
 * ids the fuzz uses as valid values, so that valid-looking cases reach past the lookups.
 */
export async function startFuzzShop(): Promise<FuzzShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-fuzz-'));
  const errorLog: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      errorLog.push(chunk.toString());
      if (errorLog.length > 200) errorLog.shift();
      done();
    },
  });
  const logger = createLogger({ service: 'fuzz', level: 'error', destination });
  const shop = await startTestShop({ env: { DATA_DIR: dataDir, DEMO_CATALOGUE: 'on' }, logger });
  const admin = await shop.login(DEMO.admin.email, DEMO.admin.password);
  const shopper = await shop.login(DEMO.shopper.email, DEMO.shopper.password);
  const asAdmin = { token: admin.accessToken };
  const asShopper = { token: shopper.accessToken };

  const created = await shop.api('/api/v1/admin/products', { method: 'POST', ...asAdmin, json: fuzzProduct('Fuzz Product') });
  const productId = String(created.body.data._id);
  const listed = await shop.api('/api/v1/products?limit=50');
  const products = listed.body.data.products as Array<{ _id: string; slug: string; category: string; brand: string }>;
  const place = async (method: string) => {
    const res = await shop.api('/api/v1/orders', { method: 'POST', ...asShopper, json: orderBody(productId, method) });
    if (res.status !== 201) throw new Error(`placing an order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { _id: string; orderNumber: string };
  };
  const orders = [await place('manual_momo'), await place('momo'), await place('stripe'), await place('manual_momo')];
  const payment = await shop.api('/api/v1/payments/momo/request', { method: 'POST', ...asShopper, json: { orderId: orders[1]!._id, phone: '0780000003' } });
  const review = await shop.api(`/api/v1/products/${productId}/reviews`, { method: 'POST', ...asShopper, json: { rating: 5, comment: 'Great.' } });
  const proof = new FormData();
  proof.set('paymentProof', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], { type: 'image/png' }), 'p.png');
  proof.set('orderId', orders[3]!._id);
  const uploaded = await shop.api(`/api/v1/orders/${orders[3]!._id}/payment-proof`, { method: 'POST', ...asShopper, body: proof });

  const productIds = [productId, ...products.slice(0, 8).map((product) => product._id)];
  const orderIds = orders.map((order) => order._id);
  const pools: Record<string, string[]> = {
    id: [...productIds, ...orderIds, shopper.user.id, admin.user.id],
    productId: productIds,
    product: productIds,
    orderId: orderIds,
    reviewId: [String(review.body.data?.review?._id ?? review.body.data?._id ?? '')].filter(Boolean),
    paymentId: [String(payment.body.data?.paymentId ?? '')].filter(Boolean),
    name: [String(uploaded.body.data?.proofUrl ?? '').split('/').at(-1) ?? ''].filter(Boolean),
    orderNumber: orders.map((order) => order.orderNumber),
    slug: products.slice(0, 5).map((product) => product.slug),
    category: [...new Set(products.map((product) => product.category))],
    brand: [...new Set(products.map((product) => product.brand))].slice(0, 5),
    email: [DEMO.shopper.email, 'someone.new@example.rw'],
    phone: ['0780000001', '+250788123456'],
    code: [WELCOME_COUPON_CODE, ` ${WELCOME_COUPON_CODE.toLowerCase()} `],
    couponCode: [WELCOME_COUPON_CODE],
  };

  const product = fuzzProduct('Fuzz Product, renamed');
  const examples: Record<string, unknown[]> = {
    'post /orders': [orderBody(productId, 'manual_momo'), orderBody(productId, 'momo')],
    'post /admin/products': [fuzzProduct('Fuzz Keyboard')],
    'put /admin/products/:id': [product],
    'patch /admin/products/:id': [{ name: product.name }, { price: 91000 }, { stock: product.stock }],
    'post /payments/card': [{ orderId: orders[2]!._id, card: { name: 'Demo Shopper', number: '4242424242424242', expiry: '12/39', cvv: '123' } }],
    'post /payments/momo/request': [{ orderId: orders[0]!._id, phone: '0780000001' }],
    'patch /orders/:id/status': [{ status: 'processing' }, { status: 'shipped', trackingNumber: 'TRK-1' }, { status: 'cancelled' }],
    'post /auth/register': [{ email: 'fuzz.shopper@example.rw', password: 'long-enough-1', firstName: 'Fuzz', lastName: 'Shopper' }],
  };

  const snapshots = new StoreSnapshots(dataDir, SERVICE_NAMES);
  const tokens: Record<Caller, string | undefined> = { anonymous: undefined, shopper: shopper.accessToken, admin: admin.accessToken };
  return {
    shop,
    tokens,
    renew: async (role) => {
      tokens[role] = (await shop.composition.identity.login(role === 'admin' ? DEMO.admin : DEMO.shopper)).accessToken;
    },
    shopperId: shopper.user.id,
    known: (name) => pools[name] ?? [],
    examples: (route) => examples[route] ?? [],
    snapshots,
    errorLog,
    close: async () => {
      snapshots.close();
      await shop.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
