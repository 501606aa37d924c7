// Verified purchases through the public HTTP API only, so they hold in either topology: in one
// process, or with every service in a process of its own, where the catalog hears that an order
// is paid from orders' events on the broker (believed only when orders signed them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody } from '../../testing/checkout-body';
import { productBody } from '../../testing/product-body';
import { startShopUnderTest, type ShopUnderTest } from '../../testing/shop-under-test';
import { DEMO } from '../../testing/test-shop';

/** The catalog hears of a payment by event: it may take a moment. */
const ACROSS_SERVICES = { timeout: 15_000, interval: 250 };
const CARD = { name: 'Grace Buyer', number: '4242 4242 4242 4242', expiry: '11/38', cvv: '987' };

describe('verified purchases', { timeout: 60_000 }, () => {
  let shop: ShopUnderTest;
  let admin: string;
  beforeAll(async () => {
    shop = await startShopUnderTest();
    admin = (await shop.login(DEMO.admin.email, DEMO.admin.password)).accessToken;
  }, 180_000);
  afterAll(() => shop?.close());

  let registered = 0;
  async function newShopper() {
    registered += 1;
    const email = `buyer.${registered}@example.rw`;
    const res = await shop.api('/api/v1/auth/register', { method: 'POST', json: { email, password: 'correct-horse-1', firstName: 'Grace', lastName: 'Buyer' } });
    expect(res.status).toBe(201);
    return { email, token: res.body.data.accessToken as string };
  }

  async function createProduct(name: string) {
    const res = await shop.api('/api/v1/admin/products', { method: 'POST', token: admin, json: productBody(name, { price: 60_000, quantity: 20 }) });
    expect(res.status).toBe(201);
    return res.body.data as { _id: string; price: number };
  }

  async function buyAndPay(buyer: { email: string; token: string }, products: { _id: string; price: number }[]) {
    const lines = products.map((p) => ({ product: p._id, quantity: 1, price: p.price }));
    const placed = await shop.api('/api/v1/orders', { method: 'POST', token: buyer.token, json: checkoutBody(lines, { method: 'stripe', email: buyer.email }) });
    expect(placed.status).toBe(201);
    const paid = await shop.api('/api/v1/payments/card', { method: 'POST', token: buyer.token, json: { orderId: placed.body.data._id, card: CARD } });
    expect(paid.body.data).toMatchObject({ success: true });
  }

  const review = (token: string, productId: string, comment: string) =>
    shop.api(`/api/v1/products/${productId}/reviews`, { method: 'POST', token, json: { rating: 5, comment } });
  const mark = async (token: string, productId: string) =>
    (await shop.api(`/api/v1/products/${productId}/reviews/mine`, { token })).body.data?.verifiedPurchase as boolean | undefined;

  it('marks a review once its author has paid for the product, whether they wrote it before or after paying', async () => {
    const buyer = await newShopper();
    const browser = await newShopper();
    const reviewedFirst = await createProduct('Verified Keyboard');
    const boughtFirst = await createProduct('Verified Mouse');
    expect((await review(buyer.token, reviewedFirst._id, 'Wrote this before paying')).body.data.verifiedPurchase).toBe(false);
    expect((await review(browser.token, reviewedFirst._id, 'Never bought it')).body.data.verifiedPurchase).toBe(false);

    await buyAndPay(buyer, [reviewedFirst, boughtFirst]);
    await expect.poll(() => mark(buyer.token, reviewedFirst._id), ACROSS_SERVICES).toBe(true);
    const shown = (await shop.api(`/api/v1/products/${reviewedFirst._id}/reviews`)).body.data.reviews as { comment: string; verifiedPurchase: boolean }[];
    expect(shown.map(({ comment, verifiedPurchase }) => ({ comment, verifiedPurchase }))).toEqual([
      { comment: 'Never bought it', verifiedPurchase: false },
      { comment: 'Wrote this before paying', verifiedPurchase: true },
    ]);

    // The order is paid by now (the mark above came from it): a review written after is marked at once.
    expect((await review(buyer.token, boughtFirst._id, 'Bought, then reviewed')).body.data.verifiedPurchase).toBe(true);
  });
});
