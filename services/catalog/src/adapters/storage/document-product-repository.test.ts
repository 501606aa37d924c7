import { createLogger, InProcessEventBus, MemoryCache, SqliteDocumentStore } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { createCatalogService } from '../../app';
import type { DetailsChange } from '../../core/ports/product-repository.port';
import type { ProductRecord } from '../../core/product/product';
import { ADMIN_ID, productInput, TestAccounts } from '../../testing/catalog-test-kit';
import { productRecordOf } from '../../testing/catalog-read-fixtures';
import { writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { PRODUCTS_COLLECTION } from './document-product-repository';

describe('low stock on products stored before the headroom was kept', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  const start = async (documents: SqliteDocumentStore) => {
    const bus = new InProcessEventBus();
    const service = await createCatalogService({
      documents,
      cache: new MemoryCache(),
      events: bus,
      identity: new TestAccounts(),
      logger: createLogger({ service: 'test', level: 'silent' }),
    });
    closers.push(() => service.stop(), () => bus.close());
    return service;
  };

  it('fills it in at start, so they are listed', async () => {
    const documents = new SqliteDocumentStore({});
    closers.push(() => documents.close());
    const first = await start(documents);
    const low = await first.api.createProduct({ product: productInput({ name: 'Old Low Hub', stock: { quantity: 2, lowStockThreshold: 5 } }), creator: ADMIN_ID });
    await first.api.createProduct({ product: productInput({ name: 'Old Full Hub', stock: { quantity: 20, lowStockThreshold: 5 } }), creator: ADMIN_ID });
    await documents.collection(PRODUCTS_COLLECTION).updateMany({}, { $unset: { 'stock.headroom': true } });
    expect((await first.api.catalogStats()).lowStock).toEqual([]);

    const restarted = await start(documents);
    expect((await restarted.api.catalogStats()).lowStock.map((p) => [p._id, p.quantity])).toEqual([[low._id, 2]]);
  });
});

describe('replaceDetails against the units orders hold', () => {
  const NOW = '2025-03-01T09:00:00.000Z';
  let stores: WriteStores;
  afterEach(() => stores.close());

  /** The change an admin's edit of the product as read would write, setting the quantity `to`. */
  const setting = (product: ProductRecord, to: number, name = product.name): DetailsChange => {
    const { _id, stock, detailsVersion, fiscal, rating: _r, views: _v, purchases: _p, wishlistCount: _w, createdAt: _c, updatedAt: _u, creator: _a, currency: _m, isActive: _i, ...details } =
      product;
    return {
      expectedQuantity: stock.quantity,
      expectedThreshold: stock.lowStockThreshold,
      expectedDetailsVersion: detailsVersion ?? null,
      quantity: to,
      lowStockThreshold: stock.lowStockThreshold,
      details: { ...details, name },
      fiscal: fiscal ?? { itemCode: 'RW2NTU0000001', taxType: 'B' },
      updatedAt: NOW,
    };
  };

  it('applies a new quantity only while it holds every unit reserved as it applies, in the same update', async () => {
    stores = await writeStores();
    const product = await stores.addProduct(3);
    expect(await stores.products.reserve({ productId: product._id }, 2, NOW)).toBe(true);
    expect(await stores.products.replaceDetails(product._id, setting(product, 1))).toBeNull();
    expect(await stores.stockOf(product._id)).toEqual({ quantity: 3, reserved: 2, available: 1, purchases: 0 });
    expect((await stores.products.replaceDetails(product._id, setting(product, 2)))?.stock).toMatchObject({ quantity: 2, reserved: 2, available: 0 });
  });

  it('leaves an unchanged quantity alone, even where orders hold more (data from before the rule)', async () => {
    stores = await writeStores();
    const oversold = await stores.products.insert({ ...productRecordOf(), stock: { quantity: 0, reserved: 2, available: -2, lowStockThreshold: 2 } });
    expect(await stores.products.replaceDetails(oversold!._id, setting(oversold!, 0, 'Renamed'))).toMatchObject({
      name: 'Renamed',
      stock: { quantity: 0, reserved: 2, available: -2 },
    });
  });
});

