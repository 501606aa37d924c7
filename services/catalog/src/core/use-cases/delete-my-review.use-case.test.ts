import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductView } from '../../api/catalog-api';
import { ADMIN_ID, productInput, reviewer, startTestCatalog, type TestCatalog } from '../../testing/catalog-test-kit';
import { failureOf, storeWith, writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import type { ReviewRepository } from '../ports/review-repository.port';
import { DeleteMyReview } from './delete-my-review.use-case';

const NOT_FOUND = { kind: 'not_found', message: 'Review not found' };

describe('a shopper deleting their own review', () => {
  let catalog: TestCatalog;
  let product: ProductView;
  beforeEach(async () => {
    catalog = await startTestCatalog();
    product = await catalog.api.createProduct({ product: productInput(), creator: ADMIN_ID });
  });
  afterEach(() => catalog.stop());

  const review = (n: number, rating: number) => catalog.api.submitReview({ productId: product._id, userId: reviewer(n).id, rating, comment: `Review ${n}` });
  const deleteMine = (n: number, productId = product._id) => catalog.api.deleteMyReview({ productId, userId: reviewer(n).id });

  it('removes theirs only, and the product’s rating follows at once', async () => {
    await review(1, 5);
    await review(2, 3);
    expect((await catalog.api.getProduct(product._id)).rating).toEqual({ average: 4, count: 2 });
    await deleteMine(1, product._id.toUpperCase());
    expect((await catalog.api.getProduct(product._id)).rating).toEqual({ average: 3, count: 1 });
    expect((await catalog.api.listReviews(product._id)).reviews.map((r) => r.user._id)).toEqual([reviewer(2).id]);
    expect(await catalog.api.myReview({ productId: product._id, userId: reviewer(1).id })).toBeNull();
  });

  it('answers "not found" when they have no review of the product, touching nobody else’s', async () => {
    await review(2, 3);
    expect(await failureOf(deleteMine(1))).toMatchObject(NOT_FOUND);
    expect(await failureOf(deleteMine(2, 'bbbbbbbbbbbbbbbbbbbbbbbb'))).toMatchObject(NOT_FOUND);
    expect(await failureOf(deleteMine(2, 'nope'))).toMatchObject(NOT_FOUND);
    expect((await catalog.api.getProduct(product._id)).rating).toEqual({ average: 3, count: 1 });
  });

  it('lets them review the product again afterwards, as a new review', async () => {
    await review(1, 2);
    await deleteMine(1);
    expect(await failureOf(deleteMine(1))).toMatchObject(NOT_FOUND);
    expect((await review(1, 4)).created).toBe(true);
    expect((await catalog.api.getProduct(product._id)).rating).toEqual({ average: 4, count: 1 });
  });

  it('is refused for an author that is no user id', async () => {
    expect(await failureOf(catalog.api.deleteMyReview({ productId: product._id, userId: 'someone' }))).toMatchObject({
      kind: 'invalid',
      message: 'Invalid user id',
    });
  });
});

describe('a shopper deleting their own review against racing writers', () => {
  let stores: WriteStores;
  beforeEach(async () => {
    stores = await writeStores();
  });
  afterEach(() => stores.close());

  it('gives up after 20 tries while the review keeps changing, leaving it in place', async () => {
    const product = await stores.addProduct(1);
    const userId = reviewer(1).id;
    const stored = await stores.reviews.insert({
      productId: product._id,
      userId,
      user: { firstName: 'A', lastName: 'B', username: 'ab', avatar: '' },
      rating: 4,
      comment: 'Good',
      helpful: [],
      searchPrefixes: [],
      createdAt: '2025-03-01T08:00:00.000Z',
      updatedAt: '2025-03-01T08:00:00.000Z',
    });
    let reads = 0;
    const changed: Partial<ReviewRepository> = {
      findByAuthor: async (productId, author) => {
        reads += 1;
        return stores.reviews.findByAuthor(productId, author);
      },
      deleteIf: async () => false,
    };
    const busy = new DeleteMyReview({ ...stores, reviews: storeWith(stores.reviews, changed) });
    expect(await failureOf(busy.execute({ productId: product._id, userId }))).toMatchObject({
      kind: 'conflict',
      message: 'The product is being updated by someone else; please try again',
    });
    expect(reads).toBe(20);
    expect(await stores.reviews.findById(stored!._id)).not.toBeNull();
    expect(stores.reads.invalidations).toBe(0);
  });
});
