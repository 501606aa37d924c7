import { expect, it } from 'vitest';
import { create, form, type ContractContext } from './context';
import { ADMIN_ACTOR } from '../catalog-test-kit';

export function statsContract(ctx: ContractContext): void {
  it('counts every product and lists the active ones at or below their threshold, fewest available first', async () => {
    expect(await ctx.api.catalogStats()).toEqual({ totalProducts: 0, lowStock: [] });
    const plenty = await create(ctx, { name: 'Plenty Mouse', stock: { quantity: 50, lowStockThreshold: 10 } });
    const atThreshold = await create(ctx, { name: 'Edge Keyboard', category: 'keyboards', stock: { quantity: 10, lowStockThreshold: 10 } });
    const empty = await create(ctx, { name: 'Empty Hub', category: 'accessories', stock: { quantity: 0, lowStockThreshold: 3 } });
    await create(ctx, { name: 'Retired Dock', status: 'discontinued', stock: { quantity: 1 } });

    const stats = await ctx.api.catalogStats();
    expect(stats.totalProducts).toBe(4);
    expect(stats.lowStock).toEqual([
      { _id: empty._id, name: 'Empty Hub', category: 'accessories', image: '/images/products/mouse.svg', quantity: 0, lowStockThreshold: 3 },
      { _id: atThreshold._id, name: 'Edge Keyboard', category: 'keyboards', image: '/images/products/mouse.svg', quantity: 10, lowStockThreshold: 10 },
    ]);
    expect(stats.lowStock.map((p) => p._id)).not.toContain(plenty._id);
  });

  it('follows reservations, sales, returns and edits of the quantity or the threshold', async () => {
    const product = await create(ctx, { name: 'Busy Monitor', category: 'monitors', stock: { quantity: 12, lowStockThreshold: 10 } });
    const lowIds = async () => (await ctx.api.catalogStats()).lowStock.map((p) => `${p._id}:${p.quantity}`);
    expect(await lowIds()).toEqual([]);

    await ctx.api.reserveStock({ reference: 'low-1', items: [{ productId: product._id, quantity: 2 }] });
    expect(await lowIds()).toEqual([`${product._id}:10`]); // held units are not available
    await ctx.api.releaseStock('low-1');
    expect(await lowIds()).toEqual([]);

    await ctx.api.reserveStock({ reference: 'low-2', items: [{ productId: product._id, quantity: 3 }] });
    await ctx.api.commitStock('low-2');
    expect(await lowIds()).toEqual([`${product._id}:9`]);
    await ctx.api.returnStock('low-2');
    expect(await lowIds()).toEqual([]);

    await ctx.api.updateProduct({ id: product._id, product: form({ name: 'Busy Monitor', category: 'monitors', stock: { quantity: 12, lowStockThreshold: 12 } }), actor: ADMIN_ACTOR });
    expect(await lowIds()).toEqual([`${product._id}:12`]);
    await ctx.api.updateProduct({ id: product._id, product: form({ name: 'Busy Monitor', category: 'monitors', stock: { quantity: 30, lowStockThreshold: 12 } }), actor: ADMIN_ACTOR });
    expect(await lowIds()).toEqual([]);
  });

  it('lists at most 10 low products', async () => {
    for (let i = 0; i < 12; i += 1) await create(ctx, { name: `Low Cable ${i}`, stock: { quantity: i, lowStockThreshold: 20 } });
    const { lowStock, totalProducts } = await ctx.api.catalogStats();
    expect(totalProducts).toBe(12);
    expect(lowStock.map((p) => p.quantity)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
}
