import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@shop/domain';
import type { AdminReviewQuery } from '../../api/catalog-api';
import { authorOfNumber, readStores, type ReadStores } from '../../testing/catalog-read-fixtures';
import { AdminListReviews } from './admin-list-reviews.use-case';

let stores: ReadStores;
let list: (query: AdminReviewQuery) => ReturnType<AdminListReviews['execute']>;
beforeEach(async () => {
  stores = await readStores();
  const useCase = new AdminListReviews(stores);
  list = (query) => useCase.execute(query);
});
afterEach(() => stores.close());

const comments = async (query: AdminReviewQuery) => (await list(query)).reviews.map((r) => r.comment);

const refusal = async (query: Record<string, unknown>) =>
  (await list(query as AdminReviewQuery).catch((error: unknown) => error)) as AppError;

describe('the admin review list', () => {
  it('shows every review newest first with its author e-mail and its product', async () => {
    const mouse = await stores.addProduct({ name: 'Razer Mouse', images: { primary: '/m.svg', gallery: [] } });
    const older = await stores.addReview(mouse._id, 1, { comment: 'Older', user: authorOfNumber(1, 'one@example.rw'), helpful: ['x'] });
    await stores.addReview(mouse._id, 2, { comment: 'Newer' });
    const page = await list({});
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    expect(page.reviews.map((r) => r.comment)).toEqual(['Newer', 'Older']);
    expect(page.reviews[1]).toStrictEqual({
      _id: older._id,
      productId: mouse._id,
      user: { _id: older.userId, firstName: 'First1', lastName: 'Last1', username: 'user1', avatar: '', email: 'one@example.rw' },
      rating: 4,
      comment: 'Older',
      helpful: ['x'],
      verifiedPurchase: false,
      createdAt: older.createdAt,
      updatedAt: older.updatedAt,
      product: { _id: mouse._id, name: 'Razer Mouse', images: { primary: '/m.svg' } },
    });
    expect(page.reviews[0]?.user).not.toHaveProperty('email');
  });

  it('shows a review of a deleted product with the product id and no name', async () => {
    const gone = 'bbbbbbbbbbbbbbbbbbbbbbbb';
    await stores.addReview(gone, 1);
    const [review] = (await list({})).reviews;
    expect(review?.product).toEqual({ _id: gone, name: '', images: { primary: '' } });
  });

  it('filters by a rating from 1 to 5; a missing or zero rating is no filter', async () => {
    const product = await stores.addProduct();
    await stores.addReview(product._id, 1, { rating: 1, comment: 'one' });
    await stores.addReview(product._id, 2, { rating: 5, comment: 'five' });
    await stores.addReview(product._id, 3, { rating: 3, comment: 'three' });
    expect(await comments({ rating: 1 })).toEqual(['one']);
    expect(await comments({ rating: 5 })).toEqual(['five']);
    expect(await comments({ rating: 0 })).toEqual(['three', 'five', 'one']);
    expect(await comments({ rating: null } as unknown as AdminReviewQuery)).toEqual(['three', 'five', 'one']);
  });

  it('refuses a rating that is not a whole number from 1 to 5', async () => {
    for (const rating of [6, -1, 2.5, '3']) {
      const error = await refusal({ rating });
      expect(error).toBeInstanceOf(AppError);
      expect(error.message).toBe('Rating must be a whole number from 1 to 5');
      expect(error.errors).toEqual([{ path: 'rating', message: 'Rating must be a whole number from 1 to 5' }]);
    }
  });

  it('filters by product, its id in any case; a blank product is no filter', async () => {
    const keyboard = await stores.addProduct({ name: 'Keyboard' });
    const mouse = await stores.addProduct({ name: 'Mouse' });
    await stores.addReview(keyboard._id, 1, { comment: 'keys' });
    await stores.addReview(mouse._id, 1, { comment: 'clicks' });
    expect(await comments({ productId: mouse._id.toUpperCase() })).toEqual(['clicks']);
    expect(await comments({ productId: '' })).toEqual(['clicks', 'keys']);
  });

  it('refuses a product that is not a product id, with every bad field', async () => {
    const error = await refusal({ productId: 'mouse', rating: 9 });
    expect(error.kind).toBe('invalid');
    expect(error.errors).toEqual([
      { path: 'rating', message: 'Rating must be a whole number from 1 to 5' },
      { path: 'product', message: 'Invalid product id' },
    ]);
  });

  it('searches the comments and author names; a blank search is no search', async () => {
    const product = await stores.addProduct();
    await stores.addReview(product._id, 1, { comment: 'Great clicks' });
    await stores.addReview(product._id, 2, { comment: 'Too loud' });
    expect(await comments({ search: 'great' })).toEqual(['Great clicks']);
    expect(await comments({ search: 'user2' })).toEqual(['Too loud']);
    expect(await comments({ search: '  ' })).toEqual(['Too loud', 'Great clicks']);
  });

  it('finds nothing for a search without letters or digits', async () => {
    const product = await stores.addProduct();
    await stores.addReview(product._id, 1);
    expect(await list({ search: '.*', limit: 5 })).toStrictEqual({
      reviews: [],
      pagination: { page: 1, limit: 5, total: 0, totalPages: 0 },
    });
  });
});
