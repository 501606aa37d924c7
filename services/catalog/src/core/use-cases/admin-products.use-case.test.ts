import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ID, productInput, reviewer, startTestCatalog, userId, type TestCatalog, ADMIN_ACTOR } from '../../testing/catalog-test-kit';

let catalog: TestCatalog;
beforeEach(async () => {
  catalog = await startTestCatalog();
});
afterEach(() => catalog.stop());

const create = (overrides: Parameters<typeof productInput>[0] = {}) =>
  catalog.api.createProduct({ product: productInput(overrides), creator: ADMIN_ID });
const errorsOf = (promise: Promise<unknown>) => promise.then(() => [], (e: { errors?: unknown }) => e.errors);

describe('admin products', () => {
  it('checks features, tags, text lengths and image addresses besides the form rules', async () => {
    expect(
      await errorsOf(
        create({
          features: Array.from({ length: 21 }, (_, i) => `f${i}`),
          tags: ['x'.repeat(41)],
          name: 'n'.repeat(201),
          images: { primary: 'javascript:alert(1)', gallery: [] },
        }),
      ),
    ).toEqual([
      { path: 'features', message: 'Up to 20 features are allowed' },
      { path: 'tags', message: 'This text is too long' },
      { path: 'name', message: 'This text is too long' },
      { path: 'images.primary', message: 'Image must be a web address (http or https) or a path on this site' },
    ]);
    expect(await errorsOf(create({ status: 'sold-out', brand: '' }))).toEqual([
      { path: 'brand', message: 'Brand is required' },
      { path: 'status', message: 'Please choose a valid status' },
    ]);
    await expect(catalog.api.createProduct({ product: productInput(), creator: '' })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('makes slugs from the name, unique, and follows a renamed product', async () => {
    const first = await create({ name: 'Écouteurs Sans-Fil Pro!' });
    const second = await create({ name: 'ecouteurs sans fil pro' });
    expect([first.slug, second.slug]).toEqual(['ecouteurs-sans-fil-pro', 'ecouteurs-sans-fil-pro-2']);
    const renamed = await catalog.api.updateProduct({ id: second._id, product: productInput({ name: 'Studio Buds' }), actor: ADMIN_ACTOR });
    expect(renamed.slug).toBe('studio-buds');
    const same = await catalog.api.updateProduct({ id: first._id, product: productInput({ name: 'ÉCOUTEURS sans fil PRO' }), actor: ADMIN_ACTOR });
    expect(same.slug).toBe('ecouteurs-sans-fil-pro');
    expect((await catalog.api.getProductBySlug('studio-buds'))._id).toBe(second._id);
  });

  it("keeps features and tags when an edit leaves them out (SPEC's form has no such fields)", async () => {
    const product = await create({ features: ['Hot-swappable switches'], tags: ['mechanical'] });
    const { features: _f, tags: _t, ...formOnly } = productInput({ price: 99_000 });
    const edited = await catalog.api.updateProduct({ id: product._id, product: formOnly, actor: ADMIN_ACTOR });
    expect(edited).toMatchObject({ price: 99_000, features: ['Hot-swappable switches'], tags: ['mechanical'] });
    const cleared = await catalog.api.updateProduct({ id: product._id, product: productInput({ features: [], tags: [] }), actor: ADMIN_ACTOR });
    expect(cleared).toMatchObject({ features: [], tags: [] });
  });

  it('keeps what orders hold when the quantity changes, and keeps the creator', async () => {
    const product = await create({ stock: { quantity: 10 } });
    await catalog.api.reserveStock({ reference: 'o1', items: [{ productId: product._id, quantity: 4 }] });
    const updated = await catalog.api.updateProduct({ id: product._id, product: productInput({ stock: { quantity: 6 } }), actor: ADMIN_ACTOR });
    expect(updated.stock).toEqual({ quantity: 6, reserved: 4, available: 2, lowStockThreshold: 10 });
    expect(updated.creator).toBe(ADMIN_ID);
  });

  it('deletes the reviews and wishlist entries of a deleted product', async () => {
    const product = await create();
    await catalog.api.submitReview({ productId: product._id, userId: reviewer(1).id, rating: 5, comment: 'Nice' });
    await catalog.api.toggleWishlist({ userId: userId(1), productId: product._id });
    await catalog.api.deleteProduct(product._id, ADMIN_ACTOR);
    expect((await catalog.api.adminListReviews({})).pagination.total).toBe(0);
    expect(await catalog.api.listWishlist(userId(1))).toEqual([]);
  });

  it('pages the admin list by 10 by default, filtered by category and status', async () => {
    for (let i = 0; i < 12; i += 1) await create({ name: `P${i}`, status: i % 3 === 0 ? 'discontinued' : 'active' });
    await create({ name: 'Screen', category: 'monitors' });
    const page = await catalog.api.adminListProducts({});
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 13, totalPages: 2 });
    expect((await catalog.api.adminListProducts({ status: 'discontinued' })).pagination.total).toBe(4);
    expect((await catalog.api.adminListProducts({ category: 'monitors' })).products.map((p) => p.name)).toEqual(['Screen']);
    await expect(catalog.api.adminListProducts({ status: 'gone' })).rejects.toMatchObject({ kind: 'invalid' });
  });
});

describe('importing products with their history', () => {
  it('loads an empty catalog once, with slugs, ages, counters and ratings from the reviews', async () => {
    const reviews = [
      { user: reviewer(1), rating: 5, comment: 'Great', createdAt: '2025-01-03T00:00:00.000Z' },
      { user: reviewer(2), rating: 4, comment: 'Good', createdAt: '2025-01-04T00:00:00.000Z' },
    ];
    const item = { product: productInput(), creator: ADMIN_ID, createdAt: '2025-01-01T00:00:00.000Z', views: 40, purchases: 3, reviews };
    const first = await catalog.importProducts([item, { ...item, reviews: [] }]);
    expect(first).toEqual({ imported: 2 });
    expect(await catalog.importProducts([item])).toEqual({ imported: 0 });
    const { products } = await catalog.api.listProducts({ sortBy: 'rating' });
    expect(products.map((p) => [p.slug, p.rating, p.views, p.purchases, p.createdAt])).toEqual([
      ['keychron-k2-mechanical-keyboard', { average: 4.5, count: 2 }, 40, 3, '2025-01-01T00:00:00.000Z'],
      ['keychron-k2-mechanical-keyboard-2', { average: 0, count: 0 }, 40, 3, '2025-01-01T00:00:00.000Z'],
    ]);
    expect((await catalog.api.listReviews(products[0]!._id)).reviews.map((r) => r.comment)).toEqual(['Good', 'Great']);
  });
});
