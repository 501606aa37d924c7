import { createCatalogService, type CatalogService } from '@shop/catalog';
import { createLogger, InProcessEventBus, MemoryCache, SqliteDocumentStore } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CatalogApiStock } from './catalog-api-stock';
import { adminAccount } from '../../testing/orders-test-kit';

const ADMIN = 'aaaaaaaaaaaaaaaaaaaaaaaa';
let catalog: CatalogService;
let close: () => Promise<void>;

beforeEach(async () => {
  const documents = new SqliteDocumentStore({});
  const events = new InProcessEventBus();
  const cache = new MemoryCache();
  catalog = await createCatalogService({
    documents,
    cache,
    events,
    identity: { getUser: () => Promise.reject(new Error('no reviews here')) },
    logger: createLogger({ service: 'test', level: 'silent' }),
  });
  close = async () => {
    await catalog.stop();
    await events.close();
    await cache.close();
    await documents.close();
  };
});
afterEach(() => close());

const addProduct = (name: string, fiscal?: { itemCode?: string; taxType?: string }) =>
  catalog.api.createProduct({
    product: {
      name,
      brand: 'Logitech',
      description: 'A mouse.',
      price: 39_000,
      category: 'mice',
      images: { primary: '/images/products/mouse.svg' },
      stock: { quantity: 10 },
      status: 'active',
      ...(fiscal ? { fiscal } : {}),
    },
    creator: ADMIN,
  });

describe('the catalog as orders sees it', () => {
  it('describes a product with the item code and tax type its receipt prints', async () => {
    const assigned = await addProduct('MX Anywhere');
    const given = await addProduct('MX Master', { itemCode: 'CN2NTU0000042', taxType: 'A' });
    const products = await new CatalogApiStock(catalog.api).getProducts([assigned._id, given._id]);
    expect(products.map((product) => [product.name, product.fiscal])).toEqual([
      ['MX Anywhere', { itemCode: 'RW2NTU0000001', taxType: 'B' }],
      ['MX Master', { itemCode: 'CN2NTU0000042', taxType: 'A' }],
    ]);
  });

  it('restocks the refunded lines of a paid order once, however often it is asked', async () => {
    const product = await addProduct('MX Anywhere');
    const stock = new CatalogApiStock(catalog.api);
    await stock.reserve('order-1', [{ productId: product._id, quantity: 4 }]);
    await stock.commit('order-1');
    const refund = [{ productId: product._id, quantity: 2 }];
    await Promise.all([stock.restock('order-1-refund-1', refund), stock.restock('order-1-refund-1', refund)]);
    await stock.restock('order-1-refund-1', refund);
    const [after] = await catalog.api.getProducts([product._id]);
    expect(after).toMatchObject({ stock: { quantity: 8, available: 8 }, purchases: 2 });
    await expect(stock.restock('order-1-refund-1', [{ productId: product._id, quantity: 1 }])).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('describes a product sold in variants with each variant’s id, label and price, and holds and gives back stock by variant', async () => {
    const product = await addProduct('MX Anywhere');
    const body = {
      options: [{ name: 'Colour', values: ['Graphite', 'Rose'] }],
      variants: [
        { options: ['Graphite'], price: 39_000, quantity: 3 },
        { options: ['Rose'], price: 41_000, quantity: 2 },
      ],
    };
    const sold = await catalog.api.replaceVariants({ id: product._id, body, actor: adminAccount });
    const [graphite, rose] = sold.variants;
    const stock = new CatalogApiStock(catalog.api);
    const [seen] = await stock.getProducts([product._id]);
    expect(seen?.variants).toStrictEqual([
      { id: graphite!._id, label: 'Graphite', price: 39_000 },
      { id: rose!._id, label: 'Rose', price: 41_000 },
    ]);
    const [plain] = await stock.getProducts([(await addProduct('MX Master'))._id]);
    expect(plain?.variants).toStrictEqual([]);

    await stock.reserve('order-2', [{ productId: product._id, variantId: rose!._id, quantity: 2 }]);
    await stock.commit('order-2');
    await stock.restock('order-2-refund-1', [{ productId: product._id, variantId: rose!._id, quantity: 1 }]);
    const [after] = await catalog.api.getProducts([product._id]);
    expect(after!.variants.map((variant) => [variant.label, variant.stock.quantity, variant.stock.reserved])).toEqual([
      ['Graphite', 3, 0],
      ['Rose', 1, 0],
    ]);
  });
});
