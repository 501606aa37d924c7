import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, SHOPPER, sampleProduct, startCatalogGateway, type CatalogGateway } from './testing/catalog-test-app';

let gw: CatalogGateway;
beforeAll(async () => {
  gw = await startCatalogGateway();
});
afterAll(() => gw.close());

const admin = `${ADMIN}:ADMIN`;

describe('admin product routes', () => {
  it('are for admins only', async () => {
    expect((await gw.request('GET', '/admin/products')).status).toBe(401);
    expect((await gw.request('GET', '/admin/products', { user: SHOPPER })).status).toBe(403);
    expect((await gw.request('POST', '/admin/products', { user: SHOPPER, body: sampleProduct() })).status).toBe(403);
  });

  it('create a product (201) from the form, the creator being the admin of the token', async () => {
    const body = { ...sampleProduct({ price: '75000', stock: { quantity: '4', lowStockThreshold: '' } }), creator: SHOPPER };
    const { status, body: reply } = await gw.request('POST', '/admin/products', { user: admin, body });
    expect(status).toBe(201);
    expect(reply).toMatchObject({ success: true, message: 'Product created' });
    expect(reply.data).toMatchObject({ creator: ADMIN, price: 75_000, stock: { quantity: 4, lowStockThreshold: 10 }, slug: 'logitech-mx-keys' });
  });

  it('accept a single image field in place of images.primary', async () => {
    const { images: _images, ...rest } = sampleProduct({ name: 'Single Image' });
    const { body } = await gw.request('POST', '/admin/products', { user: admin, body: { ...rest, image: '/img/one.png' } });
    expect(body.data.images).toEqual({ primary: '/img/one.png', gallery: [] });
  });

  it('refuse an invalid form with the product form messages', async () => {
    const body = { name: '', brand: 'X', description: 'Y', price: 'free', category: 'mice', images: { primary: '/a.png' }, stock: { quantity: 1.5 }, status: 'active' };
    const { status, body: reply } = await gw.request('POST', '/admin/products', { user: admin, body });
    expect(status).toBe(400);
    expect(reply.errors).toEqual([
      { path: 'name', message: 'Product name is required' },
      { path: 'price', message: 'Price must be a number of 0 or more' },
      { path: 'stock.quantity', message: 'Stock quantity must be a whole number of 0 or more' },
    ]);
    const wrongType = await gw.request('POST', '/admin/products', { user: admin, body: { ...sampleProduct(), isFeatured: 'yes' } });
    expect(wrongType.body.errors).toEqual([{ path: 'isFeatured', message: 'Featured must be true or false' }]);
  });

  it('refuse a price with decimals, on create, update and patch, instead of rounding it', async () => {
    const fractional = [{ path: 'price', message: 'Price must be a whole number of RWF: francs have no decimals' }];
    const create = await gw.request('POST', '/admin/products', { user: admin, body: sampleProduct({ name: 'Half Franc', price: 62_500.5 }) });
    expect(create.status).toBe(400);
    expect(create.body.errors).toEqual(fractional);
    const { body: created } = await gw.request('POST', '/admin/products', { user: admin, body: sampleProduct({ name: 'Whole Franc', price: 62_500 }) });
    const id = created.data._id;
    const put = await gw.request('PUT', `/admin/products/${id}`, { user: admin, body: sampleProduct({ name: 'Whole Franc', price: '62500.5' }) });
    expect(put.body.errors).toEqual(fractional);
    const patch = await gw.request('PATCH', `/admin/products/${id}`, { user: admin, body: { price: 62_500.5 } });
    expect(patch.status).toBe(400);
    expect(patch.body.errors).toEqual(fractional);
    expect((await gw.request('GET', `/products/${id}`)).body.data.price).toBe(62_500);
  });

  it('list every status, update (the next listing shows it) and delete', async () => {
    const { body: created } = await gw.request('POST', '/admin/products', { user: admin, body: sampleProduct({ name: 'Editable', status: 'inactive' }) });
    const id = created.data._id;
    const list = await gw.request('GET', '/admin/products?limit=10&search=edit&status=inactive', { user: admin });
    expect(list.body.data.products.map((p: { name: string }) => p.name)).toEqual(['Editable']);
    expect(list.body.data.pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });
    expect((await gw.request('GET', '/products?search=editable')).body.data.products).toEqual([]);

    const put = await gw.request('PUT', `/admin/products/${id}`, { user: admin, body: sampleProduct({ name: 'Editable', price: 42_000 }) });
    expect(put.body).toMatchObject({ message: 'Product updated', data: { price: 42_000, status: 'active', creator: ADMIN } });
    expect((await gw.request('GET', '/products?search=editable')).body.data.products[0].price).toBe(42_000);

    expect((await gw.request('DELETE', `/admin/products/${id}`, { user: admin })).body).toMatchObject({ success: true, message: 'Product deleted' });
    expect((await gw.request('GET', `/products/${id}`)).status).toBe(404);
    expect((await gw.request('PUT', `/admin/products/${id}`, { user: admin, body: sampleProduct() })).status).toBe(404);
  });

  it('refuse (409) a stock below the units open orders hold, naming them at the field', async () => {
    const product = await gw.create({ name: 'Held Keys', stock: { quantity: 5 } });
    await gw.catalog.reserveStock({ reference: 'held-keys-order', items: [{ productId: product._id, quantity: 2 }] });
    const message = '2 units are reserved by open orders: stock cannot be set below 2';
    const put = await gw.request('PUT', `/admin/products/${product._id}`, { user: admin, body: sampleProduct({ name: 'Held Keys', stock: { quantity: 0 } }) });
    expect(put.status).toBe(409);
    expect(put.body).toEqual({ success: false, message, errors: [{ path: 'stock.quantity', message }] });
    const patch = await gw.request('PATCH', `/admin/products/${product._id}`, { user: admin, body: { stock: { quantity: 1 } } });
    expect(patch.status).toBe(409);
    expect(patch.body.message).toBe(message);
    const atReserved = await gw.request('PUT', `/admin/products/${product._id}`, { user: admin, body: sampleProduct({ name: 'Held Keys', stock: { quantity: 2 } }) });
    expect(atReserved.status).toBe(200);
    expect(atReserved.body.data.stock).toMatchObject({ quantity: 2, reserved: 2, available: 0 });
  });

  it('document every catalog route in the OpenAPI document', async () => {
    const doc = await gw.request('GET', '/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/products/{id}', '/api/v1/admin/products/{productId}/reviews/{reviewId}', '/api/v1/wishlist/{productId}']),
    );
  });
});
