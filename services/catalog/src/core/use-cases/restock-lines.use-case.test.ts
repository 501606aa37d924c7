import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, reservationsWith, writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { ReserveStock } from './reserve-stock.use-case';
import { RestockLines } from './restock-lines.use-case';
import { SettleStock } from './settle-stock.use-case';
import type { StockTarget } from '../ports/product-repository.port';

let stores: WriteStores;
beforeEach(async () => {
  stores = await writeStores();
});
afterEach(() => stores.close());

const restock = (changed: Parameters<typeof reservationsWith>[1] = {}) =>
  new RestockLines({ ...stores, reservations: reservationsWith(stores.reservations, changed) });
const REUSED = { kind: 'conflict', message: 'This reference is already used for a different reservation' };

/** Two products of 10 units; `order-1` bought 4 of the first and 3 of the second, and paid. */
async function paidOrder() {
  const first = await stores.addProduct(10);
  const second = await stores.addProduct(10);
  const items = [
    { productId: first._id, quantity: 4 },
    { productId: second._id, quantity: 3 },
  ];
  await new ReserveStock(stores).execute({ reference: 'order-1', items });
  await new SettleStock(stores).commit('order-1');
  return { first, second };
}

describe('restocking chosen lines of a paid order (a refund of some of them)', () => {
  it('puts exactly these units back and takes them off purchases, once however often it is asked', async () => {
    const { first, second } = await paidOrder();
    const items = [{ productId: first._id, quantity: 1 }];
    const done = await restock().execute({ reference: 'order-1-refund-1', items });
    expect(done).toEqual({ reference: 'order-1-refund-1', items, state: 'returned' });
    expect(await restock().execute({ reference: 'order-1-refund-1', items })).toEqual(done);
    expect(await stores.stockOf(first._id)).toEqual({ quantity: 7, reserved: 0, available: 7, purchases: 3 });
    expect(await stores.stockOf(second._id)).toEqual({ quantity: 7, reserved: 0, available: 7, purchases: 3 });
    expect(stores.reads.changes.at(-1)).toEqual({ productIds: [first._id], listings: true });
  });

  it('restocks once when the same refund is asked many times at once', async () => {
    const { first, second } = await paidOrder();
    const items = [
      { productId: second._id, quantity: 2 },
      { productId: first._id, quantity: 1 },
    ];
    const answers = await Promise.all(Array.from({ length: 20 }, () => restock().execute({ reference: 'order-1-refund-2', items })));
    expect(answers.every((answer) => answer.state === 'returned')).toBe(true);
    expect(await stores.stockOf(first._id)).toMatchObject({ quantity: 7, purchases: 3 });
    expect(await stores.stockOf(second._id)).toMatchObject({ quantity: 9, purchases: 1 });
  });

  it('answers a repeat that lists the lines in another order as the first', async () => {
    const { first, second } = await paidOrder();
    const a = { productId: first._id, quantity: 1 };
    const b = { productId: second._id, quantity: 1 };
    await restock().execute({ reference: 'order-1-refund-3', items: [a, b] });
    expect((await restock().execute({ reference: 'order-1-refund-3', items: [b, a] })).state).toBe('returned');
    expect(await stores.stockOf(first._id)).toMatchObject({ quantity: 7 });
  });

  it('keeps separate refunds of one order apart: each restocks its own units', async () => {
    const { first } = await paidOrder();
    await restock().execute({ reference: 'order-1-refund-1', items: [{ productId: first._id, quantity: 1 }] });
    await restock().execute({ reference: 'order-1-refund-2', items: [{ productId: first._id, quantity: 2 }] });
    expect(await stores.stockOf(first._id)).toEqual({ quantity: 9, reserved: 0, available: 9, purchases: 1 });
  });

  it('refuses the reference for other lines, or an order’s reservation, restocking nothing', async () => {
    const { first } = await paidOrder();
    await restock().execute({ reference: 'order-1-refund-1', items: [{ productId: first._id, quantity: 1 }] });
    expect(await failureOf(restock().execute({ reference: 'order-1-refund-1', items: [{ productId: first._id, quantity: 2 }] }))).toMatchObject(REUSED);
    expect(await failureOf(restock().execute({ reference: 'order-1', items: [{ productId: first._id, quantity: 4 }] }))).toMatchObject(REUSED);
    expect(await stores.stockOf(first._id)).toMatchObject({ quantity: 7, purchases: 3 });
    expect((await stores.reservations.find('order-1'))?.state).toBe('committed');
  });

  it('restocks nothing when a line fails half-way, so asking again does it all', async () => {
    const { first, second } = await paidOrder();
    const items = [
      { productId: first._id, quantity: 1 },
      { productId: second._id, quantity: 1 },
    ];
    let calls = 0;
    const failing = new RestockLines({
      ...stores,
      products: Object.assign(Object.create(stores.products) as typeof stores.products, {
        restock: async (target: StockTarget, quantity: number, now: string) => {
          if ((calls += 1) === 2) throw new Error('store lost');
          return stores.products.restock(target, quantity, now);
        },
      }),
    });
    await expect(failing.execute({ reference: 'order-1-refund-1', items })).rejects.toThrow('store lost');
    expect(await stores.stockOf(first._id)).toMatchObject({ quantity: 6 });
    expect(await stores.reservations.find('order-1-refund-1')).toBeNull();
    await restock().execute({ reference: 'order-1-refund-1', items });
    expect(await stores.stockOf(first._id)).toMatchObject({ quantity: 7 });
    expect(await stores.stockOf(second._id)).toMatchObject({ quantity: 8 });
  });

  it('leaves out the units of a product deleted since', async () => {
    const { first, second } = await paidOrder();
    await stores.products.delete(second._id);
    const items = [
      { productId: first._id, quantity: 1 },
      { productId: second._id, quantity: 1 },
    ];
    expect((await restock().execute({ reference: 'order-1-refund-1', items })).state).toBe('returned');
    expect(await stores.stockOf(first._id)).toMatchObject({ quantity: 7 });
  });

  it('refuses a missing reference or malformed lines', async () => {
    const { first } = await paidOrder();
    expect(await failureOf(restock().execute({ reference: ' ', items: [{ productId: first._id, quantity: 1 }] }))).toMatchObject({
      kind: 'invalid',
      message: 'A reservation reference is required',
    });
    expect(await failureOf(restock().execute({ reference: 'r', items: [{ productId: first._id, quantity: 0 }] }))).toMatchObject({
      kind: 'invalid',
      errors: [{ path: 'items.0.quantity', message: 'Quantity must be a whole number of 1 or more' }],
    });
    expect(await failureOf(restock().execute({ reference: 'r', items: [] }))).toMatchObject({ kind: 'invalid', message: 'At least one item is required' });
    expect(await stores.stockOf(first._id)).toMatchObject({ quantity: 6 });
  });

  it('asks to try again when the reference exists but cannot be read yet', async () => {
    const { first } = await paidOrder();
    const racing = restock({ create: async () => false, find: async () => null });
    expect(await failureOf(racing.execute({ reference: 'order-1-refund-1', items: [{ productId: first._id, quantity: 1 }] }))).toMatchObject({
      kind: 'conflict',
      message: 'A reservation with this reference is in progress; try again in a moment',
    });
  });
});
