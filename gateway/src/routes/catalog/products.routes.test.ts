import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCatalogGateway, type CatalogGateway } from './testing/catalog-test-app';

let gw: CatalogGateway;
let keys: { _id: string; slug: string };
beforeAll(async () => {
  gw = await startCatalogGateway();
  keys = await gw.create({ isFeatured: true });
  await gw.create({ name: 'Logitech MX Master 3S Mouse', category: 'mice', price: 120_000 });
  await gw.create({ name: 'Keychron K2', brand: 'Keychron', price: 95_000, tags: ['mechanical', 'rgb'] });
  await gw.create({ name: 'Hidden', status: 'inactive' });
});
afterAll(() => gw.close());

const names = (body: { data: { products: Array<{ name: string }> } }) => body.data.products.map((p) => p.name);

describe('GET /api/v1/products', () => {
  it('answers the listing envelope with the shopper pagination names', async () => {
    const { status, body } = await gw.request('GET', '/products?limit=2&sortBy=price&sortOrder=asc');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(names(body)).toEqual(['Keychron K2', 'Logitech MX Keys']);
    expect(body.data.pagination).toEqual({ currentPage: 1, limit: 2, totalPages: 2, totalProducts: 3 });
  });

  it('reads filters from the query string, caps the limit and ignores blank values', async () => {
    expect(names((await gw.request('GET', '/products?category=mice')).body)).toEqual(['Logitech MX Master 3S Mouse']);
    expect(names((await gw.request('GET', '/products?brand=keychron&minPrice=&featured=false')).body)).toEqual(['Keychron K2']);
    expect(names((await gw.request('GET', '/products?tags=rgb,%20none')).body)).toEqual(['Keychron K2']);
    expect(names((await gw.request('GET', '/products?featured=true&inStock=1')).body)).toEqual(['Logitech MX Keys']);
    expect((await gw.request('GET', '/products?limit=1000')).body.data.pagination.limit).toBe(100);
  });

  it('refuses unknown sorts and malformed numbers with a message per parameter', async () => {
    const { status, body } = await gw.request('GET', '/products?sortBy=colour&minPrice=cheap&page=0');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: 'Validation failed' });
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'sortBy', message: 'sortBy must be one of createdAt, price, name, rating or popularity' },
        { path: 'minPrice', message: 'minPrice must be a number of 0 or more' },
        { path: 'page', message: 'page must be a whole number of 1 or more' },
      ]),
    );
    expect((await gw.request('GET', '/products?category=toys')).body.errors).toEqual([
      { path: 'category', message: 'Please choose a valid category' },
    ]);
    expect((await gw.request('GET', '/products?search=a&search=b')).status).toBe(400);
  });
});

describe('product routes', () => {
  it('serves featured, top rated, categories and brands before the :id route', async () => {
    expect(names((await gw.request('GET', '/products/featured?limit=8')).body)).toEqual(['Logitech MX Keys']);
    expect((await gw.request('GET', '/products/top-rated')).body.data.products).toHaveLength(3);
    expect((await gw.request('GET', '/products/categories')).body.data.categories).toEqual([
      { name: 'keyboards', count: 2 },
      { name: 'mice', count: 1 },
    ]);
    expect((await gw.request('GET', '/products/brands')).body.data.brands).toEqual([
      { name: 'Keychron', count: 1 },
      { name: 'Logitech', count: 2 },
    ]);
  });

  it('searches by search or q, text never being a pattern', async () => {
    expect(names((await gw.request('GET', '/products/search?search=logitech%20mouse')).body)).toEqual(['Logitech MX Master 3S Mouse']);
    const { body } = await gw.request('GET', '/products/search?q=mechanical&sortBy=price');
    expect(names(body)).toEqual(['Keychron K2']);
    expect(body.data.pagination).toMatchObject({ currentPage: 1, totalProducts: 1 });
    const pattern = await gw.request('GET', `/products/search?search=${encodeURIComponent('.*')}`);
    expect(pattern.status).toBe(200);
    expect(pattern.body.data.products).toEqual([]);
  });

  it('gets one product by id or slug: 400 for a malformed id, 404 Product not found otherwise', async () => {
    const byId = await gw.request('GET', `/products/${keys._id}`);
    expect(byId.body.data).toMatchObject({ _id: keys._id, name: 'Logitech MX Keys', currency: 'RWF' });
    expect((await gw.request('GET', `/products/slug/${keys.slug}`)).body.data._id).toBe(keys._id);
    const malformed = await gw.request('GET', '/products/not-an-id');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([{ path: 'id', message: 'Invalid product id' }]);
    const missing = await gw.request('GET', `/products/${'f'.repeat(24)}`);
    expect(missing).toMatchObject({ status: 404, body: { success: false, message: 'Product not found' } });
    expect((await gw.request('GET', '/products/slug/nothing-here')).status).toBe(404);
  });

  it('lists related products without the product itself', async () => {
    const { body } = await gw.request('GET', `/products/${keys._id}/related?limit=6`);
    expect(names(body)).toEqual(['Keychron K2', 'Logitech MX Master 3S Mouse']);
  });

  it('counts a view once per visitor: by the cookie it sets, or by address and browser without one', async () => {
    const first = await gw.request('POST', `/products/${keys._id}/view`, { headers: { 'user-agent': 'browser-a' } });
    expect(first.body.data).toEqual({ views: 1, counted: true });
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^devshop_vid=[\w-]+;.*HttpOnly/);
    const withCookie = await gw.request('POST', `/products/${keys._id}/view`, { headers: { cookie: cookie.split(';')[0]!, 'user-agent': 'other' } });
    expect(withCookie.body.data).toEqual({ views: 1, counted: false });
    const sameBrowser = await gw.request('POST', `/products/${keys._id}/view`, { headers: { 'user-agent': 'browser-a' } });
    expect(sameBrowser.body.data.counted).toBe(false);
    const otherBrowser = await gw.request('POST', `/products/${keys._id}/view`, { headers: { 'user-agent': 'browser-b' } });
    expect(otherBrowser.body.data).toEqual({ views: 2, counted: true });
    expect((await gw.request('POST', `/products/${'f'.repeat(24)}/view`)).status).toBe(404);
  });
});
