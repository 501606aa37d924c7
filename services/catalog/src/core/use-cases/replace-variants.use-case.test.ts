import { newId } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { ADMIN_ID, productInput, ADMIN_ACTOR } from '../../testing/catalog-test-kit';
import { GetCatalogStats } from './catalog-stats.use-case';
import { ImportProducts } from './import-products.use-case';
import { PatchProduct } from './patch-product.use-case';
import { ReplaceVariants } from './replace-variants.use-case';
import { ReserveStock } from './reserve-stock.use-case';
import { RestockLines } from './restock-lines.use-case';
import { ReturnStock } from './return-stock.use-case';
import { SettleStock } from './settle-stock.use-case';

let stores: WriteStores;
beforeEach(async () => {
  stores = await writeStores();
});
afterEach(() => stores.close());

const SIZES = { name: 'Size', values: ['S', 'M', 'L'] };
const replace = (id: string, body: Parameters<ReplaceVariants['execute']>[0]['body']) => new ReplaceVariants(stores, newId).execute({ id, body, actor: ADMIN_ACTOR });
const reserve = (reference: string, items: Array<{ productId: string; variantId?: string; quantity: number }>) =>
  new ReserveStock(stores).execute({ reference, items });

/** A hoodie (35,000 RWF, alert 2) sold in S, M and L with 4, 10 and 0 units; M costs more. */
async function hoodie() {
  const product = await stores.addProduct(0, { name: 'Hoodie', price: 35_000 });
  const view = await replace(product._id, {
    options: [SIZES],
    variants: [
      { options: ['S'], quantity: 4 },
      { options: ['m'], price: 38_000, quantity: 10, sku: 'hood-m' },
      { options: ['L'], quantity: 0, lowStockThreshold: 1 },
    ],
  });
  const [small, medium, large] = view.variants;
  return { product, view, small: small!, medium: medium!, large: large! };
}

const variantStock = async (productId: string, variantId: string) =>
  (await stores.products.findById(productId))!.variants!.find((variant) => variant._id === variantId)!.stock;

