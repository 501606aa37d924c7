import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@shop/domain';
import { PRODUCT_SORT_KEYS, type ProductListQuery, type ProductView } from '../../api/catalog-api';
import { PRODUCTS_COLLECTION } from '../../adapters/storage/document-product-repository';
import { readStores, type ReadStores } from '../../testing/catalog-read-fixtures';
import { ADMIN_ID, productInput, startTestCatalog, type TestCatalog, ADMIN_ACTOR } from '../../testing/catalog-test-kit';
import { ListProducts } from './list-products.use-case';

let catalog: TestCatalog;
beforeEach(async () => {
  catalog = await startTestCatalog();
});
afterEach(() => catalog.stop());

const create = (overrides: Parameters<typeof productInput>[0]) =>
  catalog.api.createProduct({ product: productInput(overrides), creator: ADMIN_ID });

const keyOf: Record<string, (p: ProductView) => number | string> = {
  createdAt: (p) => p.createdAt,
  price: (p) => p.price,
  name: (p) => p.name.toLowerCase(),
  rating: (p) => p.rating.average,
  popularity: (p) => p.purchases,
};

describe('ListProducts', () => {
  it('walks every page of every sort with many ties: each product once, in order', async () => {
    const created: ProductView[] = [];
    for (let i = 0; i < 23; i += 1) created.push(await create({ name: `Item ${i % 4}`, price: 10_000 * (i % 3) }));
    for (const sortBy of PRODUCT_SORT_KEYS) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const seen: ProductView[] = [];
        for (let page = 1; page <= 6; page += 1) {
          const result = await catalog.api.listProducts({ page, limit: 4, sortBy, sortOrder });
          expect(result.pagination).toEqual({ page, limit: 4, total: 23, totalPages: 6 });
          seen.push(...result.products);
        }
        expect(new Set(seen.map((p) => p._id)).size).toBe(23);
        const keys = seen.map(keyOf[sortBy]!);
        const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(keys).toEqual(sortOrder === 'asc' ? sorted : sorted.reverse());
      }
    }
  });

  it('defaults to page 1 of 20, newest first, caps the limit at 100 and refuses bad paging', async () => {
    const older = await create({ name: 'Older' });
    const newer = await create({ name: 'Newer' });
    const first = await catalog.api.listProducts({});
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(first.products.map((p) => p._id)).toEqual([newer._id, older._id]);
    expect((await catalog.api.listProducts({ limit: 500 })).pagination.limit).toBe(100);
    const error = await catalog.api.listProducts({ page: -1, sortOrder: 'up' as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errors).toEqual([
      { path: 'page', message: 'Page must be a whole number of 1 or more' },
      { path: 'sortOrder', message: 'sortOrder must be asc or desc' },
    ]);
  });

  it('reads the storefront names of categories and ignores case and accents in brands', async () => {
    await create({ name: 'Dev Hoodie', category: 'hoodies', brand: 'Señor Code' });
    await create({ name: 'Band', category: 'watches' });
    expect((await catalog.api.listProducts({ category: 'apparel' })).products.map((p) => p.name)).toEqual(['Dev Hoodie']);
    expect((await catalog.api.listProducts({ category: 'smartwatches' })).products.map((p) => p.name)).toEqual(['Band']);
    expect((await catalog.api.listProducts({ brand: 'SENOR code' })).products).toHaveLength(1);
    await expect(catalog.api.listProducts({ category: 'toys' })).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('rounds decimal price bounds inward to whole francs', async () => {
    await create({ name: 'A', price: 1500 });
    await create({ name: 'B', price: 1501 });
    const names = async (minPrice?: number, maxPrice?: number) =>
      (await catalog.api.listProducts({ minPrice, maxPrice })).products.map((p) => p.name).sort();
    expect(await names(1500.5)).toEqual(['B']);
    expect(await names(undefined, 1500.9)).toEqual(['A']);
  });

  it('serves listings from the cache for 5 minutes, and a price edited by an admin shows at once', async () => {
    const product = await create({ name: 'Cached', price: 50_000 });
    expect((await catalog.api.listProducts({})).products[0]?.price).toBe(50_000);
    // Written behind the service's back: the cached listing does not see it...
    await catalog.documents.collection(PRODUCTS_COLLECTION).updateOne({ _id: product._id }, { $set: { price: 1 } });
    expect((await catalog.api.listProducts({})).products[0]?.price).toBe(50_000);
    // ...but an edit through the service clears it.
    await catalog.api.updateProduct({ id: product._id, product: productInput({ name: 'Cached', price: 45_000 }), actor: ADMIN_ACTOR });
    expect((await catalog.api.listProducts({})).products[0]?.price).toBe(45_000);
    expect((await catalog.api.getProduct(product._id)).price).toBe(45_000);
  });
});

describe('ListProducts ranking a search', () => {
  let stores: ReadStores;
  let list: ListProducts;
  beforeEach(async () => {
    stores = await readStores();
    await stores.addProduct({ name: 'Old Mouse', category: 'mice' });
    await stores.addProduct({ name: 'Viper', category: 'mice' });
    await stores.addProduct({ name: 'New Mouse', category: 'mice' });
    await stores.addProduct({ name: 'Orochi', category: 'mice' });
    list = new ListProducts(stores);
  });
  afterEach(() => stores.close());

  const names = async (query: ProductListQuery) => (await list.execute(query)).products.map((p) => p.name);

  it('puts the products named by every word first, each part newest first', async () => {
    expect(await names({ search: 'mouse' })).toEqual(['New Mouse', 'Old Mouse', 'Orochi', 'Viper']);
  });

  it('fills each page exactly, name matches then the others', async () => {
    expect(await names({ search: 'mouse', page: 1, limit: 1 })).toEqual(['New Mouse']);
    expect(await names({ search: 'mouse', page: 1, limit: 2 })).toEqual(['New Mouse', 'Old Mouse']);
    expect(await names({ search: 'mouse', page: 1, limit: 3 })).toEqual(['New Mouse', 'Old Mouse', 'Orochi']);
    expect(await names({ search: 'mouse', page: 2, limit: 2 })).toEqual(['Orochi', 'Viper']);
    expect(await names({ search: 'mouse', page: 2, limit: 3 })).toEqual(['Viper']);
    expect((await list.execute({ search: 'mouse', page: 2, limit: 3 })).pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
  });

  it('follows a chosen sort exactly', async () => {
    expect(await names({ search: 'mouse', sortBy: 'createdAt' })).toEqual(['Orochi', 'New Mouse', 'Viper', 'Old Mouse']);
  });
});
