import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, storeWith, writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import type { ReviewRepository } from '../ports/review-repository.port';
import { DeleteReview } from './delete-review.use-case';
import { ADMIN_ACTOR } from '../../testing/catalog-test-kit';

let stores: WriteStores;
beforeEach(async () => {
  stores = await writeStores();
});
afterEach(() => stores.close());

const deleteReview = (changed: Partial<ReviewRepository> = {}) => new DeleteReview({ ...stores, reviews: storeWith(stores.reviews, changed) });
const NOT_FOUND = { kind: 'not_found', message: 'Review not found' };
const SOME_ID = 'cccccccccccccccccccccccc';

async function reviewedProduct() {
  const product = await stores.addProduct(1);
  const review = await stores.reviews.insert({
    productId: product._id,
    userId: '000000000000000000000001',
    user: { firstName: 'A', lastName: 'B', username: 'ab', avatar: '' },
    rating: 4,
    comment: 'Good',
    helpful: [],
    searchPrefixes: [],
    createdAt: '2025-03-01T08:00:00.000Z',
    updatedAt: '2025-03-01T08:00:00.000Z',
  });
  return { product, review: review! };
}

describe('an admin deleting a review', () => {
  it('answers "not found" when either id is missing', async () => {
    expect(await failureOf(deleteReview().execute({ productId: undefined as unknown as string, reviewId: SOME_ID, actor: ADMIN_ACTOR }))).toMatchObject(NOT_FOUND);
    expect(await failureOf(deleteReview().execute({ productId: SOME_ID, reviewId: undefined as unknown as string, actor: ADMIN_ACTOR }))).toMatchObject(NOT_FOUND);
  });

  it('deletes the review and tells shoppers the rating order may have changed', async () => {
    const { product, review } = await reviewedProduct();
    await deleteReview().execute({ productId: product._id, reviewId: review._id, actor: ADMIN_ACTOR });
    expect(await stores.reviews.findById(review._id)).toBeNull();
    expect(stores.reads.changes).toEqual([{ productIds: [product._id], listings: true }]);
  });

  it('gives up after 20 tries while the review keeps changing', async () => {
    const { product, review } = await reviewedProduct();
    let reads = 0;
    const busy = deleteReview({
      findById: async (id) => {
        reads += 1;
        return stores.reviews.findById(id);
      },
      deleteIf: async () => false,
    });
    expect(await failureOf(busy.execute({ productId: product._id, reviewId: review._id, actor: ADMIN_ACTOR }))).toMatchObject({
      kind: 'conflict',
      message: 'The product is being updated by someone else; please try again',
    });
    expect(reads).toBe(20);
    expect(await stores.reviews.findById(review._id)).not.toBeNull();
  });
});