describe('a product sold in variants', () => {
  it('takes its price from its cheapest variant and its stock from their sums', async () => {
    const { view, small, medium, large } = await hoodie();
    expect(view.options).toEqual([SIZES]);
    expect(view.variants.map((variant) => [variant.label, variant.sku, variant.price, variant.stock.available])).toEqual([
      ['S', `${view.fiscal.itemCode || view.slug.toUpperCase()}-S`.replace(/[^A-Z0-9-]/g, ''), 35_000, 4],
      ['M', 'HOOD-M', 38_000, 10],
      ['L', expect.stringMatching(/-L$/), 35_000, 0],
    ]);
    expect(small.stock.lowStockThreshold).toBe(2);
    expect(large.stock.lowStockThreshold).toBe(1);
    expect(medium.options).toEqual(['M']);
    expect(view.price).toBe(35_000);
    expect(view.stock).toEqual({ quantity: 14, reserved: 0, available: 14, lowStockThreshold: 2 });
    expect(stores.reads.changes.at(-1)).toEqual({ productIds: [view._id], listings: true });
  });

  it('reserves, releases, sells and takes back units per variant, the product’s sums moving with them', async () => {
    const { product, medium } = await hoodie();
    await reserve('order-1', [{ productId: product._id, variantId: medium._id, quantity: 3 }]);
    expect(await variantStock(product._id, medium._id)).toMatchObject({ quantity: 10, reserved: 3, available: 7 });
    expect(await stores.stockOf(product._id)).toEqual({ quantity: 14, reserved: 3, available: 11, purchases: 0 });

    await new SettleStock(stores).commit('order-1');
    expect(await variantStock(product._id, medium._id)).toMatchObject({ quantity: 7, reserved: 0, available: 7 });
    expect(await stores.stockOf(product._id)).toEqual({ quantity: 11, reserved: 0, available: 11, purchases: 3 });

    await new ReturnStock(stores).execute('order-1');
    expect(await variantStock(product._id, medium._id)).toMatchObject({ quantity: 10, reserved: 0, available: 10 });
    expect(await stores.stockOf(product._id)).toEqual({ quantity: 14, reserved: 0, available: 14, purchases: 0 });

    await reserve('order-2', [{ productId: product._id, variantId: medium._id, quantity: 2 }]);
    await new SettleStock(stores).release('order-2');
    expect(await variantStock(product._id, medium._id)).toMatchObject({ quantity: 10, reserved: 0, available: 10 });

    await new RestockLines(stores).execute({ reference: 'order-1-refund-1', items: [{ productId: product._id, variantId: medium._id, quantity: 1 }] });
    expect(await variantStock(product._id, medium._id)).toMatchObject({ quantity: 11, available: 11 });
    expect(await stores.stockOf(product._id)).toMatchObject({ quantity: 15, available: 15, purchases: -1 });
  });

  it('keeps two sizes of the product as two lines of one reservation', async () => {
    const { product, small, medium } = await hoodie();
    const items = [
      { productId: product._id, variantId: small._id, quantity: 1 },
      { productId: product._id, variantId: medium._id, quantity: 2 },
      { productId: product._id, variantId: small._id, quantity: 1 },
    ];
    const reservation = await reserve('order-1', items);
    expect(reservation.items).toEqual([
      { productId: product._id, variantId: small._id, quantity: 2 },
      { productId: product._id, variantId: medium._id, quantity: 2 },
    ]);
    expect(await variantStock(product._id, small._id)).toMatchObject({ reserved: 2, available: 2 });
    expect(await variantStock(product._id, medium._id)).toMatchObject({ reserved: 2, available: 8 });
  });

  it('names the variant that cannot be had and takes nothing', async () => {
    const { product, small, large } = await hoodie();
    const failure = await failureOf(
      reserve('order-1', [
        { productId: product._id, variantId: small._id, quantity: 1 },
        { productId: product._id, variantId: large._id, quantity: 1 },
      ]),
    );
    expect(failure).toMatchObject({
      kind: 'conflict',
      message: 'Hoodie — L is out of stock',
      details: { productId: product._id, variantId: large._id, name: 'Hoodie — L', requested: 1, available: 0 },
    });
    expect(await variantStock(product._id, small._id)).toMatchObject({ reserved: 0, available: 4 });
    expect(await failureOf(reserve('order-2', [{ productId: product._id, variantId: small._id, quantity: 5 }]))).toMatchObject({
      message: 'Only 4 left of Hoodie — S',
    });
  });

  it('asks for a choice when a line names no variant, and refuses a variant it does not sell', async () => {
    const { product } = await hoodie();
    expect(await failureOf(reserve('order-1', [{ productId: product._id, quantity: 1 }]))).toMatchObject({
      kind: 'invalid',
      message: 'Choose the options of this product',
      errors: [{ path: 'items.0.variantId', message: 'Choose the options of this product' }],
    });
    const other = await stores.addProduct(5);
    const unknown = newId();
    for (const productId of [product._id, other._id]) {
      expect(await failureOf(reserve(`order-${productId}`, [{ productId, variantId: unknown, quantity: 1 }]))).toMatchObject({
        kind: 'invalid',
        message: 'This variant is no longer sold',
        errors: [{ path: 'items.0.variantId', message: 'This variant is no longer sold' }],
      });
    }
    expect(await failureOf(reserve('order-x', [{ productId: product._id, variantId: 'L', quantity: 1 }]))).toMatchObject({
      kind: 'invalid',
      errors: [{ path: 'items.0.variantId', message: 'Invalid variant id' }],
    });
    expect(await stores.stockOf(other._id)).toMatchObject({ reserved: 0, available: 5 });
  });

  it('never sells more of a variant than it holds, however many orders come at once', async () => {
    const { product, medium } = await hoodie();
    const attempts = Array.from({ length: 40 }, (_, index) =>
      reserve(`order-${index}`, [{ productId: product._id, variantId: medium._id, quantity: 1 }]).then(
        () => true,
        () => false,
      ),
    );
    expect((await Promise.all(attempts)).filter(Boolean)).toHaveLength(10);
    expect(await variantStock(product._id, medium._id)).toMatchObject({ quantity: 10, reserved: 10, available: 0 });
    expect(await stores.stockOf(product._id)).toMatchObject({ reserved: 10, available: 4 });
  });

  it('keeps a combination’s id and reserved units through an edit, and refuses to remove one orders hold', async () => {
    const { product, small, medium } = await hoodie();
    await reserve('order-1', [{ productId: product._id, variantId: small._id, quantity: 3 }]);
    const edited = await replace(product._id, {
      options: [{ name: 'Size', values: ['S', 'M', 'XL'] }],
      variants: [
        { options: ['S'], quantity: 6 },
        { options: ['XL'], quantity: 2 },
      ],
    });
    expect(edited.variants.map((variant) => [variant._id === small._id, variant.label, variant.stock])).toEqual([
      [true, 'S', { quantity: 6, reserved: 3, available: 3, lowStockThreshold: 2 }],
      [false, 'XL', { quantity: 2, reserved: 0, available: 2, lowStockThreshold: 2 }],
    ]);
    expect(edited.variants.some((variant) => variant._id === medium._id)).toBe(false);
    expect(edited.stock).toEqual({ quantity: 8, reserved: 3, available: 5, lowStockThreshold: 2 });

    expect(await failureOf(replace(product._id, { options: [{ name: 'Size', values: ['XL'] }], variants: [{ options: ['XL'], quantity: 2 }] }))).toMatchObject({
      kind: 'conflict',
      message: 'This variant has units reserved by open orders: it cannot be removed until they are settled',
    });
    expect(await failureOf(replace(product._id, { options: [SIZES], variants: [{ options: ['S'], quantity: 2 }] }))).toMatchObject({
      kind: 'conflict',
      message: '3 units are reserved by open orders: stock cannot be set below 3',
      errors: [{ path: 'variants.0.quantity' }],
    });
    expect(await failureOf(replace(product._id, { options: [], variants: [] }))).toMatchObject({ kind: 'conflict' });
  });

  it('becomes one thing again with its variants’ units, and gains options only while no order holds its units', async () => {
    const { product } = await hoodie();
    const plain = await replace(product._id, { options: [], variants: [] });
    expect(plain.options).toEqual([]);
    expect(plain.variants).toEqual([]);
    expect(plain.stock).toEqual({ quantity: 14, reserved: 0, available: 14, lowStockThreshold: 2 });
    await reserve('order-1', [{ productId: product._id, quantity: 2 }]);
    expect(await failureOf(replace(product._id, { options: [SIZES], variants: [{ options: ['S'], quantity: 1 }] }))).toMatchObject({
      kind: 'conflict',
      message: 'Open orders hold units of this product: change whether it has options once they are settled',
    });
    expect(await stores.stockOf(product._id)).toMatchObject({ quantity: 14, reserved: 2, available: 12 });
  });

  it('lists each variant at or below its alert as low stock, fewest first', async () => {
    const { product } = await hoodie();
    await stores.addProduct(1, { name: 'Mouse' });
    const { lowStock } = await new GetCatalogStats(stores).execute();
    expect(lowStock.map((entry) => [entry.name, entry.variantLabel, entry.quantity, entry.lowStockThreshold])).toEqual([
      ['Hoodie', 'L', 0, 1],
      ['Mouse', undefined, 1, 2],
    ]);
    expect(lowStock[0]).toMatchObject({ _id: product._id, variantId: expect.any(String) });
  });

  it('lists a sold-out variant before plain products with fewer units in all', async () => {
    for (let index = 0; index < 10; index += 1) await stores.addProduct(2, { name: `Cable ${index}` });
    await hoodie();
    const { lowStock } = await new GetCatalogStats(stores).execute();
    expect(lowStock).toHaveLength(10);
    expect(lowStock[0]).toMatchObject({ name: 'Hoodie', variantLabel: 'L', quantity: 0 });
  });

  it('gives a variant the product’s original price when it leaves it out and sells for less, none when it says so', async () => {
    const product = await stores.addProduct(0, { name: 'Sale Hoodie', price: 30_000, originalPrice: 40_000 });
    const view = await replace(product._id, {
      options: [SIZES],
      variants: [
        { options: ['S'], quantity: 1 },
        { options: ['M'], price: 45_000, quantity: 1 },
        { options: ['L'], originalPrice: null, quantity: 1 },
      ],
    });
    expect(view.variants.map((variant) => [variant.label, variant.price, variant.originalPrice])).toEqual([
      ['S', 30_000, 40_000],
      ['M', 45_000, undefined],
      ['L', 30_000, undefined],
    ]);
  });

  it('keeps the price and stock its variants give it through an edit of the product form', async () => {
    const { product, medium } = await hoodie();
    const edited = await new PatchProduct(stores).execute({
      actor: ADMIN_ACTOR,
      id: product._id,
      patch: { name: 'Warm Hoodie', description: 'A warm hoodie.', price: 99_000, stock: { quantity: 500, lowStockThreshold: 9 } },
    });
    expect(edited).toMatchObject({ name: 'Warm Hoodie', price: 35_000, stock: { quantity: 14, reserved: 0, available: 14, lowStockThreshold: 2 } });
    expect(edited.variants.find((variant) => variant._id === medium._id)).toMatchObject({ price: 38_000, stock: { quantity: 10 } });
  });

  it('lists at most 10 low variants, one at its alert among them', async () => {
    const sizes = Array.from({ length: 12 }, (_, index) => `EU ${36 + index}`);
    const product = await stores.addProduct(0, { name: 'Sneaker' });
    await replace(product._id, {
      options: [{ name: 'Size', values: sizes }],
      variants: sizes.map((size) => ({ options: [size], quantity: 1, lowStockThreshold: 1 })),
    });
    const { lowStock } = await new GetCatalogStats(stores).execute();
    expect(lowStock).toHaveLength(10);
    expect(lowStock.every((entry) => entry.quantity === 1 && entry.lowStockThreshold === 1)).toBe(true);
  });

  it('come with a product imported with them, as the demo catalogue brings them', async () => {
    const importer = new ImportProducts(stores, newId);
    await importer.execute([
      {
        product: productInput({ name: 'Imported Hoodie', price: 30_000 }),
        creator: ADMIN_ID,
        createdAt: '2025-03-01T08:00:00.000Z',
        variants: { options: [SIZES], variants: [{ options: ['S'], quantity: 2 }, { options: ['M'], price: 32_000, quantity: 0 }] },
      },
    ]);
    const [imported] = await stores.products.find({}, { by: 'createdAt', direction: 'desc' }, { skip: 0, limit: 1 });
    expect(imported!.variants!.map((variant) => [variant.options, variant.price, variant.stock.quantity])).toEqual([
      [['S'], 30_000, 2],
      [['M'], 32_000, 0],
    ]);
    expect(imported!.stock).toMatchObject({ quantity: 2, available: 2 });
  });

  it('answers not found for an unknown product and names every refused field', async () => {
    expect(await failureOf(replace(newId(), { options: [], variants: [] }))).toMatchObject({ kind: 'not_found', message: 'Product not found' });
    const product = await stores.addProduct(3);
    expect(
      await failureOf(
        replace(product._id, {
          options: [SIZES],
          variants: [
            { options: ['S'], quantity: -1 },
            { options: ['XS'], quantity: 1 },
            { options: ['M'], quantity: 1, price: 12.5 },
          ],
        }),
      ),
    ).toMatchObject({
      kind: 'invalid',
      errors: [
        { path: 'variants.0.quantity', message: 'Stock quantity must be a whole number of 0 or more' },
        { path: 'variants.1.options', message: 'Give one value of each option, as the options list them' },
        { path: 'variants.2.price', message: 'Price must be a whole number of RWF of 0 or more' },
      ],
    });
    expect(await stores.stockOf(product._id)).toMatchObject({ quantity: 3 });
  });
});
