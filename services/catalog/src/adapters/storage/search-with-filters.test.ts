import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListQuery, ProductSortKey, SortOrder } from '../../api/catalog-api';
import type { ProductRecord } from '../../core/product/product';
import { ADMIN_ID, productInput, reviewer, startTestCatalog, type TestCatalog } from '../../testing/catalog-test-kit';
import { PRODUCTS_COLLECTION } from './document-product-repository';

// Enough products that a common word matches hundreds (a page is then read by walking a sort
// index) and a rare one a few (read and sorted): each answer is checked against the stored records.
const PRODUCTS = 720;
const DAY_MS = 86_400_000;

let catalog: TestCatalog;
let records: ProductRecord[];

beforeAll(async () => {
  catalog = await startTestCatalog();
  const kinds = [
    { name: 'Wireless Keyboard', category: 'keyboards', brand: 'Logitech' },
    { name: 'Wireless Mouse', category: 'mice', brand: 'Logitech' },
    { name: 'Mechanical Keyboard', category: 'keyboards', brand: 'Keychron' },
    { name: 'USB Hub', category: 'accessories', brand: 'Anker' },
    { name: 'Gaming Monitor', category: 'monitors', brand: 'Dell' },
  ];
  const now = Date.parse('2025-06-01T00:00:00Z');
  await catalog.importProducts(
    Array.from({ length: PRODUCTS }, (_, i) => {
      const kind = kinds[i % kinds.length]!;
      return {
        creator: ADMIN_ID,
        createdAt: new Date(now - ((i * 7919) % 700) * DAY_MS).toISOString(),
        views: (i * 31) % 500,
        purchases: (i * 17) % 40,
        product: productInput({
          ...kind,
          name: `${kind.name} ${i % 97 === 0 ? 'Rare ' : ''}${(i * 389) % 1000}`,
          shortDescription: i % 3 === 0 ? 'Wireless and quiet' : 'Quiet',
          features: [],
          tags: [],
          price: 1000 + ((i * 2654435761) % 400) * 500,
          isFeatured: i % 13 === 0,
          status: i % 17 === 0 ? 'inactive' : 'active',
          stock: { quantity: i % 11 === 0 ? 0 : 5 + (i % 50), lowStockThreshold: 5 },
        }),
        reviews: i % 4 === 0 ? [] : [{ user: reviewer(i % 9), rating: 1 + (i % 5), comment: 'Fine', createdAt: new Date(now).toISOString() }],
      };
    }),
  );
  records = await catalog.documents.collection<ProductRecord>(PRODUCTS_COLLECTION).find({});
});
afterAll(() => catalog.stop());

type Order = Array<[string, 1 | -1]>;
/** Each shopper sort as the listing asks it, and the record fields it orders by. */
const SORTS: Array<[ProductSortKey, SortOrder, Order]> = [
  ['price', 'asc', [['price', 1]]],
  ['price', 'desc', [['price', -1]]],
  ['name', 'asc', [['nameKey', 1]]],
  ['rating', 'desc', [['rating.average', -1], ['rating.count', -1]]],
  ['popularity', 'desc', [['purchases', -1], ['views', -1]]],
  ['createdAt', 'desc', [['createdAt', -1]]],
];

const valueOf = (record: ProductRecord, path: string) => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], record);
const compare = (order: Order) => (a: ProductRecord, b: ProductRecord) => {
  for (const [path, direction] of order) {
    const [x, y] = [valueOf(a, path) as string | number, valueOf(b, path) as string | number];
    if (x !== y) return (x < y ? -1 : 1) * direction;
  }
  return a._id < b._id ? -1 : 1;
};

/** The ids a shopper search should list: its words in the product's (or, first, the name's) prefixes, then the filter. */
function expected(word: string, keep: (record: ProductRecord) => boolean, order?: Order): string[] {
  const matching = records.filter((record) => record.status === 'active' && record.searchPrefixes.includes(word) && keep(record));
  if (order) return matching.sort(compare(order)).map((record) => record._id);
  const newest = compare([['createdAt', -1]]);
  const byName = matching.filter((record) => record.namePrefixes.includes(word)).sort(newest);
  return [...byName, ...matching.filter((record) => !record.namePrefixes.includes(word)).sort(newest)].map((record) => record._id);
}

const FILTERS: Array<[string, Partial<ProductListQuery>, (record: ProductRecord) => boolean]> = [
  ['category', { category: 'keyboards' }, (r) => r.category === 'keyboards'],
  ['brand', { brand: 'LOGITECH' }, (r) => r.brandKey === 'logitech'],
  ['price range', { minPrice: 40_000, maxPrice: 120_000 }, (r) => r.price >= 40_000 && r.price <= 120_000],
  ['minimum price', { minPrice: 150_000.5 }, (r) => r.price >= 150_001],
  ['featured', { featured: true }, (r) => r.isFeatured],
  ['in stock', { inStock: true }, (r) => r.stock.available > 0],
  ['out of stock', { inStock: false }, (r) => r.stock.available <= 0],
];

describe('a search combined with a filter and a sort, at a few hundred matches and at a few', () => {
  // 'keyboards' is also read as 'keyboard'; 'rare' matches a handful.
  for (const [word, typed] of [['wireless', 'wireless'], ['keyboard', 'keyboards'], ['rare', 'rare']] as const) {
    for (const [title, filter, keep] of FILTERS) {
      it(`lists '${typed}' with ${title} in every order, page after page`, async () => {
        for (const [sortBy, sortOrder, order] of [[undefined, undefined, undefined], ...SORTS] as const) {
          const ids = expected(word, keep, order);
          for (const page of [1, 3]) {
            const result = await catalog.api.searchProducts({ search: typed, ...filter, sortBy, sortOrder, page, limit: 20 });
            expect(result.products.map((product) => product._id), `${sortBy ?? 'relevance'} ${sortOrder ?? ''} page ${page}`).toEqual(ids.slice((page - 1) * 20, page * 20));
            expect(result.pagination.total).toBe(ids.length);
          }
        }
      });
    }
  }

  it('has hundreds of matches for a common word and a few for a rare one', () => {
    expect(expected('wireless', () => true).length).toBeGreaterThan(300);
    expect(expected('rare', () => true).length).toBeLessThan(20);
  });
});
