import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, SHOPPER, startCatalogGateway, type CatalogGateway } from './testing/catalog-test-app';

let gw: CatalogGateway;
beforeAll(async () => {
  gw = await startCatalogGateway();
});
afterAll(() => gw.close());

const admin = `${ADMIN}:ADMIN`;
const MISSING_ID = 'ffffffffffffffffffffffff';

/** A product with a non-default low-stock alert and optional fields set: what an edit must not reset. */
const stocked = (name: string) =>
  gw.create({
    name,
    originalPrice: 150_000,
    badge: 'SALE',
    images: { primary: '/a.png', gallery: ['/b.png'] },
    stock: { quantity: 20, lowStockThreshold: 15 },
    features: ['Backlit'],
    tags: ['wireless'],
  });

/** As the admin unless another caller (or null: nobody signed in) is named. */
const patch = (id: string, body: unknown, user: string | null = admin) =>
  gw.request('PATCH', `/admin/products/${id}`, { body, ...(user ? { user } : {}) });

describe('PATCH /admin/products/:id', () => {
  it('is for admins only', async () => {
    const product = await stocked('Guarded Keys');
    expect((await patch(product._id, { name: 'X' }, null)).status).toBe(401);
    expect((await patch(product._id, { name: 'X' }, SHOPPER)).status).toBe(403);
    expect((await gw.request('GET', `/products/${product._id}`)).body.data.name).toBe('Guarded Keys');
  });

  it('changes one field and keeps every other, the low-stock alert included', async () => {
    const product = await stocked('One Field Keys');
    const { status, body } = await patch(product._id, { name: 'Renamed Keys' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Product updated' });
    const { name: _n, slug: _s, updatedAt: _u, ...kept } = product;
    expect(body.data).toMatchObject({ ...kept, name: 'Renamed Keys', slug: 'renamed-keys' });
    const shown = (await gw.request('GET', `/products/${product._id}`)).body.data;
    expect(shown.stock).toMatchObject({ quantity: 20, lowStockThreshold: 15 });
    expect(shown).toMatchObject({ originalPrice: 150_000, badge: 'SALE', features: ['Backlit'], tags: ['wireless'] });
  });

  it('merges stock and images field by field; a single image field stands for images.primary', async () => {
    const product = await stocked('Merged Keys');
    const stock = await patch(product._id, { stock: { quantity: '5' } });
    expect(stock.body.data.stock).toEqual({ quantity: 5, reserved: 0, available: 5, lowStockThreshold: 15 });
    const image = await patch(product._id, { image: '/c.png' });
    expect(image.body.data.images).toEqual({ primary: '/c.png', gallery: ['/b.png'] });
  });

  it('clears the original price, badge and alert given as null', async () => {
    const product = await stocked('Cleared Keys');
    const { body } = await patch(product._id, { originalPrice: null, badge: null, stock: { lowStockThreshold: null } });
    expect(body.data).not.toHaveProperty('originalPrice');
    expect(body.data).not.toHaveProperty('badge');
    expect(body.data.stock.lowStockThreshold).toBe(10);
  });

  it('shows the change on the next shopper listing', async () => {
    const product = await stocked('Listed Keys');
    expect((await gw.request('GET', '/products?search=listed')).body.data.products[0].price).toBe(110_000);
    await patch(product._id, { price: 99_000 });
    expect((await gw.request('GET', '/products?search=listed')).body.data.products[0].price).toBe(99_000);
  });

  it('refuses an empty patch with a clear message (400)', async () => {
    const product = await stocked('Empty Keys');
    for (const body of [{}, { stock: {} }]) {
      const reply = await patch(product._id, body);
      expect(reply.status).toBe(400);
      expect(reply.body.errors).toEqual([{ path: '(root)', message: 'Give at least one field to change' }]);
    }
  });

  it('refuses fields the form does not have, and null stock or images (400)', async () => {
    const product = await stocked('Strict Keys');
    const creator = await patch(product._id, { name: 'X', creator: SHOPPER });
    expect(creator.status).toBe(400);
    expect(creator.body.errors).toEqual([{ path: '(root)', message: 'Unrecognized key: "creator"' }]);
    expect((await patch(product._id, { stock: { reserved: 0 } })).status).toBe(400);
    expect((await patch(product._id, { images: null })).status).toBe(400);
    expect((await patch(product._id, { isFeatured: 'yes' })).body.errors).toEqual([{ path: 'isFeatured', message: 'Featured must be true or false' }]);
    expect((await gw.request('GET', `/products/${product._id}`)).body.data).toMatchObject({ name: 'Strict Keys', creator: ADMIN });
  });

  it('applies the product form rules to the merged product (400 with field errors, never 500)', async () => {
    const product = await stocked('Checked Keys');
    const reply = await patch(product._id, { name: ' ', price: -1, stock: { quantity: 1.5 } });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { path: 'name', message: 'Product name is required' },
      { path: 'price', message: 'Price must be a number of 0 or more' },
      { path: 'stock.quantity', message: 'Stock quantity must be a whole number of 0 or more' },
    ]);
    expect((await patch(product._id, { status: 'sold' })).body.errors).toEqual([{ path: 'status', message: 'Please choose a valid status' }]);
    expect((await patch(product._id, { price: '9'.repeat(400) })).body.errors).toEqual([{ path: 'price', message: 'This price is too large' }]);
    expect((await gw.request('GET', `/products/${product._id}`)).body.data.name).toBe('Checked Keys');
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    const missing = await patch(MISSING_ID, { name: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product not found');
    expect((await patch('k2', { name: 'X' })).status).toBe(400);
  });

  it('is in the OpenAPI document, with its body schema', async () => {
    const doc = await gw.request('GET', '/openapi.json');
    const operation = doc.body.paths['/api/v1/admin/products/{id}'].patch;
    expect(operation).toBeDefined();
    expect(operation.requestBody.content['application/json'].schema.properties).toHaveProperty('stock');
  });
});
