import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@shop/domain';
import { readStores, type ReadStores } from '../../testing/catalog-read-fixtures';
import { userId } from '../../testing/catalog-test-kit';
import { GetMyReview } from './get-my-review.use-case';

let stores: ReadStores;
let myReview: GetMyReview;
beforeEach(async () => {
  stores = await readStores();
  myReview = new GetMyReview(stores);
});
afterEach(() => stores.close());

const refusal = async (input: { productId: string; userId: string }) => (await myReview.execute(input).catch((e: unknown) => e)) as AppError;

describe("a shopper's own review of a product", () => {
  it('is theirs alone, with its verified-purchase mark; a review stored before the mark existed reads as not verified', async () => {
    const mouse = await stores.addProduct({ name: 'Mouse' });
    const old = await stores.addReview(mouse._id, 1, { comment: 'clicks' });
    await stores.addReview(mouse._id, 2, { comment: 'scrolls', verifiedPurchase: true });
    expect(await myReview.execute({ productId: mouse._id.toUpperCase(), userId: userId(1).toUpperCase() })).toMatchObject({
      _id: old._id,
      comment: 'clicks',
      user: { _id: userId(1) },
      verifiedPurchase: false,
    });
    expect(await myReview.execute({ productId: mouse._id, userId: userId(2) })).toMatchObject({ comment: 'scrolls', verifiedPurchase: true });
  });

  it('is null for a shopper who has not reviewed the product, even when others have', async () => {
    const mouse = await stores.addProduct({ name: 'Mouse' });
    const headset = await stores.addProduct({ name: 'Headset' });
    await stores.addReview(mouse._id, 1);
    expect(await myReview.execute({ productId: mouse._id, userId: userId(3) })).toBeNull();
    expect(await myReview.execute({ productId: headset._id, userId: userId(1) })).toBeNull();
  });

  it('is not found for a product that is unknown, inactive or not an id', async () => {
    const hidden = await stores.addProduct({ name: 'Hidden', status: 'inactive' });
    await stores.addReview(hidden._id, 1);
    for (const productId of [hidden._id, 'bbbbbbbbbbbbbbbbbbbbbbbb', 'nope']) {
      const error = await refusal({ productId, userId: userId(1) });
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ kind: 'not_found', message: 'Product not found' });
    }
  });

  it('is refused for an author that is no user id', async () => {
    const mouse = await stores.addProduct({ name: 'Mouse' });
    expect(await refusal({ productId: mouse._id, userId: 'someone' })).toMatchObject({
      kind: 'invalid',
      message: 'Invalid user id',
      errors: [{ path: 'userId', message: 'Invalid user id' }],
    });
  });
});
