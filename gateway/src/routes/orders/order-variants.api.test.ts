// Orders of products sold in variants through the public HTTP API only, so they hold in either
// topology: the admin gives a hoodie its sizes, a shopper orders two of them, and the admin
// refunds one size.
import { VARIANT_MESSAGES } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, type CheckoutLine } from '../../testing/checkout-body';
import { productBody } from '../../testing/product-body';
import { startShopUnderTest, type ShopUnderTest } from '../../testing/shop-under-test';
import { DEMO } from '../../testing/test-shop';

interface Variant {
  _id: string;
  label: string;
  price: number;
  stock: { quantity: number; reserved: number; available: number };
}

describe('orders of products sold in variants', { timeout: 60_000 }, () => {
  let shop: ShopUnderTest;
  let admin: string;
  let shopper: string;
  beforeAll(async () => {
    shop = await startShopUnderTest();
    admin = (await shop.login(DEMO.admin.email, DEMO.admin.password)).accessToken;
    shopper = (await shop.login(DEMO.shopper.email, DEMO.shopper.password)).accessToken;
  }, 180_000);
  afterAll(() => shop?.close());

  async function createProduct(name: string, price = 25_000) {
    const res = await shop.api('/api/v1/admin/products', { method: 'POST', token: admin, json: productBody(name, { price, quantity: 20 }) });
    expect(res.status).toBe(201);
    return res.body.data as { _id: string; price: number };
  }

  /** A hoodie in L (25,000 RWF, 5 in stock) and XXL (28,000 RWF, 2 in stock). */
  async function hoodieInTwoSizes(name: string) {
    const product = await createProduct(name);
    const body = {
      options: [{ name: 'Size', values: ['L', 'XXL'] }],
      variants: [
        { options: ['L'], price: 25_000, quantity: 5 },
        { options: ['XXL'], price: 28_000, quantity: 2 },
      ],
    };
    const res = await shop.api(`/api/v1/admin/products/${product._id}/variants`, { method: 'PUT', token: admin, json: body });
    expect(res.status).toBe(200);
    const [large, xxl] = res.body.data.variants as Variant[];
    return { product, large: large!, xxl: xxl! };
  }

  const place = (lines: Array<CheckoutLine & { variant?: string }>) =>
    shop.api('/api/v1/orders', { method: 'POST', token: shopper, json: checkoutBody(lines, { name: 'Variant Hoodie' }) });
  const variantsOf = async (productId: string) => (await shop.api(`/api/v1/products/${productId}`)).body.data.variants as Variant[];

  it('sells each size at its own price as a line of its own, holding the stock of that size', async () => {
    const { product, large, xxl } = await hoodieInTwoSizes('Variant Hoodie');
    const res = await place([
      { product: product._id, variant: large._id, quantity: 2, price: 25_000 },
      { product: product._id, variant: xxl._id, quantity: 1, price: 28_000 },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      subtotal: 78_000,
      total: 78_000,
      items: [
        { product: product._id, variant: large._id, variantLabel: 'L', name: 'Variant Hoodie', price: 25_000, quantity: 2 },
        { product: product._id, variant: xxl._id, variantLabel: 'XXL', name: 'Variant Hoodie', price: 28_000, quantity: 1 },
      ],
    });
    expect((await variantsOf(product._id)).map((variant) => [variant.label, variant.stock.reserved, variant.stock.available])).toEqual([
      ['L', 2, 3],
      ['XXL', 1, 1],
    ]);
  });

  it('sells exactly the units of a size there are when 200 orders for it arrive at once', async () => {
    const product = await createProduct('Scarce Hoodie');
    const sized = await shop.api(`/api/v1/admin/products/${product._id}/variants`, {
      method: 'PUT',
      token: admin,
      json: { options: [{ name: 'Size', values: ['M', 'L'] }], variants: [{ options: ['M'], quantity: 10 }, { options: ['L'], quantity: 30 }] },
    });
    const medium = (sized.body.data.variants as Variant[])[0]!;
    const statuses = await Promise.all(
      Array.from({ length: 200 }, async () => (await place([{ product: product._id, variant: medium._id, quantity: 1, price: 25_000 }])).status),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const [m, l] = await variantsOf(product._id);
    expect(m!.stock).toMatchObject({ quantity: 10, reserved: 10, available: 0 });
    expect(l!.stock).toMatchObject({ quantity: 30, reserved: 0, available: 30 });
    const view = (await shop.api(`/api/v1/products/${product._id}`)).body.data;
    expect(view.stock).toMatchObject({ quantity: 40, reserved: 10, available: 30 });
  });

  it('answers 400 naming the line when the size is not chosen, or is not one the product is sold in', async () => {
    const { product, large } = await hoodieInTwoSizes('Unchosen Hoodie');
    const plain = await createProduct('Plain Mug', 9000);

    const unchosen = await place([{ product: product._id, quantity: 1, price: 25_000 }]);
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.errors).toEqual([{ path: 'items.0.variant', message: VARIANT_MESSAGES.chooseVariant }]);

    const onPlain = await place([
      { product: product._id, variant: large._id, quantity: 1, price: 25_000 },
      { product: plain._id, variant: large._id, quantity: 1, price: 9000 },
    ]);
    expect(onPlain.status).toBe(400);
    expect(onPlain.body.errors).toEqual([{ path: 'items.1.variant', message: VARIANT_MESSAGES.variantNotFound }]);
    expect((await variantsOf(product._id)).map((variant) => variant.stock.reserved)).toEqual([0, 0]);
  });

  it('refunds the units of one size, naming it as the receipt does', async () => {
    const { product, large, xxl } = await hoodieInTwoSizes('Refunded Hoodie');
    const placed = await place([
      { product: product._id, variant: large._id, quantity: 1, price: 25_000 },
      { product: product._id, variant: xxl._id, quantity: 1, price: 28_000 },
    ]);
    expect(placed.status).toBe(201);
    const orderId = placed.body.data._id as string;
    const paid = await shop.api(`/api/v1/orders/${orderId}/payment-status`, { method: 'PATCH', token: admin, json: { status: 'paid' } });
    expect(paid.status).toBe(200);

    const refund = await shop.api(`/api/v1/admin/orders/${orderId}/refunds`, {
      method: 'POST',
      token: admin,
      json: { lines: [{ product: product._id, variant: xxl._id, quantity: 1 }], reason: 'Too large' },
    });
    expect(refund.status).toBe(201);
    expect(refund.body.data.refunds).toMatchObject([{ amount: 28_000, lines: [{ product: product._id, variant: xxl._id, name: 'Refunded Hoodie — XXL', quantity: 1 }] }]);
  });
});
