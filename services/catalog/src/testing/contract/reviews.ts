import { expect, it } from 'vitest';
import { create, failure, MISSING_ID, userId, type ContractContext } from './context';
import { ADMIN_ACTOR } from '../catalog-test-kit';

/**
 * The harness's identity knows every `userId(n)` as First<n> Last<n>, username user<n>, e-mail
 * user<n>@example.rw, and no other user: the catalog names a reviewer from identity, never from the caller.
 */
const author = (n: number) => ({ _id: userId(n), firstName: `First${n}`, lastName: `Last${n}`, username: `user${n}`, avatar: '' });

export function reviewsContract(ctx: ContractContext): void {
  it('keeps one review per user and product, and the rating follows every change', async () => {
    const product = await create(ctx);
    const first = await ctx.api.submitReview({ productId: product._id, userId: userId(1), rating: 5, comment: '  Great  ' });
    expect(first.created).toBe(true);
    expect(first.review).toMatchObject({ productId: product._id, rating: 5, comment: 'Great', helpful: [] });
    expect(first.review.user).toEqual(author(1));
    await ctx.api.submitReview({ productId: product._id, userId: userId(2), rating: 4, comment: 'Good' });
    const again = await ctx.api.submitReview({ productId: product._id, userId: userId(1), rating: 2, comment: 'Broke' });
    expect(again.created).toBe(false);
    expect(again.review._id).toBe(first.review._id);
    expect((await ctx.api.getProduct(product._id)).rating).toEqual({ average: 3, count: 2 });
    const page = await ctx.api.listReviews(product._id, { limit: 1 });
    expect(page.pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
  });

  it('validates the review with the messages of the form', async () => {
    const product = await create(ctx);
    const blank = await failure(ctx.api.submitReview({ productId: product._id, userId: userId(1), rating: 6, comment: '   ' }), 'invalid');
    expect(blank.errors).toEqual([
      { path: 'rating', message: 'Rating must be a whole number from 1 to 5' },
      { path: 'comment', message: 'Please write a comment' },
    ]);
    await failure(ctx.api.submitReview({ productId: product._id, userId: userId(1), rating: 4.5, comment: 'ok' }), 'invalid');
    await failure(ctx.api.submitReview({ productId: MISSING_ID, userId: userId(1), rating: 4, comment: 'ok' }), 'not_found');
    // An account identity does not know cannot be named on a review.
    await failure(ctx.api.submitReview({ productId: product._id, userId: MISSING_ID, rating: 4, comment: 'ok' }), 'not_found');
    expect((await ctx.api.listReviews(product._id)).reviews).toEqual([]);
  });

  it('lets an admin find reviews by text, rating and product, with the e-mail and product, and delete one', async () => {
    const product = await create(ctx, { name: 'Anker Charger', category: 'accessories' });
    const other = await create(ctx, { name: 'Other' });
    const { review } = await ctx.api.submitReview({ productId: product._id, userId: userId(1), rating: 1, comment: 'Écran cassé' });
    await ctx.api.submitReview({ productId: other._id, userId: userId(2), rating: 5, comment: 'Fine' });
    const found = await ctx.api.adminListReviews({ search: 'ecran', rating: 1, productId: product._id });
    expect(found.reviews).toHaveLength(1);
    expect(found.reviews[0]).toMatchObject({
      _id: review._id,
      user: { ...author(1), email: 'user1@example.rw' },
      product: { _id: product._id, name: 'Anker Charger', images: { primary: product.images.primary } },
    });
    expect((await ctx.api.listReviews(product._id)).reviews[0]?.user.email).toBeUndefined();
    await failure(ctx.api.deleteReview({ productId: other._id, reviewId: review._id, actor: ADMIN_ACTOR }), 'not_found');
    await ctx.api.deleteReview({ productId: product._id, reviewId: review._id, actor: ADMIN_ACTOR });
    expect((await ctx.api.getProduct(product._id)).rating).toEqual({ average: 0, count: 0 });
    expect((await ctx.api.adminListReviews({})).pagination.total).toBe(1);
  });

  it("gives a shopper their own review, marked as no verified purchase without an order, and lets them delete it alone", async () => {
    const product = await create(ctx);
    const mine = { productId: product._id, userId: userId(1) };
    expect(await ctx.api.myReview(mine)).toBeNull();
    const { review } = await ctx.api.submitReview({ ...mine, rating: 4, comment: 'Mine' });
    expect(review.verifiedPurchase).toBe(false);
    await ctx.api.submitReview({ productId: product._id, userId: userId(2), rating: 2, comment: 'Theirs' });
    expect(await ctx.api.myReview(mine)).toEqual(review);
    await ctx.api.deleteMyReview(mine);
    expect(await ctx.api.myReview(mine)).toBeNull();
    expect((await ctx.api.getProduct(product._id)).rating).toEqual({ average: 2, count: 1 });
    expect((await failure(ctx.api.deleteMyReview(mine), 'not_found')).message).toBe('Review not found');
    expect((await failure(ctx.api.myReview({ productId: MISSING_ID, userId: userId(1) }), 'not_found')).message).toBe('Product not found');
  });
}
