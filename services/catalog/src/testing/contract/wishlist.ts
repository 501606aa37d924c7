import { expect, it } from 'vitest';
import { create, failure, MISSING_ID, userId, type ContractContext } from './context';
import { ADMIN_ACTOR } from '../catalog-test-kit';

export function wishlistContract(ctx: ContractContext): void {
  it('toggles a product in and out, and the product counts its wishlists', async () => {
    const product = await create(ctx);
    const user = userId(7);
    expect(await ctx.api.toggleWishlist({ userId: user, productId: product._id })).toEqual({
      added: true,
      action: 'added',
      productId: product._id,
      count: 1,
    });
    await ctx.api.toggleWishlist({ userId: userId(8), productId: product._id });
    expect((await ctx.api.getProduct(product._id)).wishlistCount).toBe(2);
    const removed = await ctx.api.toggleWishlist({ userId: user, productId: product._id });
    expect(removed).toMatchObject({ added: false, action: 'removed', count: 0 });
    expect((await ctx.api.getProduct(product._id)).wishlistCount).toBe(1);
    await failure(ctx.api.toggleWishlist({ userId: user, productId: MISSING_ID }), 'not_found');
  });

  it('lists items with live product data, and removes one or all', async () => {
    const cheap = await create(ctx, { name: 'Cheap', price: 20_000 });
    const dear = await create(ctx, { name: 'Dear', price: 90_000 });
    const user = userId(9);
    await ctx.api.toggleWishlist({ userId: user, productId: cheap._id });
    await ctx.api.toggleWishlist({ userId: user, productId: dear._id });
    await ctx.api.updateProduct({ id: cheap._id, product: { ...formOf(cheap), price: 18_000 }, actor: ADMIN_ACTOR });
    const items = await ctx.api.listWishlist(user);
    expect(items.map((i) => [i.product.name, i.product.price])).toEqual([
      ['Dear', 90_000],
      ['Cheap', 18_000],
    ]);
    expect(items[0]).toMatchObject({ productId: dear._id, addedAt: expect.any(String) });
    expect(await ctx.api.removeFromWishlist({ userId: user, productId: dear._id })).toMatchObject({ count: 1 });
    expect(await ctx.api.clearWishlist(user)).toEqual({ added: false, action: 'cleared', count: 0 });
    expect(await ctx.api.listWishlist(user)).toEqual([]);
    expect((await ctx.api.getProduct(cheap._id)).wishlistCount).toBe(0);
  });
}

function formOf(product: { name: string; brand: string; description: string; price: number; category: string; images: { primary: string; gallery: string[] }; stock: { quantity: number }; status: string }) {
  return {
    name: product.name,
    brand: product.brand,
    description: product.description,
    price: product.price,
    category: product.category,
    images: product.images,
    stock: { quantity: product.stock.quantity },
    status: product.status,
  };
}
