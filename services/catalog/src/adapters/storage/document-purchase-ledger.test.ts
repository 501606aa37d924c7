import { SqliteDocumentStore } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DocumentPurchaseLedger } from './document-purchase-ledger';

const ORDER = 'a00000000000000000000001';
const SHOPPER = '000000000000000000000001';
const OTHER_SHOPPER = '000000000000000000000002';
const KEYBOARD = 'b00000000000000000000001';
const MOUSE = 'b00000000000000000000002';
const AT = '2025-03-01T08:00:00.000Z';

describe('the purchase ledger in the documents store', () => {
  let documents: SqliteDocumentStore;
  let ledger: DocumentPurchaseLedger;
  beforeEach(async () => {
    documents = new SqliteDocumentStore({});
    ledger = new DocumentPurchaseLedger(documents);
    await ledger.ensureIndexes();
  });
  afterEach(() => documents.close());

  it('knows an order placed and then paid as a purchase of each of its products, by its buyer only', async () => {
    expect(await ledger.notePlaced({ orderId: ORDER, userId: SHOPPER, productIds: [KEYBOARD, MOUSE, KEYBOARD] }, AT)).toEqual({
      orderId: ORDER,
      userId: SHOPPER,
      productIds: [KEYBOARD, MOUSE],
      paid: false,
    });
    expect(await ledger.hasBought(SHOPPER, KEYBOARD)).toBe(false);
    expect(await ledger.notePaid({ orderId: ORDER, userId: SHOPPER }, AT)).toEqual({ orderId: ORDER, userId: SHOPPER, productIds: [KEYBOARD, MOUSE], paid: true });
    expect(await ledger.hasBought(SHOPPER, KEYBOARD)).toBe(true);
    expect(await ledger.hasBought(SHOPPER, MOUSE)).toBe(true);
    expect(await ledger.hasBought(OTHER_SHOPPER, KEYBOARD)).toBe(false);
    expect(await ledger.hasBought(SHOPPER, 'b00000000000000000000003')).toBe(false);
  });

  it('takes the payment before the order’s products, and keeps one entry per order however often each is told', async () => {
    expect(await ledger.notePaid({ orderId: ORDER, userId: SHOPPER }, AT)).toEqual({ orderId: ORDER, userId: SHOPPER, paid: true });
    expect(await ledger.hasBought(SHOPPER, KEYBOARD)).toBe(false);
    await Promise.all([
      ledger.notePlaced({ orderId: ORDER, userId: SHOPPER, productIds: [KEYBOARD] }, AT),
      ledger.notePlaced({ orderId: ORDER, userId: SHOPPER, productIds: [KEYBOARD] }, AT),
      ledger.notePaid({ orderId: ORDER, userId: SHOPPER }, AT),
    ]);
    expect(await ledger.hasBought(SHOPPER, KEYBOARD)).toBe(true);
    expect(await documents.collection('purchases').count({})).toBe(1);
  });
});
