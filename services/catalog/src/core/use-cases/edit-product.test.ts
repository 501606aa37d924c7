import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductRecord } from '../product/product';
import { formOf } from '../product/product-patch';
import { productRecordOf } from '../../testing/catalog-read-fixtures';
import { failureOf, productsWith, writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { PatchProduct } from './patch-product.use-case';
import { UpdateProduct } from './update-product.use-case';
import { ADMIN_ACTOR } from '../../testing/catalog-test-kit';

let stores: WriteStores;
beforeEach(async () => {
  stores = await writeStores();
});
afterEach(() => stores.close());

const NOW = '2025-03-01T09:00:00.000Z';
const DESCRIPTION = 'A seven-port USB-C hub.';
/** A product holding `quantity` units, none reserved, that passes the admin form as stored. */
const stocked = (quantity: number) => stores.addProduct(quantity, { description: DESCRIPTION });
const patchProduct = (changed: Parameters<typeof productsWith>[1] = {}) =>
  new PatchProduct({ ...stores, products: productsWith(stores.products, changed) });
const updateProduct = () => new UpdateProduct(stores);
const setQuantity = (product: ProductRecord, quantity: number) =>
  updateProduct().execute({ id: product._id, product: { ...formOf(product), stock: { quantity, lowStockThreshold: 2 } }, actor: ADMIN_ACTOR });

/** A product stored with these stock figures, as data from before the reserved-units rule may hold them. */
async function storedWith(stock: ProductRecord['stock']): Promise<ProductRecord> {
  const stored = await stores.products.insert({ ...productRecordOf({ name: `Stored ${stock.quantity}/${stock.reserved}`, description: DESCRIPTION }), stock });
  if (!stored) throw new Error('the product could not be stored');
  return stored;
}

describe('an admin setting the stock while open orders hold units', () => {
  it('refuses a quantity below the reserved units, naming them at the field, and writes nothing', async () => {
    const product = await stocked(25);
    await stores.products.reserve({ productId: product._id }, 2, NOW);
    const message = '2 units are reserved by open orders: stock cannot be set below 2';
    for (const refused of [
      () => patchProduct().execute({ id: product._id, patch: { stock: { quantity: 0 } }, actor: ADMIN_ACTOR }),
      () => patchProduct().execute({ id: product._id, patch: { stock: { quantity: '1' } }, actor: ADMIN_ACTOR }),
      () => setQuantity(product, 0),
    ]) {
      expect(await failureOf(refused())).toMatchObject({ kind: 'conflict', message, errors: [{ path: 'stock.quantity', message }] });
    }
    expect(await stores.stockOf(product._id)).toEqual({ quantity: 25, reserved: 2, available: 23, purchases: 0 });
    expect(stores.reads.invalidations).toBe(0);
  });

  it('says "unit" for one', async () => {
    const product = await stocked(5);
    await stores.products.reserve({ productId: product._id }, 1, NOW);
    expect(await failureOf(setQuantity(product, 0))).toMatchObject({
      message: '1 unit is reserved by open orders: stock cannot be set below 1',
    });
  });

  it('accepts exactly the reserved units: nothing is left to sell and a payment leaves zero', async () => {
    const product = await stocked(25);
    await stores.products.reserve({ productId: product._id }, 2, NOW);
    const edited = await patchProduct().execute({ id: product._id, patch: { stock: { quantity: 2 } }, actor: ADMIN_ACTOR });
    expect(edited.stock).toMatchObject({ quantity: 2, reserved: 2, available: 0 });
    await stores.products.commit({ productId: product._id }, 2, NOW);
    expect(await stores.stockOf(product._id)).toEqual({ quantity: 0, reserved: 0, available: 0, purchases: 2 });
  });

  it('refuses it when an order reserves units between the read and the write', async () => {
    const product = await stocked(3);
    let first = true;
    const racing = patchProduct({
      replaceDetails: async (id, change) => {
        if (first) {
          first = false;
          expect(await stores.products.reserve({ productId: id }, 2, NOW)).toBe(true);
        }
        return stores.products.replaceDetails(id, change);
      },
    });
    expect(await failureOf(racing.execute({ id: product._id, patch: { stock: { quantity: 1 } }, actor: ADMIN_ACTOR }))).toMatchObject({
      kind: 'conflict',
      message: '2 units are reserved by open orders: stock cannot be set below 2',
    });
    expect(await stores.stockOf(product._id)).toEqual({ quantity: 3, reserved: 2, available: 1, purchases: 0 });
  });

  it('lets an edit that keeps the quantity through, even where orders already hold more', async () => {
    const product = await storedWith({ quantity: 0, reserved: 2, available: -2, lowStockThreshold: 2 });
    const renamed = await patchProduct().execute({ id: product._id, patch: { name: 'Renamed Hub', stock: { quantity: 0 } }, actor: ADMIN_ACTOR });
    expect(renamed).toMatchObject({ name: 'Renamed Hub', stock: { quantity: 0, reserved: 2 } });
    expect(await stores.stockOf(product._id)).toEqual({ quantity: 0, reserved: 2, available: -2, purchases: 0 });
    expect(await failureOf(setQuantity(product, 1))).toMatchObject({ message: '2 units are reserved by open orders: stock cannot be set below 2' });
    expect((await setQuantity(product, 2)).stock).toMatchObject({ quantity: 2, reserved: 2, available: 0 });
  });
});

describe('a product whose stock went below zero before the reserved-units rule', () => {
  it('stays editable: a patch of other fields, of the alert, and the whole form with its stored quantity', async () => {
    const product = await storedWith({ quantity: -2, reserved: 0, available: -2, lowStockThreshold: 2 });
    expect(await patchProduct().execute({ id: product._id, patch: { price: 99_000 }, actor: ADMIN_ACTOR })).toMatchObject({ price: 99_000, stock: { quantity: -2 } });
    expect((await patchProduct().execute({ id: product._id, patch: { stock: { lowStockThreshold: 4 } }, actor: ADMIN_ACTOR })).stock).toMatchObject({
      quantity: -2,
      lowStockThreshold: 4,
    });
    const current = (await stores.products.findById(product._id))!;
    const put = await updateProduct().execute({ id: product._id, product: { ...formOf(current), stock: { quantity: '-2', lowStockThreshold: 4 }, name: 'Back Hub' }, actor: ADMIN_ACTOR });
    expect(put).toMatchObject({ name: 'Back Hub', stock: { quantity: -2, lowStockThreshold: 4 } });
    expect(await stores.stockOf(product._id)).toEqual({ quantity: -2, reserved: 0, available: -2, purchases: 0 });
  });

  it('takes a quantity of zero or more, and refuses any other negative one with the form message', async () => {
    const product = await storedWith({ quantity: -2, reserved: 0, available: -2, lowStockThreshold: 2 });
    const message = 'Stock quantity must be a whole number of 0 or more';
    expect(await failureOf(patchProduct().execute({ id: product._id, patch: { stock: { quantity: -1 } }, actor: ADMIN_ACTOR }))).toMatchObject({
      kind: 'invalid',
      errors: [{ path: 'stock.quantity', message }],
    });
    expect(await failureOf(setQuantity(product, -3))).toMatchObject({ errors: [{ path: 'stock.quantity', message }] });
    expect((await patchProduct().execute({ id: product._id, patch: { stock: { quantity: 0 } }, actor: ADMIN_ACTOR })).stock).toMatchObject({
      quantity: 0,
      reserved: 0,
      available: 0,
    });
    expect((await setQuantity(product, 3)).stock).toMatchObject({ quantity: 3, available: 3 });
  });
});
