import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentPurchaseLedger } from '../../adapters/storage/document-purchase-ledger';
import { userId } from '../../testing/catalog-test-kit';
import { writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { isPurchase, RecordPurchase } from './record-purchase.use-case';

let stores: WriteStores;
let purchases: DocumentPurchaseLedger;
let record: RecordPurchase;
beforeEach(async () => {
  stores = await writeStores();
  purchases = new DocumentPurchaseLedger(stores.documents);
  await purchases.ensureIndexes();
  record = new RecordPurchase({ ...stores, purchases });
});
afterEach(() => stores.close());

const ORDER = 'a0000000000000000000000a';
const BUYER = userId(1);

async function reviewBy(user: string, productId: string) {
  const review = await stores.reviews.insert({
    productId,
    userId: user,
    user: { firstName: 'A', lastName: 'B', username: 'ab', avatar: '' },
    rating: 4,
    comment: 'Good',
    helpful: [],
    searchPrefixes: [],
    createdAt: '2025-03-01T08:00:00.000Z',
    updatedAt: '2025-03-01T08:00:00.000Z',
  });
  return review!;
}

const verified = async (id: string) => (await stores.reviews.findById(id))?.verifiedPurchase === true;
const paid = { orderId: ORDER, userId: BUYER, to: 'confirmed', paymentStatus: 'paid' } as const;

describe('an order as a purchase', () => {
  it('counts once paid or delivered, never once cancelled', () => {
    expect(isPurchase({ to: 'confirmed', paymentStatus: 'paid' })).toBe(true);
    expect(isPurchase({ to: 'shipped', paymentStatus: 'paid' })).toBe(true);
    expect(isPurchase({ to: 'delivered', paymentStatus: 'awaiting_verification' })).toBe(true);
    expect(isPurchase({ to: 'pending', paymentStatus: 'pending' })).toBe(false);
    expect(isPurchase({ to: 'processing', paymentStatus: 'awaiting_verification' })).toBe(false);
    expect(isPurchase({ to: 'cancelled', paymentStatus: 'paid' })).toBe(false);
  });
});

describe('RecordPurchase', () => {
  it('marks the buyer’s reviews of the order’s products once it is paid, and nobody else’s', async () => {
    const keyboard = await stores.addProduct(5);
    const mouse = await stores.addProduct(5);
    const mine = await reviewBy(BUYER, keyboard._id);
    const notBought = await reviewBy(BUYER, mouse._id);
    const someoneElses = await reviewBy(userId(2), keyboard._id);

    await record.placed({ orderId: ORDER.toUpperCase(), userId: BUYER.toUpperCase(), productIds: [keyboard._id.toUpperCase()] });
    expect(await verified(mine._id)).toBe(false);
    expect(stores.reads.invalidations).toBe(0);

    expect(await record.statusChanged(paid)).toBe(true);
    expect(await verified(mine._id)).toBe(true);
    expect(await verified(notBought._id)).toBe(false);
    expect(await verified(someoneElses._id)).toBe(false);
    expect(await purchases.hasBought(BUYER, keyboard._id)).toBe(true);
    // Only the shown reviews changed: the caches drop them, and no product change is announced.
    expect(stores.reads.invalidations).toBe(1);
    expect(stores.reads.changes).toEqual([]);
  });

  it('does the same when the payment is heard of before the order’s products', async () => {
    const keyboard = await stores.addProduct(5);
    const mine = await reviewBy(BUYER, keyboard._id);
    expect(await record.statusChanged({ ...paid, to: 'delivered' })).toBe(true);
    expect(await verified(mine._id)).toBe(false);
    await record.placed({ orderId: ORDER, userId: BUYER, productIds: [keyboard._id] });
    expect(await verified(mine._id)).toBe(true);
  });

  it('records nothing for an order not paid yet or cancelled, and empties no cache when no review changes', async () => {
    const keyboard = await stores.addProduct(5);
    const mine = await reviewBy(BUYER, keyboard._id);
    await record.placed({ orderId: ORDER, userId: BUYER, productIds: [keyboard._id] });
    expect(await record.statusChanged({ ...paid, to: 'pending', paymentStatus: 'awaiting_verification' })).toBe(false);
    expect(await record.statusChanged({ ...paid, to: 'cancelled' })).toBe(false);
    expect(await verified(mine._id)).toBe(false);
    expect(await purchases.hasBought(BUYER, keyboard._id)).toBe(false);

    await record.statusChanged(paid);
    await record.statusChanged({ ...paid, to: 'shipped' });
    expect(stores.reads.invalidations).toBe(1);
  });
});
