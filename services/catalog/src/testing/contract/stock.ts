import { expect, it } from 'vitest';
import { create, failure, form, MISSING_ID, type ContractContext } from './context';
import { ADMIN_ACTOR } from '../catalog-test-kit';

export function stockContract(ctx: ContractContext): void {
  const stockOf = async (id: string) => (await ctx.api.getProducts([id]))[0]!.stock;

  it('500 concurrent one-unit reservations against a stock of 10 succeed exactly 10 times', async () => {
    const product = await create(ctx, { stock: { quantity: 10 } });
    const results = await Promise.allSettled(
      Array.from({ length: 500 }, (_, i) =>
        ctx.api.reserveStock({ reference: `order-${i}`, items: [{ productId: product._id, quantity: 1 }] }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected.every((r) => (r.reason as { kind?: string }).kind === 'conflict')).toBe(true);
    expect(await stockOf(product._id)).toMatchObject({ quantity: 10, reserved: 10, available: 0 });
  });

  it('reserves all lines or none: a short second line leaves the first untouched, naming what is left', async () => {
    const first = await create(ctx, { name: 'Anker USB-C Hub', category: 'accessories', stock: { quantity: 5 } });
    const second = await create(ctx, { name: 'Dell UltraSharp 27', category: 'monitors', stock: { quantity: 2 } });
    const error = await failure(
      ctx.api.reserveStock({
        reference: 'order-short',
        items: [
          { productId: first._id, quantity: 3 },
          { productId: second._id, quantity: 3 },
        ],
      }),
      'conflict',
    );
    expect(error.message).toBe('Only 2 left of Dell UltraSharp 27');
    expect(error.details).toEqual({ productId: second._id, name: 'Dell UltraSharp 27', requested: 3, available: 2 });
    expect(error.errors).toEqual([{ path: 'items.1.quantity', message: 'Only 2 left of Dell UltraSharp 27' }]);
    expect(await stockOf(first._id)).toMatchObject({ quantity: 5, reserved: 0, available: 5 });
    // The reference was not used up: the order can try again once stock is back.
    await failure(ctx.api.releaseStock('order-short'), 'not_found');
  });

  it('is idempotent on the reference, and refuses the reference for other items', async () => {
    const product = await create(ctx, { stock: { quantity: 4 } });
    const items = [{ productId: product._id, quantity: 3 }];
    const once = await ctx.api.reserveStock({ reference: 'order-1', items });
    const again = await ctx.api.reserveStock({ reference: 'order-1', items });
    expect(again).toEqual(once);
    expect(once).toEqual({ reference: 'order-1', items, state: 'reserved' });
    expect(await stockOf(product._id)).toMatchObject({ reserved: 3, available: 1 });
    await failure(ctx.api.reserveStock({ reference: 'order-1', items: [{ productId: product._id, quantity: 1 }] }), 'conflict');
  });

  it('releases reserved units once, however often it is asked', async () => {
    const product = await create(ctx, { stock: { quantity: 4 } });
    await ctx.api.reserveStock({ reference: 'order-r', items: [{ productId: product._id, quantity: 3 }] });
    const released = await Promise.all([ctx.api.releaseStock('order-r'), ctx.api.releaseStock('order-r')]);
    expect(released.map((r) => r.state)).toEqual(['released', 'released']);
    expect(await stockOf(product._id)).toMatchObject({ quantity: 4, reserved: 0, available: 4 });
    await failure(ctx.api.commitStock('order-r'), 'conflict');
  });

  it('commits reserved units as sold ones and raises purchases', async () => {
    const product = await create(ctx, { stock: { quantity: 4 } });
    await ctx.api.reserveStock({ reference: 'order-c', items: [{ productId: product._id, quantity: 3 }] });
    await ctx.api.commitStock('order-c');
    expect((await ctx.api.commitStock('order-c')).state).toBe('committed');
    const [after] = await ctx.api.getProducts([product._id]);
    expect(after!.stock).toMatchObject({ quantity: 1, reserved: 0, available: 1 });
    expect(after!.purchases).toBe(3);
    await failure(ctx.api.releaseStock('order-c'), 'conflict');
  });

  it('keeps available = quantity - reserved while an admin changes the quantity during reservations', async () => {
    const product = await create(ctx, { stock: { quantity: 20 } });
    const reservations = Array.from({ length: 15 }, (_, i) =>
      ctx.api.reserveStock({ reference: `mix-${i}`, items: [{ productId: product._id, quantity: 1 }] }).catch(() => null),
    );
    const edit = ctx.api.updateProduct({ id: product._id, product: { ...form(), stock: { quantity: 30 } }, actor: ADMIN_ACTOR });
    await Promise.all([...reservations, edit]);
    const stock = await stockOf(product._id);
    expect(stock.quantity).toBe(30);
    expect(stock.reserved).toBe(15);
    expect(stock.available).toBe(15);
  });

  it('refuses an admin stock edit below the units open orders hold, naming them; at that number a payment leaves zero', async () => {
    const product = await create(ctx, { stock: { quantity: 5 } });
    await ctx.api.reserveStock({ reference: 'order-held-2', items: [{ productId: product._id, quantity: 2 }] });
    const message = '2 units are reserved by open orders: stock cannot be set below 2';
    const put = await failure(ctx.api.updateProduct({ id: product._id, product: form({ stock: { quantity: 0 } }), actor: ADMIN_ACTOR }), 'conflict');
    expect(put.message).toBe(message);
    expect(put.errors).toEqual([{ path: 'stock.quantity', message }]);
    const patch = await failure(ctx.api.patchProduct({ id: product._id, patch: { stock: { quantity: 1 } }, actor: ADMIN_ACTOR }), 'conflict');
    expect(patch.message).toBe(message);
    expect(await stockOf(product._id)).toMatchObject({ quantity: 5, reserved: 2, available: 3 });

    await ctx.api.patchProduct({ id: product._id, patch: { stock: { quantity: 2 } }, actor: ADMIN_ACTOR });
    await ctx.api.commitStock('order-held-2');
    expect(await stockOf(product._id)).toMatchObject({ quantity: 0, reserved: 0, available: 0 });
  });

  it('never lets stock go below zero while an admin lowers it during reservations and payments', async () => {
    for (let round = 0; round < 4; round += 1) {
      const product = await create(ctx, { name: `Racing Hub ${round}`, stock: { quantity: 6 } });
      const orders = Array.from({ length: 6 }, async (_, i) => {
        const reference = `race-${round}-${i}`;
        const reserved = await ctx.api.reserveStock({ reference, items: [{ productId: product._id, quantity: 1 }] }).catch(() => null);
        if (reserved) await ctx.api.commitStock(reference);
      });
      const edit = ctx.api.patchProduct({ id: product._id, patch: { stock: { quantity: 1 } }, actor: ADMIN_ACTOR }).catch((error: unknown) => {
        expect(error).toMatchObject({ kind: 'conflict', message: expect.stringMatching(/reserved by open orders/) });
      });
      await Promise.all([...orders, edit]);
      const stock = await stockOf(product._id);
      expect(stock.reserved).toBe(0);
      expect(stock.quantity).toBeGreaterThanOrEqual(0);
    }
  });

  it('refuses unknown products and malformed requests', async () => {
    await failure(ctx.api.reserveStock({ reference: 'x', items: [{ productId: MISSING_ID, quantity: 1 }] }), 'not_found');
    await failure(ctx.api.reserveStock({ reference: 'x', items: [] }), 'invalid');
    const product = await create(ctx);
    const bad = await failure(ctx.api.reserveStock({ reference: 'y', items: [{ productId: product._id, quantity: 0 }] }), 'invalid');
    expect(bad.errors).toEqual([{ path: 'items.0.quantity', message: 'Quantity must be a whole number of 1 or more' }]);
    await failure(ctx.api.releaseStock('never-reserved'), 'not_found');
  });

  it('returns the units of a committed reservation to stock once, however often it is asked', async () => {
    const product = await create(ctx, { stock: { quantity: 5 } });
    await ctx.api.reserveStock({ reference: 'order-paid', items: [{ productId: product._id, quantity: 2 }] });
    await ctx.api.commitStock('order-paid');
    expect((await ctx.api.getProducts([product._id]))[0]).toMatchObject({ stock: { quantity: 3, available: 3 }, purchases: 2 });

    const returned = await Promise.all([ctx.api.returnStock('order-paid'), ctx.api.returnStock('order-paid')]);
    expect(returned).toEqual([
      { reference: 'order-paid', items: [{ productId: product._id, quantity: 2 }], state: 'returned' },
      { reference: 'order-paid', items: [{ productId: product._id, quantity: 2 }], state: 'returned' },
    ]);
    expect((await ctx.api.returnStock('order-paid')).state).toBe('returned');
    const [after] = await ctx.api.getProducts([product._id]);
    expect(after!.stock).toMatchObject({ quantity: 5, reserved: 0, available: 5 });
    expect(after!.purchases).toBe(0);
    // Returned units can be sold again; the reference itself is spent.
    await ctx.api.reserveStock({ reference: 'order-next', items: [{ productId: product._id, quantity: 5 }] });
    await failure(ctx.api.commitStock('order-paid'), 'conflict');
    await failure(ctx.api.releaseStock('order-paid'), 'conflict');
  });

  it('returns only committed reservations', async () => {
    const product = await create(ctx, { stock: { quantity: 5 } });
    await ctx.api.reserveStock({ reference: 'order-held', items: [{ productId: product._id, quantity: 2 }] });
    const held = await failure(ctx.api.returnStock('order-held'), 'conflict');
    expect(held.message).toBe('Only a committed reservation can be returned to stock');
    await ctx.api.releaseStock('order-held');
    await failure(ctx.api.returnStock('order-held'), 'conflict');
    await failure(ctx.api.returnStock('never-reserved'), 'not_found');
    await failure(ctx.api.returnStock('  '), 'invalid');
    expect(await stockOf(product._id)).toMatchObject({ quantity: 5, reserved: 0, available: 5 });
  });
}

/** Chosen units of a paid order back into the stock (a refund of some lines). */
export function restockContract(ctx: ContractContext): void {
  const stockOf = async (id: string) => (await ctx.api.getProducts([id]))[0]!;

  it('restocks exactly the units asked, once per reference however often or concurrently it is asked', async () => {
    const product = await create(ctx, { stock: { quantity: 10 } });
    await ctx.api.reserveStock({ reference: 'order-paid', items: [{ productId: product._id, quantity: 4 }] });
    await ctx.api.commitStock('order-paid');
    const items = [{ productId: product._id, quantity: 3 }];
    const answers = await Promise.all(Array.from({ length: 10 }, () => ctx.api.restockLines({ reference: 'order-paid-refund-1', items })));
    expect(answers).toEqual(Array.from({ length: 10 }, () => ({ reference: 'order-paid-refund-1', items, state: 'returned' })));
    expect(await ctx.api.restockLines({ reference: 'order-paid-refund-1', items })).toEqual(answers[0]);
    expect(await stockOf(product._id)).toMatchObject({ stock: { quantity: 9, reserved: 0, available: 9 }, purchases: 1 });
    // The order's own sale stays committed; a second refund of the last unit is its own.
    await ctx.api.restockLines({ reference: 'order-paid-refund-2', items: [{ productId: product._id, quantity: 1 }] });
    expect(await stockOf(product._id)).toMatchObject({ stock: { quantity: 10, available: 10 }, purchases: 0 });
    await failure(ctx.api.releaseStock('order-paid'), 'conflict');
  });

  it('refuses a reference used for other lines or for a reservation, and malformed requests', async () => {
    const product = await create(ctx, { stock: { quantity: 5 } });
    await ctx.api.reserveStock({ reference: 'order-held', items: [{ productId: product._id, quantity: 2 }] });
    await ctx.api.restockLines({ reference: 'refund-1', items: [{ productId: product._id, quantity: 1 }] });
    const reused = await failure(ctx.api.restockLines({ reference: 'refund-1', items: [{ productId: product._id, quantity: 2 }] }), 'conflict');
    expect(reused.message).toBe('This reference is already used for a different reservation');
    await failure(ctx.api.restockLines({ reference: 'order-held', items: [{ productId: product._id, quantity: 2 }] }), 'conflict');
    const bad = await failure(ctx.api.restockLines({ reference: 'refund-2', items: [{ productId: product._id, quantity: 0 }] }), 'invalid');
    expect(bad.errors).toEqual([{ path: 'items.0.quantity', message: 'Quantity must be a whole number of 1 or more' }]);
    await failure(ctx.api.restockLines({ reference: ' ', items: [{ productId: product._id, quantity: 1 }] }), 'invalid');
    expect((await stockOf(product._id)).stock).toMatchObject({ quantity: 6, reserved: 2, available: 4 });
  });
}
