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

const settleStock = (changed: Parameters<typeof reservationsWith>[1] = {}) =>
  new SettleStock({ ...stores, reservations: reservationsWith(stores.reservations, changed) });

/** A product of 5 units with 3 of them reserved under `order-1`. */
async function reservedOrder() {
  const product = await stores.addProduct(5);
  await new ReserveStock(stores).execute({ reference: 'order-1', items: [{ productId: product._id, quantity: 3 }] });
  stores.reads.invalidations = 0;
  stores.reads.changes = [];
  return product;
}

describe('settling a reservation', () => {
  it('commits the reserved units as sold, once however often it is asked', async () => {
    const product = await reservedOrder();
    const expected = { reference: 'order-1', items: [{ productId: product._id, quantity: 3 }], state: 'committed' };
    expect(await settleStock().commit('order-1')).toEqual(expected);
    expect(await settleStock().commit('order-1')).toEqual(expected);
    expect(await stores.stockOf(product._id)).toEqual({ quantity: 2, reserved: 0, available: 2, purchases: 3 });
    expect(stores.reads.invalidations).toBe(1);
    // Sales move the popularity order.
    expect(stores.reads.changes).toEqual([{ productIds: [product._id], listings: true }]);
  });

  it('releases the reserved units back to available, once however often it is asked', async () => {
    const product = await reservedOrder();
    expect(await settleStock().release(' order-1 ')).toMatchObject({ state: 'released' });
    expect(await settleStock().release('order-1')).toMatchObject({ state: 'released' });
    expect(await stores.stockOf(product._id)).toEqual({ quantity: 5, reserved: 0, available: 5, purchases: 0 });
    expect(stores.reads.invalidations).toBe(1);
    expect(stores.reads.changes).toEqual([{ productIds: [product._id], listings: false }]);
  });

  it('does not release a committed reservation nor commit a released one', async () => {
    const product = await reservedOrder();
    await settleStock().commit('order-1');
    expect(await failureOf(settleStock().release('order-1'))).toMatchObject({
      kind: 'conflict',
      message: 'This reservation has already been committed',
    });
    expect(await stores.stockOf(product._id)).toEqual({ quantity: 2, reserved: 0, available: 2, purchases: 3 });

    await stores.reservations.create({ reference: 'order-2', items: [], state: 'released', createdAt: '', updatedAt: '' });
    expect(await failureOf(settleStock().commit('order-2'))).toMatchObject({
      kind: 'conflict',
      message: 'This reservation has already been released',
    });
  });

  it('does not settle a reservation whose units went back to stock', async () => {
    await reservedOrder();
    await settleStock().commit('order-1');
    await new ReturnStock(stores).execute('order-1');
    for (const settle of [settleStock().commit('order-1'), settleStock().release('order-1')]) {
      expect(await failureOf(settle)).toMatchObject({ kind: 'conflict', message: 'This reservation has already been returned to stock' });
    }
  });

  it('asks to try again while the lines are still being reserved', async () => {
    const product = await stores.addProduct(5);
    const items = [{ productId: product._id, quantity: 1 }];
    await stores.reservations.create({ reference: 'order-1', items, state: 'pending', createdAt: '', updatedAt: '' });
    expect(await failureOf(settleStock().commit('order-1'))).toMatchObject({
      kind: 'conflict',
      message: 'A reservation with this reference is in progress; try again in a moment',
    });
    expect(await stores.stockOf(product._id)).toEqual({ quantity: 5, reserved: 0, available: 5, purchases: 0 });
  });

  it('answers with what another caller settled meanwhile', async () => {
    const product = await reservedOrder();
    let first = true;
    const racing = settleStock({
      move: async (reference, from, to, now) => {
        if (!first) return null;
        first = false;
        await stores.reservations.move(reference, from, 'committed', now);
        return null;
      },
    });
    expect(await racing.commit('order-1')).toMatchObject({ state: 'committed' });
    expect(await stores.stockOf(product._id)).toMatchObject({ reserved: 3, purchases: 0 });
  });

  it('gives up after five tries while others keep changing it', async () => {
    await reservedOrder();
    let reads = 0;
    const busy = settleStock({
      find: async (reference) => {
        reads += 1;
        return stores.reservations.find(reference);
      },
      move: async () => null,
    });
    expect(await failureOf(busy.commit('order-1'))).toMatchObject({
      kind: 'conflict',
      message: 'The product is being updated by someone else; please try again',
    });
    expect(reads).toBe(5);
  });

  it('refuses an unknown reservation', async () => {
    expect(await failureOf(settleStock().commit('order-9'))).toMatchObject({ kind: 'not_found', message: 'Reservation not found' });
  });
});
