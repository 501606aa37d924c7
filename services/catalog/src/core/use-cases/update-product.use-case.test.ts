import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductInput } from '../../api/catalog-api';
import { ADMIN_ID, productInput, ADMIN_ACTOR } from '../../testing/catalog-test-kit';
import { failureOf, productsWith, writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { CreateProduct } from './create-product.use-case';
import { UpdateProduct } from './update-product.use-case';

let stores: WriteStores;
beforeEach(async () => {
  stores = await writeStores();
});
afterEach(() => stores.close());

const updateProduct = (changed: Parameters<typeof productsWith>[1] = {}) =>
  new UpdateProduct({ ...stores, products: productsWith(stores.products, changed) });
const create = (name: string) => new CreateProduct(stores).execute({ product: productInput({ name }), creator: ADMIN_ID, actor: ADMIN_ACTOR });

describe('an admin editing a product', () => {
  it('answers "not found" for an id that cannot be a product, before reading the form', async () => {
    expect(await failureOf(updateProduct().execute({ id: 'k2', product: {} as ProductInput, actor: ADMIN_ACTOR }))).toMatchObject({
      kind: 'not_found',
      message: 'Product not found',
    });
  });

  it('gives a renamed product the first of 50 slugs that is free', async () => {
    const product = await create('Keychron K2');
    const free = updateProduct({ slugExists: async (slug) => slug !== 'studio-buds-50' });
    expect((await free.execute({ id: product._id, product: productInput({ name: 'Studio Buds' }), actor: ADMIN_ACTOR })).slug).toBe('studio-buds-50');
  });

  it('does not take the slug of another product', async () => {
    await create('Studio Buds');
    const product = await create('Keychron K2');
    expect((await updateProduct().execute({ id: product._id, product: productInput({ name: 'Studio Buds' }), actor: ADMIN_ACTOR })).slug).toBe('studio-buds-2');
  });

  it('asks to try again when all 50 slugs of the new name are taken', async () => {
    const product = await create('Keychron K2');
    const taken = updateProduct({ slugExists: async () => true });
    expect(await failureOf(taken.execute({ id: product._id, product: productInput({ name: 'Studio Buds' }), actor: ADMIN_ACTOR }))).toMatchObject({
      kind: 'conflict',
      message: 'A product with this name was just created; please try again',
    });
  });

  it('reads the product again when an order changed its stock meanwhile', async () => {
    const product = await create('Keychron K2');
    let first = true;
    const racing = updateProduct({
      replaceDetails: async (id, change) => {
        if (!first) return stores.products.replaceDetails(id, change);
        first = false;
        return null;
      },
    });
    const updated = await racing.execute({ id: product._id, product: productInput({ name: 'Keychron K2', price: 99_000 }), actor: ADMIN_ACTOR });
    expect(updated.price).toBe(99_000);
    expect(stores.reads.invalidations).toBe(2);
    expect(stores.reads.changes.at(-1)).toEqual({ productIds: [product._id], listings: true });
  });

  it('gives up after 20 tries while others keep changing it', async () => {
    const product = await create('Keychron K2');
    let reads = 0;
    const busy = updateProduct({
      findById: async (id) => {
        reads += 1;
        return stores.products.findById(id);
      },
      replaceDetails: async () => null,
    });
    expect(await failureOf(busy.execute({ id: product._id, product: productInput({ name: 'Keychron K2' }), actor: ADMIN_ACTOR }))).toMatchObject({
      kind: 'conflict',
      message: 'The product is being updated by someone else; please try again',
    });
    expect(reads).toBe(20);
  });
});

describe('an admin replacing the form of a product, EBM fields included', () => {
  it('takes the EBM fields given, and keeps the stored ones for a form without them or with blanks', async () => {
    const product = await create('Keychron K2');
    const id = product._id;
    expect((await updateProduct().execute({ id, product: productInput({ fiscal: { itemCode: 'RW2NTU0000321', taxType: 'C' } }), actor: ADMIN_ACTOR })).fiscal).toEqual({
      itemCode: 'RW2NTU0000321',
      taxType: 'C',
    });
    expect((await updateProduct().execute({ id, product: productInput(), actor: ADMIN_ACTOR })).fiscal).toEqual({ itemCode: 'RW2NTU0000321', taxType: 'C' });
    expect((await updateProduct().execute({ id, product: productInput({ fiscal: { itemCode: ' ', taxType: 'A' } }), actor: ADMIN_ACTOR })).fiscal).toEqual({
      itemCode: 'RW2NTU0000321',
      taxType: 'A',
    });
  });

  it('refuses the item code of another product', async () => {
    const other = await create('Studio Buds');
    const product = await create('Keychron K2');
    const refused = await failureOf(updateProduct().execute({ id: product._id, product: productInput({ fiscal: { itemCode: other.fiscal.itemCode } }), actor: ADMIN_ACTOR }));
    expect(refused).toMatchObject({ kind: 'conflict', message: 'This item code is already used by another product' });
  });
});
