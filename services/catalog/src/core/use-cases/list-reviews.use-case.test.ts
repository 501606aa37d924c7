import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@shop/domain';
import { readStores, type ReadStores } from '../../testing/catalog-read-fixtures';
import { ListReviews } from './list-reviews.use-case';

let stores: ReadStores;
let listReviews: ListReviews;
beforeEach(async () => {
  stores = await readStores();
  listReviews = new ListReviews(stores);
});
afterEach(() => stores.close());

describe("a product's reviews for shoppers", () => {
  it('are the product’s own, newest first, ten to a page', async () => {
    const mouse = await stores.addProduct({ name: 'Mouse' });
    const headset = await stores.addProduct({ name: 'Headset' });
    await stores.addReview(mouse._id, 1, { comment: 'clicks' });
    await stores.addReview(mouse._id, 2, { comment: 'scrolls' });
    await stores.addReview(headset._id, 1, { comment: 'loud' });
    const page = await listReviews.execute(mouse._id.toUpperCase());
    expect(page.reviews.map((r) => r.comment)).toEqual(['scrolls', 'clicks']);
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 2, totalPages: 1 });
    expect((await listReviews.execute(headset._id)).reviews.map((r) => r.comment)).toEqual(['loud']);
  });

  it('are not found for a product that is unknown, inactive or not an id', async () => {
    const hidden = await stores.addProduct({ name: 'Hidden', status: 'inactive' });
    await stores.addReview(hidden._id, 1);
    for (const id of [hidden._id, 'bbbbbbbbbbbbbbbbbbbbbbbb', 'nope', 42 as unknown as string]) {
      const error = await listReviews.execute(id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ kind: 'not_found', message: 'Product not found' });
    }
  });
});
