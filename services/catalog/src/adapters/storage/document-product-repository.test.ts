import { createLogger, InProcessEventBus, MemoryCache, SqliteDocumentStore } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { createCatalogService } from '../../app';
import { ADMIN_ID, productInput, TestAccounts } from '../../testing/catalog-test-kit';
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
