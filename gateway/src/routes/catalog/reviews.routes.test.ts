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

describe("a shopper's own review", () => {
  const OTHER = 'dddddddddddddddddddddddd';
  let reviewed: string;
  beforeAll(async () => {
    reviewed = (await gw.create({ name: 'Keychron K8' }))._id;
  });
  const mine = (user?: string, id = reviewed) => gw.request('GET', `/products/${id}/reviews/mine`, user ? { user } : {});
  const deleteMine = (user?: string, id = reviewed) => gw.request('DELETE', `/products/${id}/reviews/mine`, user ? { user } : {});

  it('needs a signed-in user to read or delete it', async () => {
    expect(await mine()).toMatchObject({ status: 401, body: { success: false, message: 'Authentication required' } });
    expect(await deleteMine()).toMatchObject({ status: 401, body: { success: false, message: 'Authentication required' } });
  });

  it('is null until they write one, then theirs alone, not yet a verified purchase', async () => {
    expect(await mine(SHOPPER)).toMatchObject({ status: 200, body: { success: true, data: null } });
    const written = await gw.request('POST', `/products/${reviewed}/reviews`, { user: SHOPPER, body: { rating: 4, comment: 'Smooth switches' } });
    expect(written.body.data.verifiedPurchase).toBe(false);
    const { status, body } = await mine(SHOPPER);
    expect(status).toBe(200);
    expect(body.data).toEqual(written.body.data);
    expect((await mine(OTHER)).body.data).toBeNull();
    const list = await gw.request('GET', `/products/${reviewed}/reviews`);
    expect(list.body.data.reviews[0]).toMatchObject({ comment: 'Smooth switches', verifiedPurchase: false });
  });

  it('can be deleted by its author only, and the product rating follows', async () => {
    await gw.request('POST', `/products/${reviewed}/reviews`, { user: OTHER, body: { rating: 2, comment: 'Too loud' } });
    expect((await gw.request('GET', `/products/${reviewed}`)).body.data.rating).toEqual({ average: 3, count: 2 });
    expect(await deleteMine(SHOPPER)).toMatchObject({ status: 200, body: { success: true, message: 'Review deleted', data: null } });
    expect((await mine(SHOPPER)).body.data).toBeNull();
    expect((await gw.request('GET', `/products/${reviewed}`)).body.data.rating).toEqual({ average: 2, count: 1 });
    expect(await deleteMine(SHOPPER)).toMatchObject({ status: 404, body: { success: false, message: 'Review not found' } });
    expect((await mine(OTHER)).body.data).toMatchObject({ comment: 'Too loud' });
  });

  it('refuses a product id that is none, and answers 404 for a product shoppers cannot see', async () => {
    expect(await mine(SHOPPER, 'nope')).toMatchObject({ status: 400, body: { errors: [{ path: 'id', message: 'Invalid product id' }] } });
    expect(await deleteMine(SHOPPER, 'nope')).toMatchObject({ status: 400, body: { errors: [{ path: 'id', message: 'Invalid product id' }] } });
    expect(await mine(SHOPPER, 'f'.repeat(24))).toMatchObject({ status: 404, body: { success: false, message: 'Product not found' } });
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
