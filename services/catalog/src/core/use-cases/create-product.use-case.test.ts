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

describe('the EBM fields of a new product', () => {
  const create = (fiscal?: { itemCode?: string | null; taxType?: string | null }, name = 'Keychron K2') =>
    createProduct().execute({ product: productInput({ name, ...(fiscal ? { fiscal } : {}) }), creator: ADMIN_ID });
  const ITEM_CODE_TAKEN = 'This item code is already used by another product';

  it('are the next code of the shop’s series and tax type B when the admin gives none, stored as shown', async () => {
    const first = await create();
    const second = await create({ itemCode: '  ', taxType: null }, 'Keychron K3');
    expect(first.fiscal).toEqual({ itemCode: 'RW2NTU0000001', taxType: 'B' });
    expect(second.fiscal).toEqual({ itemCode: 'RW2NTU0000002', taxType: 'B' });
    expect((await stores.products.findById(second._id))?.fiscal).toEqual({ itemCode: 'RW2NTU0000002', taxType: 'B' });
  });

  it('are the admin’s when given, the item code read in capitals', async () => {
    expect((await create({ itemCode: 'ke1bxkg0000345', taxType: 'A' })).fiscal).toEqual({ itemCode: 'KE1BXKG0000345', taxType: 'A' });
  });

  it('skip a code of the series that an admin already gave another product', async () => {
    await create({ itemCode: 'RW2NTU0000001' }, 'Given By Hand');
    expect((await create()).fiscal.itemCode).toBe('RW2NTU0000002');
  });

  it('refuse an item code another product has, under its field, and store nothing', async () => {
    await create({ itemCode: 'RW2NTU0000012' }, 'First');
    const refused = await failureOf(create({ itemCode: 'rw2ntu0000012' }, 'Second'));
    expect(refused).toMatchObject({
      kind: 'conflict',
      message: ITEM_CODE_TAKEN,
      errors: [{ path: 'fiscal.itemCode', message: ITEM_CODE_TAKEN }],
      details: { itemCode: 'RW2NTU0000012' },
    });
    expect(await stores.products.countAll()).toBe(1);
  });

  it('refuse an item code another admin gave a product meanwhile', async () => {
    let raced = false;
    const racing = createProduct({
      insert: async (record) => {
        if (!raced) {
          raced = true;
          await stores.products.insert({ ...record, slug: 'raced', name: 'Raced' });
        }
        return stores.products.insert(record);
      },
    });
    const refused = racing.execute({ product: productInput({ fiscal: { itemCode: 'RW2NTU0000012' } }), creator: ADMIN_ID });
    expect(await failureOf(refused)).toMatchObject({ kind: 'conflict', message: ITEM_CODE_TAKEN });
  });

  it('take the next code when the one assigned was given to another product meanwhile, keeping the slug', async () => {
    let raced = false;
    const racing = createProduct({
      insert: async (record) => {
        if (!raced) {
          raced = true;
          await stores.products.insert({ ...record, slug: 'raced', name: 'Raced' });
        }
        return stores.products.insert(record);
      },
    });
    const created = await racing.execute({ product: keyboard, creator: ADMIN_ID });
    expect(created).toMatchObject({ slug: 'keychron-k2', fiscal: { itemCode: 'RW2NTU0000002' } });
  });

  it('refuse a malformed item code or tax type with the form’s messages', async () => {
    expect(await failureOf(create({ itemCode: 'RW2NTU12', taxType: 'E' }))).toMatchObject({
      kind: 'invalid',
      errors: [
        { path: 'fiscal.itemCode', message: expect.stringMatching(/^Item code must look like RW2NTU0000012/) },
        { path: 'fiscal.taxType', message: 'Tax type must be A, B, C or D' },
      ],
    });
    expect(await stores.products.countAll()).toBe(0);
  });

  it('are unique under concurrent creation: 20 products, 20 codes', async () => {
    const created = await Promise.all(Array.from({ length: 20 }, (_, i) => create(undefined, `Hub ${i}`)));
    const codes = new Set(created.map((product) => product.fiscal.itemCode));
    expect(codes.size).toBe(20);
    expect([...codes].sort().at(-1)).toBe('RW2NTU0000020');
  });
});
