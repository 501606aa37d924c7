import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, SHOPPER, startCatalogGateway, type CatalogGateway } from './testing/catalog-test-app';

let gw: CatalogGateway;
let productId: string;
beforeAll(async () => {
  gw = await startCatalogGateway();
  productId = (await gw.create())._id;
});
afterAll(() => gw.close());

describe('review routes', () => {
  it('needs a signed-in user to write a review', async () => {
    const { status, body } = await gw.request('POST', `/products/${productId}/reviews`, { body: { rating: 5, comment: 'Hi' } });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: 'Authentication required' });
  });

  it('creates a review (201) with the reviewer from identity, then updates it (200)', async () => {
    const created = await gw.request('POST', `/products/${productId}/reviews`, { user: SHOPPER, body: { rating: '5', comment: ' Great ' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'Review submitted successfully!',
      data: { rating: 5, comment: 'Great', user: { _id: SHOPPER, firstName: 'Grace', lastName: 'Mutesi', username: 'gbbbb' } },
    });
    expect(created.body.data.user.email).toBeUndefined();
    const updated = await gw.request('POST', `/products/${productId}/reviews`, { user: SHOPPER, body: { rating: 3, comment: 'Okay' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data._id).toBe(created.body.data._id);
    expect((await gw.request('GET', `/products/${productId}`)).body.data.rating).toEqual({ average: 3, count: 1 });
  });

  it('refuses an invalid review with the form messages', async () => {
    const { status, body } = await gw.request('POST', `/products/${productId}/reviews`, { user: SHOPPER, body: { rating: 4.5, comment: '  ' } });
    expect(status).toBe(400);
    expect(body.errors).toEqual([
      { path: 'rating', message: 'Rating must be a whole number from 1 to 5' },
      { path: 'comment', message: 'Please write a comment' },
    ]);
    const missing = await gw.request('POST', `/products/${'f'.repeat(24)}/reviews`, { user: SHOPPER, body: { rating: 4, comment: 'x' } });
    expect(missing.status).toBe(404);
  });

  it('pages a product’s reviews', async () => {
    await gw.request('POST', `/products/${productId}/reviews`, { user: 'cccccccccccccccccccccccc', body: { rating: 4, comment: 'Nice' } });
    const { body } = await gw.request('GET', `/products/${productId}/reviews?limit=1&page=2`);
    expect(body.data.reviews).toHaveLength(1);
    expect(body.data.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
  });

  it('lets only admins list and delete reviews, with the reviewer e-mail and the product', async () => {
    expect((await gw.request('GET', '/admin/reviews', { user: SHOPPER })).status).toBe(403);
    const { body } = await gw.request('GET', `/admin/reviews?rating=3&search=ok&product=${productId}`, { user: `${ADMIN}:ADMIN` });
    expect(body.data.reviews).toHaveLength(1);
    const review = body.data.reviews[0];
    expect(review).toMatchObject({ user: { email: 'bbbb@devshop.rw' }, product: { _id: productId, name: 'Logitech MX Keys' } });
    expect((await gw.request('GET', '/admin/reviews?rating=6', { user: `${ADMIN}:ADMIN` })).status).toBe(400);
    const path = `/admin/products/${productId}/reviews/${review._id}`;
    expect((await gw.request('DELETE', path, { user: SHOPPER })).status).toBe(403);
    expect(await gw.request('DELETE', path, { user: `${ADMIN}:ADMIN` })).toMatchObject({ status: 200, body: { success: true, data: null } });
    expect((await gw.request('DELETE', path, { user: `${ADMIN}:ADMIN` })).status).toBe(404);
    expect((await gw.request('GET', `/products/${productId}`)).body.data.rating).toEqual({ average: 4, count: 1 });
  });
});

describe('wishlist routes', () => {
  it('toggles, lists with live data, removes and clears for the signed-in user', async () => {
    expect((await gw.request('POST', `/products/${productId}/wishlist`)).status).toBe(401);
    const added = await gw.request('POST', `/products/${productId}/wishlist`, { user: SHOPPER });
    expect(added.body).toMatchObject({ success: true, message: 'Added to wishlist', data: { added: true, count: 1 } });
    const list = await gw.request('GET', '/wishlist', { user: SHOPPER });
    expect(list.body.data.count).toBe(1);
    expect(list.body.data.items[0]).toMatchObject({ productId, product: { price: 110_000, stock: { available: 8 } } });
    const removed = await gw.request('POST', `/products/${productId}/wishlist`, { user: SHOPPER });
    expect(removed.body.data).toMatchObject({ added: false, count: 0 });
    await gw.request('POST', `/products/${productId}/wishlist`, { user: SHOPPER });
    expect((await gw.request('DELETE', `/wishlist/${productId}`, { user: SHOPPER })).body.data).toMatchObject({ count: 0 });
    await gw.request('POST', `/products/${productId}/wishlist`, { user: SHOPPER });
    expect((await gw.request('DELETE', '/wishlist', { user: SHOPPER })).body.data).toEqual({ added: false, action: 'cleared', count: 0 });
    expect((await gw.request('DELETE', '/wishlist/nope', { user: SHOPPER })).status).toBe(400);
  });
});
