import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductPatch } from '../../api/catalog-api';
import { ADMIN_ID, productInput, ADMIN_ACTOR } from '../../testing/catalog-test-kit';
import { failureOf, productsWith, writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { CreateProduct } from './create-product.use-case';
import { PatchProduct } from './patch-product.use-case';

let stores: WriteStores;
beforeEach(async () => {
  stores = await writeStores();
});
afterEach(() => stores.close());

const patchProduct = (changed: Parameters<typeof productsWith>[1] = {}) =>
  new PatchProduct({ ...stores, products: productsWith(stores.products, changed) });
const create = () =>
  new CreateProduct(stores).execute({
    product: productInput({ name: 'Keychron K2', originalPrice: 120_000, badge: 'SALE', stock: { quantity: 25, lowStockThreshold: 15 } }),
    creator: ADMIN_ID, actor: ADMIN_ACTOR });
/** A repository that fails the test when the use case reads or writes. */
const untouched = () =>
  patchProduct({
    findById: async () => expect.fail('read the store'),
    replaceDetails: async () => expect.fail('wrote the store'),
  });

describe('an admin changing some fields of a product', () => {
  it('answers "not found" for an id that cannot be a product, before reading the store', async () => {
    expect(await failureOf(untouched().execute({ id: 'k2', patch: { name: 'X' }, actor: ADMIN_ACTOR }))).toMatchObject({
      kind: 'not_found',
      message: 'Product not found',
    });
  });

  it('refuses a patch that names no field, before reading the store', async () => {
    const product = await create();
    for (const patch of [{}, { stock: {} }, { images: { primary: undefined } }] as ProductPatch[]) {
      expect(await failureOf(untouched().execute({ id: product._id, patch, actor: ADMIN_ACTOR }))).toMatchObject({
        kind: 'invalid',
        message: 'Give at least one field to change',
      });
    }
  });

  it('answers "not found" for a product that does not exist', async () => {
    expect(await failureOf(patchProduct().execute({ id: 'ffffffffffffffffffffffff', patch: { name: 'X' }, actor: ADMIN_ACTOR }))).toMatchObject({
      kind: 'not_found',
    });
  });

  it('reads the id in any case', async () => {
    const product = await create();
    const patched = await patchProduct().execute({ id: product._id.toUpperCase(), patch: { price: 99_000 }, actor: ADMIN_ACTOR });
    expect(patched).toMatchObject({ _id: product._id, price: 99_000 });
  });

  it('keeps the fields it is not given: the low-stock alert stays 15 when only the name changes', async () => {
    const product = await create();
    const patched = await patchProduct().execute({ id: product._id, patch: { name: 'Keychron K3' }, actor: ADMIN_ACTOR });
    const { name: _n, slug: _s, updatedAt: _u, ...kept } = product;
    expect(patched).toEqual({ ...kept, name: 'Keychron K3', slug: 'keychron-k3', updatedAt: patched.updatedAt });
    expect(patched.updatedAt > product.updatedAt).toBe(true);
    expect(patched.stock.lowStockThreshold).toBe(15);
  });

  it('merges the stock: a new quantity keeps the alert and what orders hold', async () => {
    const product = await create();
    await stores.products.reserve({ productId: product._id }, 5, '2025-03-01T09:00:00.000Z');
    const patched = await patchProduct().execute({ id: product._id, patch: { stock: { quantity: 30 } }, actor: ADMIN_ACTOR });
    expect(patched.stock).toEqual({ quantity: 30, reserved: 5, available: 25, lowStockThreshold: 15 });
  });

  it('applies the form rules to the merged product and writes nothing when they fail', async () => {
    const product = await create();
    const refused = patchProduct({ replaceDetails: async () => expect.fail('wrote the store') });
    expect(await failureOf(refused.execute({ id: product._id, patch: { price: -1, status: 'sold' }, actor: ADMIN_ACTOR }))).toMatchObject({
      kind: 'invalid',
      message: 'Price must be a number of 0 or more',
      errors: [
        { path: 'price', message: 'Price must be a number of 0 or more' },
        { path: 'status', message: 'Please choose a valid status' },
      ],
    });
    expect(await failureOf(refused.execute({ id: product._id, patch: { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, actor: ADMIN_ACTOR }))).toMatchObject({
      kind: 'invalid',
      errors: [{ path: 'tags', message: 'Up to 20 tags are allowed' }],
    });
    expect(stores.reads.invalidations).toBe(1);
  });

  it('tells the read caches which product changed', async () => {
    const product = await create();
    await patchProduct().execute({ id: product._id, patch: { isFeatured: true }, actor: ADMIN_ACTOR });
    expect(stores.reads.invalidations).toBe(2);
    expect(stores.reads.changes.at(-1)).toEqual({ productIds: [product._id], listings: true });
  });

  it('merges onto the product as read again when an order changed its stock meanwhile', async () => {
    const product = await create();
    let first = true;
    const racing = patchProduct({
      replaceDetails: async (id, change) => {
        if (!first) return stores.products.replaceDetails(id, change);
        first = false;
        await stores.products.replaceDetails(id, { ...change, quantity: 40, details: { ...change.details, name: 'Keychron K2' } });
        return null;
      },
    });
    const patched = await racing.execute({ id: product._id, patch: { name: 'Keychron K3' }, actor: ADMIN_ACTOR });
    expect(patched).toMatchObject({ name: 'Keychron K3', stock: { quantity: 40, lowStockThreshold: 15 } });
  });

  it('keeps the change another admin saved between its read and its write: two patches of other fields both stay', async () => {
    const product = await create();
    let first = true;
    const racing = patchProduct({
      replaceDetails: async (id, change) => {
        if (first) {
          first = false;
          await new PatchProduct(stores).execute({ id, patch: { price: 99_000 }, actor: ADMIN_ACTOR });
        }
        return stores.products.replaceDetails(id, change);
      },
    });
    const patched = await racing.execute({ id: product._id, patch: { name: 'Keychron K2 Pro' }, actor: ADMIN_ACTOR });
    expect(patched).toMatchObject({ name: 'Keychron K2 Pro', price: 99_000 });
    expect(await stores.products.findById(product._id)).toMatchObject({ name: 'Keychron K2 Pro', price: 99_000, detailsVersion: 2 });
  });

  it('gives up after 20 tries while others keep changing it', async () => {
    const product = await create();
    let reads = 0;
    const busy = patchProduct({
      findById: async (id) => {
        reads += 1;
        return stores.products.findById(id);
      },
      replaceDetails: async () => null,
    });
    expect(await failureOf(busy.execute({ id: product._id, patch: { name: 'K3' }, actor: ADMIN_ACTOR }))).toMatchObject({
      kind: 'conflict',
      message: 'The product is being updated by someone else; please try again',
    });
    expect(reads).toBe(20);
  });
});

describe('an admin changing the EBM fields of a product', () => {
  const createNamed = (name: string, fiscal?: { itemCode?: string; taxType?: string }) =>
    new CreateProduct(stores).execute({ product: productInput({ name, ...(fiscal ? { fiscal } : {}) }), creator: ADMIN_ID, actor: ADMIN_ACTOR });
  const ITEM_CODE_TAKEN = 'This item code is already used by another product';

  it('changes the tax type alone, keeping the item code, or both', async () => {
    const product = await createNamed('Keychron K2');
    expect((await patchProduct().execute({ id: product._id, patch: { fiscal: { taxType: 'A' } }, actor: ADMIN_ACTOR })).fiscal).toEqual({ itemCode: 'RW2NTU0000001', taxType: 'A' });
    const both = await patchProduct().execute({ id: product._id, patch: { fiscal: { itemCode: 'rw2ntu0000777', taxType: 'C' } }, actor: ADMIN_ACTOR });
    expect(both.fiscal).toEqual({ itemCode: 'RW2NTU0000777', taxType: 'C' });
    expect((await stores.products.findById(product._id))?.fiscal).toEqual({ itemCode: 'RW2NTU0000777', taxType: 'C' });
  });

  it('keeps the EBM fields when a patch leaves them out or blank', async () => {
    const product = await createNamed('Keychron K2', { itemCode: 'RW2NTU0000500', taxType: 'D' });
    expect((await patchProduct().execute({ id: product._id, patch: { name: 'Keychron K2 Pro' }, actor: ADMIN_ACTOR })).fiscal).toEqual({ itemCode: 'RW2NTU0000500', taxType: 'D' });
    expect((await patchProduct().execute({ id: product._id, patch: { fiscal: { itemCode: '' } }, actor: ADMIN_ACTOR })).fiscal).toEqual({ itemCode: 'RW2NTU0000500', taxType: 'D' });
  });

  it('refuses the item code of another product with a conflict, and keeps its own', async () => {
    await createNamed('First', { itemCode: 'RW2NTU0000500' });
    const second = await createNamed('Second');
    const refused = await failureOf(patchProduct().execute({ id: second._id, patch: { fiscal: { itemCode: 'RW2NTU0000500' } }, actor: ADMIN_ACTOR }));
    expect(refused).toMatchObject({ kind: 'conflict', message: ITEM_CODE_TAKEN, errors: [{ path: 'fiscal.itemCode', message: ITEM_CODE_TAKEN }] });
    expect((await stores.products.findById(second._id))?.fiscal?.itemCode).toBe('RW2NTU0000001');
  });

  it('refuses an item code another admin gave a product between its read and its write', async () => {
    await createNamed('First');
    const second = await createNamed('Second');
    let raced = false;
    const racing = patchProduct({
      replaceDetails: async (id, change) => {
        if (!raced) {
          raced = true;
          await stores.products.replaceDetails((await stores.products.findBySlug('first'))!._id, {
            ...change,
            expectedQuantity: 25,
            expectedThreshold: 5,
            expectedDetailsVersion: null,
            details: { ...change.details, slug: 'first' },
          });
        }
        return stores.products.replaceDetails(id, change);
      },
    });
    const refused = await failureOf(racing.execute({ id: second._id, patch: { fiscal: { itemCode: 'RW2NTU0000900' } }, actor: ADMIN_ACTOR }));
    expect(refused).toMatchObject({ kind: 'conflict', message: ITEM_CODE_TAKEN });
  });

  it('refuses a malformed item code or tax type with the form’s messages, writing nothing', async () => {
    const product = await createNamed('Keychron K2');
    expect(await failureOf(patchProduct().execute({ id: product._id, patch: { fiscal: { taxType: 'V' } }, actor: ADMIN_ACTOR }))).toMatchObject({
      kind: 'invalid',
      errors: [{ path: 'fiscal.taxType', message: 'Tax type must be A, B, C or D' }],
    });
    expect((await stores.products.findById(product._id))?.fiscal).toEqual({ itemCode: 'RW2NTU0000001', taxType: 'B' });
  });

  it('gives a product stored without EBM fields the next code of the series when it is edited', async () => {
    await createNamed('Coded');
    const legacy = await stores.addProduct(4, { description: 'A hub.' });
    const edited = await patchProduct().execute({ id: legacy._id, patch: { name: 'Renamed Legacy' }, actor: ADMIN_ACTOR });
    expect(edited.fiscal).toEqual({ itemCode: 'RW2NTU0000002', taxType: 'B' });
  });
});

describe('an admin editing a product stored without EBM fields while an order gives it its code', () => {
  it('keeps the code the order’s receipt printed', async () => {
    const legacy = await stores.addProduct(4, { description: 'A hub.' });
    let raced = false;
    const racing = patchProduct({
      replaceDetails: async (id, change) => {
        if (!raced) {
          raced = true;
          await stores.products.setFiscal(id, { itemCode: 'RW2NTU0000777', taxType: 'B' });
        }
        return stores.products.replaceDetails(id, change);
      },
    });
    expect((await racing.execute({ id: legacy._id, patch: { name: 'Renamed Legacy' }, actor: ADMIN_ACTOR })).fiscal).toEqual({ itemCode: 'RW2NTU0000777', taxType: 'B' });
  });
});
