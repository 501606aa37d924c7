import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, reservationsWith, writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { ReserveStock } from './reserve-stock.use-case';

let stores: WriteStores;
beforeEach(async () => {
  stores = await writeStores();
});
afterEach(() => stores.close());

const reserveStock = (changed: Parameters<typeof reservationsWith>[1] = {}) =>
  new ReserveStock({ ...stores, reservations: reservationsWith(stores.reservations, changed) });

describe('reserving stock for an order', () => {
  it('moves the units from available to reserved and tells shoppers', async () => {
    const product = await stores.addProduct(5);
    const reservation = await reserveStock().execute({ reference: 'order-1', items: [{ productId: product._id, quantity: 3 }] });
    expect(reservation).toEqual({ reference: 'order-1', items: [{ productId: product._id, quantity: 3 }], state: 'reserved' });
    expect(await stores.stockOf(product._id)).toEqual({ quantity: 5, reserved: 3, available: 2, purchases: 0 });
    expect(stores.reads.invalidations).toBe(1);
    // Only stock moved: listings keep their products and order.
    expect(stores.reads.changes).toEqual([{ productIds: [product._id], listings: false }]);
  });

  it('reserves a repeated reference once and answers with the same reservation', async () => {
    const product = await stores.addProduct(5);
    const items = [{ productId: product._id, quantity: 2 }];
    const first = await reserveStock().execute({ reference: 'order-1', items });
    expect(await reserveStock().execute({ reference: 'order-1', items })).toEqual(first);
    expect(await stores.stockOf(product._id)).toMatchObject({ reserved: 2, available: 3 });
  });

  it('refuses a reference already used for other lines', async () => {
    const product = await stores.addProduct(5);
    await reserveStock().execute({ reference: 'order-1', items: [{ productId: product._id, quantity: 2 }] });
    expect(await failureOf(reserveStock().execute({ reference: 'order-1', items: [{ productId: product._id, quantity: 3 }] }))).toMatchObject({
      kind: 'conflict',
      message: 'This reference is already used for a different reservation',
      details: { reference: 'order-1' },
    });
    expect(await stores.stockOf(product._id)).toMatchObject({ reserved: 2, available: 3 });
  });

  it('asks to try again when the reference vanished while another caller was reserving it', async () => {
    const product = await stores.addProduct(5);
    const racing = reserveStock({ create: async () => false, find: async () => null });
    expect(await failureOf(racing.execute({ reference: 'order-1', items: [{ productId: product._id, quantity: 1 }] }))).toMatchObject({
      kind: 'conflict',
      message: 'A reservation with this reference is in progress; try again in a moment',
    });
    expect(await stores.stockOf(product._id)).toMatchObject({ reserved: 0, available: 5 });
  });

  it('takes nothing when the first line cannot be had', async () => {
    const short = await stores.addProduct(1, { name: 'Keychron K2' });
    const plenty = await stores.addProduct(9);
    const items = [
      { productId: short._id, quantity: 2 },
      { productId: plenty._id, quantity: 1 },
    ];
    expect(await failureOf(reserveStock().execute({ reference: 'order-1', items }))).toMatchObject({
      kind: 'conflict',
      message: 'Only 1 left of Keychron K2',
      errors: [{ path: 'items.0.quantity', message: 'Only 1 left of Keychron K2' }],
      details: { productId: short._id, name: 'Keychron K2', requested: 2, available: 1 },
    });
    expect(await stores.stockOf(plenty._id)).toMatchObject({ reserved: 0, available: 9 });
    expect(await stores.reservations.find('order-1')).toBeNull();
    expect(stores.reads.invalidations).toBe(0);
  });

  it('takes no unit when a later line cannot be had, not even those of the lines before it', async () => {
    const plenty = await stores.addProduct(9);
    const empty = await stores.addProduct(0, { name: 'Keychron K2' });
    const items = [
      { productId: plenty._id, quantity: 4 },
      { productId: empty._id, quantity: 1 },
    ];
    expect(await failureOf(reserveStock().execute({ reference: 'order-1', items }))).toMatchObject({
      kind: 'conflict',
      message: 'Keychron K2 is out of stock',
      errors: [{ path: 'items.1.quantity', message: 'Keychron K2 is out of stock' }],
      details: { available: 0, requested: 1 },
    });
    expect(await stores.stockOf(plenty._id)).toEqual({ quantity: 9, reserved: 0, available: 9, purchases: 0 });
    expect(await stores.reservations.find('order-1')).toBeNull();
    expect(stores.reads.invalidations).toBe(0);
  });

  it('leaves no unit reserved and no reservation when the store fails half-way', async () => {
    const [first, second] = [await stores.addProduct(9), await stores.addProduct(9)];
    let calls = 0;
    const products = Object.create(stores.products) as typeof stores.products;
    products.reserve = async (id, quantity, now) => {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      return stores.products.reserve(id, quantity, now);
    };
    const reserve = new ReserveStock({ ...stores, products });
    const items = [first, second].map((p) => ({ productId: p._id, quantity: 2 }));
    await expect(reserve.execute({ reference: 'order-1', items })).rejects.toThrow('disk full');
    expect(await stores.stockOf(first._id)).toEqual({ quantity: 9, reserved: 0, available: 9, purchases: 0 });
    expect(await stores.reservations.find('order-1')).toBeNull();
    expect(await reserve.execute({ reference: 'order-1', items })).toMatchObject({ state: 'reserved' });
    expect(await stores.stockOf(first._id)).toMatchObject({ reserved: 2, available: 7 });
  });

  it('counts units other orders hold as gone', async () => {
    const product = await stores.addProduct(5, { name: 'Keychron K2' });
    await reserveStock().execute({ reference: 'order-1', items: [{ productId: product._id, quantity: 3 }] });
    expect(await failureOf(reserveStock().execute({ reference: 'order-2', items: [{ productId: product._id, quantity: 3 }] }))).toMatchObject({
      message: 'Only 2 left of Keychron K2',
      details: { requested: 3, available: 2 },
    });
    expect(await stores.stockOf(product._id)).toMatchObject({ reserved: 3, available: 2 });
  });

  it('refuses a product that is no longer sold, whatever its stock', async () => {
    const product = await stores.addProduct(5, { name: 'Keychron K2', status: 'discontinued' });
    expect(await failureOf(reserveStock().execute({ reference: 'order-1', items: [{ productId: product._id, quantity: 1 }] }))).toMatchObject({
      kind: 'conflict',
      message: 'Keychron K2 is no longer available',
      details: { productId: product._id, available: 0 },
    });
    expect(await stores.stockOf(product._id)).toMatchObject({ reserved: 0, available: 5 });
  });

  it('names a product that does not exist', async () => {
    const missing = 'cccccccccccccccccccccccc';
    expect(await failureOf(reserveStock().execute({ reference: 'order-1', items: [{ productId: missing, quantity: 1 }] }))).toMatchObject({
      kind: 'not_found',
      message: 'Product not found',
      errors: [{ path: 'items.0.productId', message: 'Product not found' }],
      details: { productId: missing },
    });
  });
});
