import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody } from '../../testing/product-body';
import { countFastAnswers } from '../../testing/fast-answers';
import { DEMO, startTestShop, type TestShop } from '../../testing/test-shop';

// A patch through the whole shop: the catalog's products.changed reaches the gateway's hot
// reads, so a detail or listing kept as ready bytes shows the patch on the next request.

let shop: TestShop;
let admin: string;
/** How many requests the fast path answered. */
let fastAnswers: () => number;

beforeAll(async () => {
  shop = await startTestShop();
  fastAnswers = countFastAnswers(shop.composition.hotReads!);
  admin = (await shop.login(DEMO.admin.email, DEMO.admin.password)).accessToken;
});
afterAll(() => shop.close());

async function read(path: string) {
  const before = fastAnswers();
  const res = await shop.api(path);
  return { data: res.body.data, fast: fastAnswers() > before };
}

describe('PATCH /admin/products/:id and the hot reads', () => {
  it('shows a patch on the next read of the product and of a listing, keeping the fields not sent', async () => {
    const created = await shop.api('/api/v1/admin/products', {
      method: 'POST',
      token: admin,
      json: productBody('Hot Patch Keyboard', { price: 2_000, quantity: 9, lowStockThreshold: 15 }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    const detail = `/api/v1/products/${id}`;
    const listing = '/api/v1/products?search=hot%20patch';
    await read(detail);
    await read(listing);
    expect((await read(detail)).fast).toBe(true);
    expect((await read(listing)).fast).toBe(true);

    const patched = await shop.api(`/api/v1/admin/products/${id}`, { method: 'PATCH', token: admin, json: { price: 1_500 } });
    expect(patched.status).toBe(200);
    const shown = await read(detail);
    expect(shown.fast).toBe(false);
    expect(shown.data).toMatchObject({ price: 1_500, name: 'Hot Patch Keyboard', stock: { quantity: 9, lowStockThreshold: 15 } });
    expect((await read(listing)).data.products.map((p: { price: number }) => p.price)).toEqual([1_500]);
  });
});
