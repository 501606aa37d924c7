import { expect, it } from 'vitest';
import { create, failure, MISSING_ID, type ContractContext } from './context';

export function browsingContract(ctx: ContractContext): void {
  it('lists active products only, page by page in a stable order even when prices tie', async () => {
    for (let i = 0; i < 7; i += 1) await create(ctx, { name: `Tie Mouse ${i}`, price: i < 5 ? 50_000 : 40_000 });
    await create(ctx, { name: 'Hidden Mouse', status: 'inactive' });
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const result = await ctx.api.listProducts({ page, limit: 3, sortBy: 'price', sortOrder: 'asc' });
      expect(result.pagination).toEqual({ page, limit: 3, total: 7, totalPages: 3 });
      seen.push(...result.products.map((p) => p.name));
    }
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(0, 2).sort()).toEqual(['Tie Mouse 5', 'Tie Mouse 6']);
    expect(seen).not.toContain('Hidden Mouse');
  });

  it('filters by category, brand, price, featured, stock and tags', async () => {
    await create(ctx, { name: 'Keychron K8', brand: 'Keychron', category: 'keyboards', price: 90_000, tags: ['rgb'] });
    await create(ctx, { name: 'Logitech G Pro', price: 150_000, isFeatured: true, stock: { quantity: 0 } });
    await create(ctx, { name: 'Razer Viper', brand: 'Razer', price: 70_000 });
    const names = async (query: Parameters<typeof ctx.api.listProducts>[0]) =>
      (await ctx.api.listProducts(query)).products.map((p) => p.name).sort();
    expect(await names({ category: 'keyboards' })).toEqual(['Keychron K8']);
    expect(await names({ brand: 'razer' })).toEqual(['Razer Viper']);
    expect(await names({ minPrice: 80_000, maxPrice: 100_000 })).toEqual(['Keychron K8']);
    expect(await names({ minPrice: 89_999.5, maxPrice: 90_000.9 })).toEqual(['Keychron K8']);
    expect(await names({ featured: true })).toEqual(['Logitech G Pro']);
    expect(await names({ inStock: true })).toEqual(['Keychron K8', 'Razer Viper']);
    expect(await names({ tags: ['rgb', 'none'] })).toEqual(['Keychron K8']);
    await failure(ctx.api.listProducts({ sortBy: 'colour' as never }), 'invalid');
  });

  it('finds by words in any order and form, name matches first; text is never a pattern', async () => {
    await create(ctx, { name: 'G502 Hero', brand: 'Logitech', shortDescription: 'Gaming mouse' });
    await create(ctx, { name: 'Logitech Pebble Mouse', brand: 'Logitech' });
    await create(ctx, { name: 'Keychron K2', brand: 'Keychron', category: 'keyboards' });
    const found = await ctx.api.searchProducts({ search: 'MOUSE logitech' });
    expect(found.products.map((p) => p.name)).toEqual(['Logitech Pebble Mouse', 'G502 Hero']);
    expect((await ctx.api.searchProducts({ search: '.*' })).products).toEqual([]);
    expect((await ctx.api.searchProducts({ search: '{"$ne": null}' })).pagination.total).toBe(0);
  });

  it('gets a product by id, slug and in batches; unknown ones are not found', async () => {
    const a = await create(ctx, { name: 'Sony WH-1000XM5', brand: 'Sony', category: 'audio' });
    const b = await create(ctx, { name: 'Sony WH-1000XM5', brand: 'Sony', category: 'audio' });
    expect(a.slug).toBe('sony-wh-1000xm5');
    expect(b.slug).toBe('sony-wh-1000xm5-2');
    expect(await ctx.api.getProduct(a._id)).toEqual(a);
    expect((await ctx.api.getProductBySlug('sony-wh-1000xm5-2'))._id).toBe(b._id);
    expect((await ctx.api.getProducts([b._id, MISSING_ID, a._id])).map((p) => p._id)).toEqual([b._id, a._id]);
    const missing = await failure(ctx.api.getProduct(MISSING_ID), 'not_found');
    expect(missing.message).toBe('Product not found');
    await failure(ctx.api.getProductBySlug('nope'), 'not_found');
  });

  it('shows featured, top-rated and related products, never a product beside itself', async () => {
    const mouse = await create(ctx, { name: 'Mouse One', isFeatured: true });
    await create(ctx, { name: 'Mouse Two', brand: 'Razer' });
    await create(ctx, { name: 'Keyboard', brand: 'Logitech', category: 'keyboards' });
    expect((await ctx.api.featuredProducts()).map((p) => p.name)).toEqual(['Mouse One']);
    expect(await ctx.api.topRatedProducts(2)).toHaveLength(2);
    const related = await ctx.api.relatedProducts(mouse._id);
    expect(related.map((p) => p.name)).toEqual(['Mouse Two', 'Keyboard']);
  });

  it('counts active products per category and brand', async () => {
    await create(ctx, { name: 'A', brand: 'Logitech' });
    await create(ctx, { name: 'B', brand: 'logitech', category: 'keyboards' });
    await create(ctx, { name: 'C', brand: 'Razer', status: 'discontinued' });
    expect(await ctx.api.listCategories()).toEqual([
      { name: 'keyboards', count: 1 },
      { name: 'mice', count: 1 },
    ]);
    expect(await ctx.api.listBrands()).toEqual([{ name: 'Logitech', count: 2 }]);
  });

  it('counts a view once per visitor within the window', async () => {
    const product = await create(ctx);
    expect(await ctx.api.recordView({ productId: product._id, visitor: 'v1' })).toEqual({ views: 1, counted: true });
    expect(await ctx.api.recordView({ productId: product._id, visitor: 'v1' })).toEqual({ views: 1, counted: false });
    expect(await ctx.api.recordView({ productId: product._id, visitor: 'v2' })).toEqual({ views: 2, counted: true });
    await failure(ctx.api.recordView({ productId: MISSING_ID, visitor: 'v1' }), 'not_found');
  });
}