describe('item codes of products stored before they were kept', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  const start = async (documents: SqliteDocumentStore) => {
    const bus = new InProcessEventBus();
    const service = await createCatalogService({
      documents,
      cache: new MemoryCache(),
      events: bus,
      identity: new TestAccounts(),
      logger: createLogger({ service: 'test', level: 'silent' }),
    });
    closers.push(() => service.stop(), () => bus.close());
    return service;
  };

  it('are given at start, in the order the products were created, and kept over restarts', async () => {
    const documents = new SqliteDocumentStore({});
    closers.push(() => documents.close());
    const first = await start(documents);
    const older = await first.api.createProduct({ product: productInput({ name: 'Older Hub' }), creator: ADMIN_ID });
    const newer = await first.api.createProduct({ product: productInput({ name: 'Newer Hub' }), creator: ADMIN_ID });
    const products = documents.collection(PRODUCTS_COLLECTION);
    await products.updateMany({}, { $unset: { fiscal: true } });
    await products.updateOne({ _id: older._id }, { $set: { createdAt: '2024-01-01T00:00:00.000Z' } });
    await products.updateOne({ _id: newer._id }, { $set: { createdAt: '2023-01-01T00:00:00.000Z' } });

    const restarted = await start(documents);
    const coded = async () => (await restarted.api.getProducts([older._id, newer._id])).map((p) => p.fiscal);
    // The counter went on from the codes given before: numbers are never reused.
    expect(await coded()).toEqual([
      { itemCode: 'RW2NTU0000004', taxType: 'B' },
      { itemCode: 'RW2NTU0000003', taxType: 'B' },
    ]);
    await start(documents);
    expect(await coded()).toEqual([
      { itemCode: 'RW2NTU0000004', taxType: 'B' },
      { itemCode: 'RW2NTU0000003', taxType: 'B' },
    ]);
  });

  it('are unique in the store: a second product with a product’s code is not stored', async () => {
    const stores = await writeStores();
    closers.push(() => stores.close());
    const fiscal = { itemCode: 'RW2NTU0000001', taxType: 'B' } as const;
    expect(await stores.products.insert({ ...productRecordOf({ name: 'One' }), fiscal })).not.toBeNull();
    expect(await stores.products.insert({ ...productRecordOf({ name: 'Two' }), fiscal })).toBeNull();
    // Any number of products stored before codes were kept lack one.
    expect(await stores.products.insert(productRecordOf({ name: 'Three' }))).not.toBeNull();
    expect(await stores.products.insert(productRecordOf({ name: 'Four' }))).not.toBeNull();
    expect((await stores.products.withoutFiscal(10)).map((p) => p.name)).toEqual(['Three', 'Four']);
  });
});

describe('product stamps', () => {
  let stores: WriteStores;
  afterEach(() => stores.close());

  it('read the id and the last change alone, in id order after the id given', async () => {
    stores = await writeStores();
    const added: ProductRecord[] = [];
    for (let i = 0; i < 4; i += 1) added.push(await stores.addProduct(5, { name: `Stamped ${i}`, createdAt: `2025-03-0${i + 1}T08:00:00.000Z` }));
    await stores.addProduct(5, { name: 'Hidden', status: 'inactive' });
    const ids = added.map((p) => p._id).sort();
    const stampOf = (id: string) => ({ _id: id, updatedAt: added.find((p) => p._id === id)!.updatedAt });

    expect(await stores.products.stamps({ status: 'active' }, { limit: 10 })).toEqual(ids.map(stampOf));
    expect(await stores.products.stamps({ status: 'active' }, { after: ids[1], limit: 1 })).toEqual([stampOf(ids[2]!)]);
    expect(await stores.products.stamps({}, { limit: 10 })).toHaveLength(5);
  });
});
