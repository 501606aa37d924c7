import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '@shop/platform';
import { MongoDocumentStore } from '@shop/platform/mongo';
import { catalogApiContract } from './testing/contract/catalog-api.contract';
import { PRODUCTS_COLLECTION } from './adapters/storage/document-product-repository';
import { productFilter, productSort } from './adapters/storage/product-filter';
import type { ProductCriteria, ProductOrder } from './core/ports/product-repository.port';
import { searchTermsOf } from './core/search/search-words';
import { ADMIN_ID, productInput, startTestCatalog } from './testing/catalog-test-kit';

// Needs a MongoDB: set MONGO_URL. Without it the suites are reported skipped, by name.
const url = process.env.MONGO_URL ?? '';
const skip = url ? undefined : 'no MONGO_URL';

async function catalogOnMongo() {
  const dbName = `catalog_contract_${newId()}`;
  const documents = new MongoDocumentStore({ url, dbName });
  const catalog = await startTestCatalog({ documents });
  const dropAndStop = async () => {
    await documents.dropDatabase();
    await catalog.stop();
  };
  return { catalog, dbName, dropAndStop };
}

catalogApiContract(
  'in-process on MongoDB',
  async () => {
    const { catalog, dropAndStop } = await catalogOnMongo();
    return { api: catalog.api, adminActions: catalog.adminActions, close: dropAndStop };
  },
  { skip },
);

/** Every stage name of a winning plan, nested ones included. */
function stagesOf(plan: unknown): string[] {
  if (!plan || typeof plan !== 'object') return [];
  const node = plan as { stage?: string; inputStage?: unknown; inputStages?: unknown[]; queryPlan?: unknown };
  return [
    ...(node.stage ? [node.stage] : []),
    ...stagesOf(node.inputStage),
    ...stagesOf(node.queryPlan),
    ...(node.inputStages ?? []).flatMap(stagesOf),
  ];
}

(skip ? describe.skip : describe)(`catalog query plans on MongoDB${skip ? ` (skipped: ${skip})` : ''}`, () => {
  let opened: Awaited<ReturnType<typeof catalogOnMongo>> | undefined;
  afterAll(() => opened?.dropAndStop());

  it('serves every listing and search shape from an index', async () => {
    opened = await catalogOnMongo();
    for (let i = 0; i < 30; i += 1) {
      const product = productInput({ name: `Logitech Item ${i}`, category: i % 2 ? 'mice' : 'keyboards', price: 1000 * i });
      await opened.catalog.api.createProduct({ product, creator: ADMIN_ID });
    }
    const { MongoClient } = await import('mongodb');
    const client = new MongoClient(url);
    try {
      const products = client.db(opened.dbName).collection(PRODUCTS_COLLECTION);
      const newest: ProductOrder = { by: 'createdAt', direction: 'desc' };
      const shapes: Array<[ProductCriteria, ProductOrder]> = [
        [{ status: 'active' }, newest],
        [{ status: 'active' }, { by: 'price', direction: 'asc' }],
        [{ status: 'active' }, { by: 'name', direction: 'asc' }],
        [{ status: 'active' }, { by: 'rating', direction: 'desc' }],
        [{ status: 'active' }, { by: 'popularity', direction: 'desc' }],
        [{ status: 'active', featured: true }, newest],
        [{ status: 'active', category: 'mice', minPrice: 1000, inStock: true }, newest],
        [{ status: 'active', brandKey: 'logitech' }, newest],
        [{ status: 'active', search: searchTermsOf('logitech mice'), nameMatch: 'name' }, newest],
        [{ search: searchTermsOf('keyboard') }, newest],
      ];
      for (const [criteria, order] of shapes) {
        const explained = await products.find(productFilter(criteria)).sort(productSort(order)).limit(20).explain();
        const stages = stagesOf((explained as { queryPlanner?: { winningPlan?: unknown } }).queryPlanner?.winningPlan);
        expect(stages, JSON.stringify(criteria)).toContain('IXSCAN');
        expect(stages, JSON.stringify(criteria)).not.toContain('COLLSCAN');
      }
    } finally {
      await client.close();
    }
  });
});
