import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '@shop/platform';
import type { ProductView } from '../../api/catalog-api';
import { ADMIN_ID, productInput, reviewer, startTestCatalog, type TestCatalog, ADMIN_ACTOR } from '../../testing/catalog-test-kit';
import { failureOf, storeWith, writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { DocumentPurchaseLedger } from '../../adapters/storage/document-purchase-ledger';
import type { ReviewRepository } from '../ports/review-repository.port';
import { SubmitReview } from './submit-review.use-case';

let catalog: TestCatalog;
let product: ProductView;
beforeEach(async () => {
  catalog = await startTestCatalog();
  product = await catalog.api.createProduct({ product: productInput(), creator: ADMIN_ID });
});
afterEach(() => catalog.stop());

const rating = async () => (await catalog.api.getProduct(product._id)).rating;
const review = (n: number, stars: number, comment = `Review ${n}`) =>
  catalog.api.submitReview({ productId: product._id, userId: reviewer(n).id, rating: stars, comment });

describe('SubmitReview', () => {
  it('keeps the average to one decimal over creates, updates and deletes', async () => {
    await review(1, 5);
    await review(2, 4);
    await review(3, 4);
    expect(await rating()).toEqual({ average: 4.3, count: 3 });
    await review(3, 1);
    expect(await rating()).toEqual({ average: 3.3, count: 3 });
    const { reviews } = await catalog.api.listReviews(product._id);
    await catalog.api.deleteReview({ productId: product._id, reviewId: reviews.find((r) => r.user._id === reviewer(1).id)!._id, actor: ADMIN_ACTOR });
    expect(await rating()).toEqual({ average: 2.5, count: 2 });
  });

  it('50 concurrent reviews by different users give exactly count 50 and the right average', async () => {
    const stars = Array.from({ length: 50 }, (_, i) => (i % 5) + 1);
    await Promise.all(stars.map((s, i) => review(i + 1, s)));
    expect(await rating()).toEqual({ average: 3, count: 50 });
    expect((await catalog.api.listReviews(product._id, { limit: 100 })).reviews).toHaveLength(50);
  });

  it('concurrent reviews by the same user leave one review and a rating counted once', async () => {
    const results = await Promise.all([1, 2, 3, 4, 5].map((s) => review(1, s, `Take ${s}`)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const { reviews } = await catalog.api.listReviews(product._id);
    expect(reviews).toHaveLength(1);
    expect(await rating()).toEqual({ average: reviews[0]!.rating, count: 1 });
  });

  it('stores the reviewer’s public fields as identity has them, and announces a new review once', async () => {
    const events: DomainEvent[] = [];
    await catalog.events.subscribe({ consumer: 'test', patterns: ['review.*'], handler: async (e) => void events.push(e) });
    catalog.accounts.set(reviewer(4, { firstName: ' Aline ', avatar: '/a.png' }));
    const { review: created } = await catalog.api.submitReview({ productId: product._id, userId: reviewer(4).id, rating: '5', comment: 'Superb' });
    expect(created.user).toEqual({ _id: reviewer(4).id, firstName: 'Aline', lastName: 'Last4', username: 'user4', avatar: '/a.png' });
    await review(4, 3);
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({
      type: 'review.created',
      data: { reviewId: created._id, productId: product._id, productName: product.name, userId: reviewer(4).id, rating: 5 },
    });
  });

  it('accepts a comment of 2000 characters and refuses 2001', async () => {
    await expect(review(1, 5, 'x'.repeat(2000))).resolves.toMatchObject({ created: true });
    await expect(review(2, 5, 'x'.repeat(2001))).rejects.toMatchObject({
      kind: 'invalid',
      errors: [{ path: 'comment', message: 'Comment must be at most 2000 characters' }],
    });
  });

  it('takes a renamed account’s new names on the next update of the review', async () => {
    await review(5, 4);
    catalog.accounts.set(reviewer(5, { firstName: 'Renamed' }));
    const { review: updated, created } = await review(5, 3);
    expect(created).toBe(false);
    expect(updated.user).toMatchObject({ firstName: 'Renamed', lastName: 'Last5' });
  });

  it('refuses an author that is no user id, and one identity does not know, storing nothing', async () => {
    await expect(catalog.api.submitReview({ productId: product._id, userId: 'someone', rating: 4, comment: 'ok' })).rejects.toMatchObject({
      kind: 'invalid',
      errors: [{ path: 'userId', message: expect.any(String) }],
    });
    await expect(catalog.api.submitReview({ productId: product._id, userId: 'f'.repeat(24), rating: 4, comment: 'ok' })).rejects.toMatchObject({
      kind: 'not_found',
    });
    expect((await catalog.api.listReviews(product._id)).reviews).toEqual([]);
    expect(await rating()).toEqual({ average: 0, count: 0 });
  });

  it('refuses reviews of products shoppers cannot see', async () => {
    await catalog.api.updateProduct({ id: product._id, product: productInput({ status: 'inactive' }), actor: ADMIN_ACTOR });
    await expect(review(1, 5)).rejects.toMatchObject({ kind: 'not_found', message: 'Product not found' });
  });
});

describe('SubmitReview against racing writers', () => {
  let stores: WriteStores;
  let purchases: DocumentPurchaseLedger;
  beforeEach(async () => {
    stores = await writeStores();
    purchases = new DocumentPurchaseLedger(stores.documents);
    await purchases.ensureIndexes();
  });
  afterEach(() => stores.close());

  const at = '2025-03-01T08:00:00.000Z';
  const submitReview = (changed: Partial<ReviewRepository> = {}, now = at) =>
    new SubmitReview({
      ...stores,
      purchases,
      reviews: storeWith(stores.reviews, changed),
      clock: { now: () => new Date(now) },
      events: { reviewCreated: async () => undefined, productsChanged: async () => undefined, adminAction: async () => undefined },
      reviewers: { reviewer: async (id) => reviewer(Number(id.slice(-1))) },
    });

  it('gives the first problem of the review as the message', async () => {
    const item = await stores.addProduct(1);
    expect(await failureOf(submitReview().execute({ productId: item._id, userId: reviewer(1).id, rating: 9, comment: '' }))).toMatchObject({
      kind: 'invalid',
      message: 'Rating must be a whole number from 1 to 5',
    });
  });

  it('answers "not found" for a missing product id', async () => {
    const input = { productId: undefined as unknown as string, userId: reviewer(1).id, rating: 4, comment: 'Good' };
    expect(await failureOf(submitReview().execute(input))).toMatchObject({ kind: 'not_found', message: 'Product not found' });
  });

  it('stamps an update with the present time, or just after the last version when the clocks disagree', async () => {
    const item = await stores.addProduct(1);
    const input = { productId: item._id, userId: reviewer(1).id, rating: 4, comment: 'Good' };
    await submitReview({}, '2025-03-01T07:00:00.000Z').execute(input);
    expect((await submitReview({}, at).execute({ ...input, rating: 5 })).review.updatedAt).toBe(at);
    expect((await submitReview({}, at).execute({ ...input, rating: 3 })).review.updatedAt).toBe('2025-03-01T08:00:00.001Z');
    expect((await submitReview({}, '2025-03-01T07:30:00.000Z').execute({ ...input, rating: 2 })).review.updatedAt).toBe(
      '2025-03-01T08:00:00.002Z',
    );
  });

  it('gives up after 20 tries while the same user keeps writing', async () => {
    const item = await stores.addProduct(1);
    let reads = 0;
    const busy = submitReview({
      findByAuthor: async () => {
        reads += 1;
        return null;
      },
      insert: async () => null,
    });
    expect(await failureOf(busy.execute({ productId: item._id, userId: reviewer(1).id, rating: 4, comment: 'Good' }))).toMatchObject({
      kind: 'conflict',
      message: 'The product is being updated by someone else; please try again',
    });
    expect(reads).toBe(20);
  });

  it('marks a buyer’s review whose purchase was recorded while it was being written', async () => {
    const item = await stores.addProduct(1);
    const buyer = reviewer(1).id;
    // The order is paid after the review was read as absent, before it is stored: the purchase
    // finds no review to mark, so the review must find the purchase.
    const racing = submitReview({
      insert: async (record) => {
        await purchases.notePlaced({ orderId: 'a0000000000000000000000a', userId: buyer, productIds: [item._id] }, at);
        await purchases.notePaid({ orderId: 'a0000000000000000000000a', userId: buyer }, at);
        return stores.reviews.insert(record);
      },
    });
    const { review } = await racing.execute({ productId: item._id, userId: buyer, rating: 5, comment: 'Good' });
    expect(review.verifiedPurchase).toBe(true);
    expect((await stores.reviews.findById(review._id))?.verifiedPurchase).toBe(true);
  });

  it('stores a review by someone who has not bought the product as no verified purchase', async () => {
    const item = await stores.addProduct(1);
    const { review } = await submitReview().execute({ productId: item._id, userId: reviewer(2).id, rating: 5, comment: 'Good' });
    expect(review.verifiedPurchase).toBe(false);
    expect((await stores.reviews.findById(review._id))?.verifiedPurchase).toBe(false);
  });
});
