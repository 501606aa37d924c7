import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, reservationsWith, writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { ReserveStock } from './reserve-stock.use-case';
import { ReturnStock } from './return-stock.use-case';
import { SettleStock } from './settle-stock.use-case';

let stores: WriteStores;
beforeEach(async () => {
  stores = await writeStores();
});
afterEach(() => stores.close());

const returnStock = (changed: Parameters<typeof reservationsWith>[1] = {}) =>
  new ReturnStock({ ...stores, reservations: reservationsWith(stores.reservations, changed) });
const NOT_COMMITTED = { kind: 'conflict', message: 'Only a committed reservation can be returned to stock' };

/** A product of 5 units, 3 of them reserved under `order-1`. */
async function reservedOrder() {
  const product = await stores.addProduct(5);
  await new ReserveStock(stores).execute({ reference: 'order-1', items: [{ productId: product._id, quantity: 3 }] });
  return product;
}

describe('returning the stock of a cancelled paid order', () => {
  it('puts the sold units back once, however often it is asked', async () => {
    const product = await reservedOrder();
    await new SettleStock(stores).commit('order-1');
    expect(await returnStock().execute('order-1')).toEqual({
      reference: 'order-1',
      items: [{ productId: product._id, quantity: 3 }],
      state: 'returned',
    });
    expect(await returnStock().execute('order-1')).toMatchObject({ state: 'returned' });
    expect(await stores.stockOf(product._id)).toEqual({ quantity: 5, reserved: 0, available: 5, purchases: 0 });
    expect(stores.reads.changes.at(-1)).toEqual({ productIds: [product._id], listings: true });
  });

  it('refuses a reservation that was never committed', async () => {
    const product = await reservedOrder();
    expect(await failureOf(returnStock().execute('order-1'))).toMatchObject(NOT_COMMITTED);
    expect(await stores.stockOf(product._id)).toEqual({ quantity: 5, reserved: 3, available: 2, purchases: 0 });
  });

  it('answers with the return another caller made meanwhile', async () => {
    const product = await reservedOrder();
    await new SettleStock(stores).commit('order-1');
    const racing = returnStock({
      move: async (reference, from, to, now) => {
        await stores.reservations.move(reference, from, to, now);
        return null;
      },
    });
    expect(await racing.execute('order-1')).toMatchObject({ state: 'returned' });
    expect(await stores.stockOf(product._id)).toMatchObject({ quantity: 2, purchases: 3 });
  });

  it('refuses when the reservation moved elsewhere or vanished meanwhile', async () => {
    await reservedOrder();
    await new SettleStock(stores).commit('order-1');
    const committed = await stores.reservations.find('order-1');
    let reads = 0;
    const moved = returnStock({
      find: async () => (reads++ === 0 ? committed : { ...committed!, state: 'released' }),
      move: async () => null,
    });
    expect(await failureOf(moved.execute('order-1'))).toMatchObject(NOT_COMMITTED);
    reads = 0;
    const vanished = returnStock({ find: async () => (reads++ === 0 ? committed : null), move: async () => null });
    expect(await failureOf(vanished.execute('order-1'))).toMatchObject(NOT_COMMITTED);
  });
});
