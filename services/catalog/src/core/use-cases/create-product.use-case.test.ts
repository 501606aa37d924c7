import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_ID, productInput } from '../../testing/catalog-test-kit';
import { failureOf, productsWith, writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { CreateProduct } from './create-product.use-case';

let stores: WriteStores;
beforeEach(async () => {
  stores = await writeStores();
});
afterEach(() => stores.close());

const createProduct = (changed: Parameters<typeof productsWith>[1] = {}) =>
  new CreateProduct({ ...stores, products: productsWith(stores.products, changed) });
const keyboard = productInput({ name: 'Keychron K2' });

describe('an admin creating a product', () => {
  it('stores an active product in francs, with its creator, stock and no history, and tells shoppers', async () => {
    const view = await createProduct().execute({ product: keyboard, creator: ` ${ADMIN_ID} ` });
    const stored = await stores.products.findById(view._id);
    expect(stored).toMatchObject({
      slug: 'keychron-k2',
      isActive: true,
      currency: 'RWF',
      creator: ADMIN_ID,
      stock: { quantity: 25, reserved: 0, available: 25, lowStockThreshold: 5 },
      rating: { average: 0, count: 0, sum: 0 },
      views: 0,
      purchases: 0,
      wishlistCount: 0,
    });
    expect(view.creator).toBe(ADMIN_ID);
    expect(stores.reads.invalidations).toBe(1);
    expect(stores.reads.changes).toEqual([{ productIds: [view._id], listings: true }]);
  });

  it('stores a discontinued product as inactive', async () => {
    const view = await createProduct().execute({ product: productInput({ status: 'discontinued' }), creator: ADMIN_ID });
    expect(await stores.products.findById(view._id)).toMatchObject({ status: 'discontinued', isActive: false });
  });

  it.each([
    ['missing', undefined],
    ['blank', '   '],
    ['longer than 64 characters', 'a'.repeat(65)],
  ])('needs the creator, refused when %s', async (_case, creator) => {
    expect(await failureOf(createProduct().execute({ product: keyboard, creator: creator as string }))).toMatchObject({
      kind: 'invalid',
      message: 'Validation failed',
      errors: [{ path: 'creator', message: 'Invalid user id' }],
    });
  });

  it('takes a creator of 64 characters', async () => {
    expect((await createProduct().execute({ product: keyboard, creator: 'a'.repeat(64) })).creator).toBe('a'.repeat(64));
  });

  it('takes the first of 50 slugs that is free', async () => {
    const created = await createProduct({ slugExists: async (slug) => slug !== 'keychron-k2-50' }).execute({ product: keyboard, creator: ADMIN_ID });
    expect(created.slug).toBe('keychron-k2-50');
  });

  it('moves on to the next slug when another admin took it meanwhile', async () => {
    let first = true;
    const racing = createProduct({
      insert: async (record) => {
        if (!first) return stores.products.insert(record);
        first = false;
        return null;
      },
    });
    expect((await racing.execute({ product: keyboard, creator: ADMIN_ID })).slug).toBe('keychron-k2-2');
  });

  it('asks to try again when all 50 slugs are taken', async () => {
    expect(await failureOf(createProduct({ slugExists: async () => true }).execute({ product: keyboard, creator: ADMIN_ID }))).toMatchObject({
      kind: 'conflict',
      message: 'A product with this name was just created; please try again',
    });
    expect(stores.reads.invalidations).toBe(0);
  });
});
