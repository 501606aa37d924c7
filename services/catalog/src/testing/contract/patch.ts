import { expect, it } from 'vitest';
import { create, failure, MISSING_ID, type ContractContext } from './context';
import { ADMIN_ACTOR } from '../catalog-test-kit';

/** PATCH-style edits: only the fields given change, `images` and `stock` merge field by field. */
export function patchContract(ctx: ContractContext): void {
  const full = {
    name: 'Keychron K2',
    originalPrice: 150_000,
    badge: 'SALE',
    images: { primary: '/a.png', gallery: ['/b.png'] },
    stock: { quantity: 20, lowStockThreshold: 15 },
    features: ['Hot-swap'],
    tags: ['wireless'],
  };

  it('patch: keeps every field it is not given, and the slug follows a new name', async () => {
    const product = await create(ctx, full);
    const patched = await ctx.api.patchProduct({ id: product._id, patch: { name: 'Keychron K3' }, actor: ADMIN_ACTOR });
    const { name: _n, slug: _s, updatedAt: _u, ...kept } = product;
    expect(patched).toMatchObject({ ...kept, name: 'Keychron K3', slug: 'keychron-k3' });
    expect(patched.stock.lowStockThreshold).toBe(15);
    expect(await ctx.api.getProduct(product._id)).toEqual(patched);
  });

  it('patch: merges stock and images field by field, keeping what orders hold', async () => {
    const product = await create(ctx, full);
    await ctx.api.reserveStock({ reference: 'order-1', items: [{ productId: product._id, quantity: 3 }] });
    const stocked = await ctx.api.patchProduct({ id: product._id, patch: { stock: { quantity: '30' } }, actor: ADMIN_ACTOR });
    expect(stocked.stock).toEqual({ quantity: 30, reserved: 3, available: 27, lowStockThreshold: 15 });
    const imaged = await ctx.api.patchProduct({ id: product._id, patch: { images: { primary: '/new.png' } }, actor: ADMIN_ACTOR });
    expect(imaged).toMatchObject({ image: '/new.png', images: { primary: '/new.png', gallery: ['/b.png'] } });
    const alert = await ctx.api.patchProduct({ id: product._id, patch: { stock: { lowStockThreshold: 4 } }, actor: ADMIN_ACTOR });
    expect(alert.stock).toEqual({ quantity: 30, reserved: 3, available: 27, lowStockThreshold: 4 });
  });

  it('patch: a null clears what the form may leave blank', async () => {
    const product = await create(ctx, full);
    const cleared = await ctx.api.patchProduct({
      id: product._id,
      patch: { originalPrice: null, badge: null, shortDescription: null, stock: { lowStockThreshold: null } }, actor: ADMIN_ACTOR });
    expect(cleared).not.toHaveProperty('originalPrice');
    expect(cleared).not.toHaveProperty('badge');
    expect(cleared.shortDescription).toBe('');
    expect(cleared.stock).toMatchObject({ quantity: 20, lowStockThreshold: 10 });
    expect(cleared.features).toEqual(['Hot-swap']);
  });

  it('patch: an edit shows on the next shopper listing', async () => {
    const product = await create(ctx, full);
    expect((await ctx.api.listProducts({})).products.map((p) => p.price)).toEqual([120_000]);
    await ctx.api.patchProduct({ id: product._id, patch: { price: 99_000 }, actor: ADMIN_ACTOR });
    expect((await ctx.api.listProducts({})).products.map((p) => p.price)).toEqual([99_000]);
    await ctx.api.patchProduct({ id: product._id, patch: { status: 'inactive' }, actor: ADMIN_ACTOR });
    expect((await ctx.api.listProducts({})).products).toEqual([]);
  });

  it('patch: not found for an unknown or malformed id', async () => {
    expect((await failure(ctx.api.patchProduct({ id: MISSING_ID, patch: { name: 'X' }, actor: ADMIN_ACTOR }), 'not_found')).message).toBe('Product not found');
    await failure(ctx.api.patchProduct({ id: 'k2', patch: { name: 'X' }, actor: ADMIN_ACTOR }), 'not_found');
  });

  it('patch: the merged product must pass the create rules; nothing is written otherwise', async () => {
    const product = await create(ctx, full);
    const blank = await failure(ctx.api.patchProduct({ id: product._id, patch: { name: '  ' }, actor: ADMIN_ACTOR }), 'invalid');
    expect(blank.errors).toEqual([{ path: 'name', message: 'Product name is required' }]);
    const price = await failure(ctx.api.patchProduct({ id: product._id, patch: { price: 'abc' }, actor: ADMIN_ACTOR }), 'invalid');
    expect(price.errors).toEqual([{ path: 'price', message: 'Price must be a number of 0 or more' }]);
    const huge = await failure(ctx.api.patchProduct({ id: product._id, patch: { price: '9'.repeat(400) }, actor: ADMIN_ACTOR }), 'invalid');
    expect(huge.errors).toEqual([{ path: 'price', message: 'This price is too large' }]);
    const negative = await failure(ctx.api.patchProduct({ id: product._id, patch: { stock: { quantity: -1 } }, actor: ADMIN_ACTOR }), 'invalid');
    expect(negative.errors).toEqual([{ path: 'stock.quantity', message: 'Stock quantity must be a whole number of 0 or more' }]);
    const status = await failure(ctx.api.patchProduct({ id: product._id, patch: { status: 'sold', category: 'toys' }, actor: ADMIN_ACTOR }), 'invalid');
    expect(status.errors).toEqual([
      { path: 'category', message: 'Please choose a valid category' },
      { path: 'status', message: 'Please choose a valid status' },
    ]);
    const gallery = ['/1.png', '/2.png', '/3.png', '/4.png', '/5.png'];
    await failure(ctx.api.patchProduct({ id: product._id, patch: { images: { gallery } }, actor: ADMIN_ACTOR }), 'invalid');
    expect(await ctx.api.getProduct(product._id)).toEqual(product);
  });

  it('patch: refuses a patch that names no field', async () => {
    const product = await create(ctx, full);
    for (const patch of [{}, { stock: {} }, { images: {}, stock: {} }]) {
      const error = await failure(ctx.api.patchProduct({ id: product._id, patch, actor: ADMIN_ACTOR }), 'invalid');
      expect(error.message).toBe('Give at least one field to change');
    }
    expect(await ctx.api.getProduct(product._id)).toEqual(product);
  });
}
