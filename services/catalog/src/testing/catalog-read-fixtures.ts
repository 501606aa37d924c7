// Test support for the shopper and admin reads: the stores on the embedded document store,
// a read cache, and stored products and reviews built from a few fields.
import { DocumentSearchableProducts } from '../adapters/storage/document-searchable-products';
import { SearchLexicon } from '../core/search/search-lexicon';
import { DEFAULT_SEARCH_SYNONYMS } from '../core/search/search-synonyms';
import { MemoryCache, SqliteDocumentStore } from '@shop/platform';
import { DocumentItemCodeSequence } from '../adapters/storage/document-item-code-sequence';
import { DocumentProductRepository } from '../adapters/storage/document-product-repository';
import { DocumentReviewRepository } from '../adapters/storage/document-review-repository';
import { CatalogReadCache } from '../core/cache/read-cache';
import { keysOf, type ProductDetails, type ProductRecord } from '../core/product/product';
import { slugBase, slugCandidate } from '../core/product/slug';
import { reviewSearchPrefixes, type ReviewAuthor, type ReviewRecord } from '../core/review/review';

export type ProductFields = Partial<ProductDetails> & Partial<Pick<ProductRecord, 'createdAt' | 'rating' | 'views' | 'purchases' | 'fiscal'>>;
export type ReviewFields = Partial<Omit<ReviewRecord, '_id' | 'searchPrefixes'>>;

/** A stored product: an active keyboard unless the fields say otherwise; without EBM fields unless given (as stored before they were kept). */
export function productRecordOf(fields: ProductFields = {}): Omit<ProductRecord, '_id'> {
  const details: ProductDetails = {
    name: 'Keychron K2',
    brand: 'Keychron',
    category: 'keyboards',
    price: 95_000,
    images: { primary: '/images/k2.svg', gallery: [] },
    isFeatured: false,
    status: 'active',
    shortDescription: '',
    description: '',
    features: [],
    tags: [],
    ...fields,
  };
  const createdAt = fields.createdAt ?? '2025-03-01T08:00:00.000Z';
  return {
    ...details,
    ...keysOf(details),
    slug: slugBase(details.name),
    isActive: details.status === 'active',
    currency: 'RWF',
    creator: 'aaaaaaaaaaaaaaaaaaaaaaaa',
    stock: { quantity: 10, reserved: 0, available: 10, lowStockThreshold: 2 },
    rating: fields.rating ?? { average: 0, count: 0, sum: 0 },
    views: fields.views ?? 0,
    purchases: fields.purchases ?? 0,
    wishlistCount: 0,
    createdAt,
    updatedAt: createdAt,
  };
}

export const authorOfNumber = (n: number, email?: string): ReviewAuthor => ({
  firstName: `First${n}`,
  lastName: `Last${n}`,
  username: `user${n}`,
  avatar: '',
  ...(email ? { email } : {}),
});

/** The catalog's stores on an embedded document store, with a fresh read cache. */
export async function readStores() {
  const documents = new SqliteDocumentStore({});
  const products = new DocumentProductRepository(documents);
  const reviews = new DocumentReviewRepository(documents);
  const itemCodes = new DocumentItemCodeSequence(documents);
  await products.ensureIndexes();
  await reviews.ensureIndexes();
  await itemCodes.ensureIndexes();
  const cache = new MemoryCache();
  const reads = new CatalogReadCache(cache);
  // Searches read with the words of the products stored here and the shop's default synonyms.
  const lexicon = new SearchLexicon(new DocumentSearchableProducts(documents));
  lexicon.useSynonyms(DEFAULT_SEARCH_SYNONYMS);
  let clock = Date.parse('2025-03-01T08:00:00Z');
  const nextTime = () => new Date((clock += 1000)).toISOString();
  return {
    products,
    itemCodes,
    reviews,
    reads,
    lexicon,
    /** Stores a product, each one newer than the one before unless the fields give a time. */
    addProduct: async (fields: ProductFields = {}): Promise<ProductRecord> => {
      const record = productRecordOf({ createdAt: nextTime(), ...fields });
      // Products of the same name take the next free slug, as the admin form does.
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const stored = await products.insert({ ...record, slug: slugCandidate(record.slug, attempt) });
        if (stored) await lexicon.learn([stored._id]);
        if (stored) return stored;
      }
      throw new Error('the product could not be stored');
    },
    /** Stores a review, each one newer than the one before. */
    addReview: async (productId: string, userNumber: number, fields: ReviewFields = {}): Promise<ReviewRecord> => {
      const user = fields.user ?? authorOfNumber(userNumber);
      const comment = fields.comment ?? 'Does the job';
      const at = nextTime();
      const stored = await reviews.insert({
        productId,
        userId: `${'0'.repeat(23)}${userNumber}`.slice(-24),
        rating: 4,
        helpful: [],
        createdAt: at,
        updatedAt: at,
        ...fields,
        user,
        comment,
        searchPrefixes: reviewSearchPrefixes(comment, user),
      });
      if (!stored) throw new Error('the review could not be stored');
      return stored;
    },
    close: async () => {
      await cache.close();
      await documents.close();
    },
  };
}

export type ReadStores = Awaited<ReturnType<typeof readStores>>;

/** Products for the home page's lists: featured or not, hidden or not, rated differently, added in this order. */
export async function homePageProducts(stores: ReadStores): Promise<void> {
  await stores.addProduct({ name: 'Old star', isFeatured: true, rating: { average: 5, count: 2, sum: 10 } });
  await stores.addProduct({ name: 'Plain', rating: { average: 4.5, count: 2, sum: 9 } });
  await stores.addProduct({ name: 'Hidden', isFeatured: true, status: 'inactive', rating: { average: 5, count: 9, sum: 45 } });
  await stores.addProduct({ name: 'Middle', isFeatured: true, rating: { average: 3, count: 1, sum: 3 } });
  await stores.addProduct({ name: 'New', isFeatured: true, rating: { average: 4, count: 1, sum: 4 } });
}
