import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newId } from '@shop/platform';
import { ADMIN_ID, productInput, reviewer } from '../../testing/catalog-test-kit';
import { failureOf, productsWith, writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { ImportProducts, type ImportedProduct } from './import-products.use-case';

let stores: WriteStores;
beforeEach(async () => {
  stores = await writeStores();
});
afterEach(() => stores.close());

const importProducts = (changed: Parameters<typeof productsWith>[1] = {}) =>
  new ImportProducts({ ...stores, products: productsWith(stores.products, changed) }, newId);
const item = (overrides: Partial<ImportedProduct> = {}): ImportedProduct => ({
  product: productInput({ name: 'Keychron K2' }),
  creator: ADMIN_ID,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

describe('importing products with their history', () => {
  it('stores an imported product as a new one would be, without reviews when it has none', async () => {
    expect(await importProducts().execute([item()])).toEqual({ imported: 1 });
    const product = await stores.products.findBySlug('keychron-k2');
    expect(product).toMatchObject({
      isActive: true,
      currency: 'RWF',
      creator: ADMIN_ID,
      stock: { quantity: 25, reserved: 0, available: 25, lowStockThreshold: 5 },
      rating: { average: 0, count: 0, sum: 0 },
      views: 0,
      purchases: 0,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(stores.reads.invalidations).toBe(1);
    expect(stores.reads.changes).toEqual([]);
  });

  it('stores a discontinued product as inactive', async () => {
    await importProducts().execute([item({ product: productInput({ name: 'Keychron K2', status: 'discontinued' }) })]);
    expect(await stores.products.findBySlug('keychron-k2')).toMatchObject({ isActive: false });
  });

  it('stores its reviews with nobody having found them helpful yet', async () => {
    await importProducts().execute([item({ reviews: [{ user: reviewer(1), rating: 5, comment: 'Great', createdAt: '2025-01-02T00:00:00.000Z' }] })]);
    const product = await stores.products.findBySlug('keychron-k2');
    const page = await stores.reviews.pageForProduct(product!._id, { skip: 0, limit: 10 });
    expect(page.items).toMatchObject([{ rating: 5, comment: 'Great', helpful: [] }]);
  });

  it('refuses a review that breaks the review rules, naming the product', async () => {
    const bad = item({ reviews: [{ user: reviewer(1), rating: 9, comment: 'Great', createdAt: '2025-01-02T00:00:00.000Z' }] });
    expect(await failureOf(importProducts().execute([bad]))).toMatchObject({
      kind: 'invalid',
      message: 'Keychron K2: Rating must be a whole number from 1 to 5',
      errors: [{ path: 'rating', message: 'Rating must be a whole number from 1 to 5' }],
    });
  });

  it('takes the first of 50 slugs that is free', async () => {
    await importProducts({ slugExists: async (slug) => slug !== 'keychron-k2-50' }).execute([item()]);
    expect(await stores.products.findBySlug('keychron-k2-50')).not.toBeNull();
  });

  it('moves on to the next slug when one is taken meanwhile', async () => {
    let first = true;
    const racing = importProducts({
      insert: async (record) => {
        if (!first) return stores.products.insert(record);
        first = false;
        return null;
      },
    });
    await racing.execute([item()]);
    expect(await stores.products.findBySlug('keychron-k2-2')).not.toBeNull();
  });

  it('stops when all 50 slugs are taken', async () => {
    expect(await failureOf(importProducts({ slugExists: async () => true }).execute([item()]))).toMatchObject({
      kind: 'conflict',
      message: 'A product with this name was just created; please try again',
    });
  });
});

describe('the EBM fields of imported products', () => {
  it('are those brought, else the next codes of the series in the order given', async () => {
    await importProducts().execute([
      item({ product: productInput({ name: 'First' }) }),
      item({ product: productInput({ name: 'Brought', fiscal: { itemCode: 'RW2NTU0000002', taxType: 'A' } }) }),
      item({ product: productInput({ name: 'Third' }) }),
    ]);
    const fiscalOf = async (slug: string) => (await stores.products.findBySlug(slug))?.fiscal;
    expect(await fiscalOf('first')).toEqual({ itemCode: 'RW2NTU0000001', taxType: 'B' });
    expect(await fiscalOf('brought')).toEqual({ itemCode: 'RW2NTU0000002', taxType: 'A' });
    expect(await fiscalOf('third')).toEqual({ itemCode: 'RW2NTU0000003', taxType: 'B' });
  });

  it('refuse two products with one item code', async () => {
    const code = { fiscal: { itemCode: 'RW2NTU0000009' } };
    const twice = importProducts().execute([item({ product: productInput({ name: 'One', ...code }) }), item({ product: productInput({ name: 'Two', ...code }) })]);
    expect(await failureOf(twice)).toMatchObject({ kind: 'conflict', message: 'This item code is already used by another product' });
  });
});
