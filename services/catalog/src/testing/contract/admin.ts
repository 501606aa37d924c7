import { expect, it } from 'vitest';
import { ADMIN, create, failure, form, MISSING_ID, type ContractContext } from './context';
import { ADMIN_ACTOR } from '../catalog-test-kit';

export function adminContract(ctx: ContractContext): void {
  it('creates a product from the form: numbers read, blanks dropped, creator from the caller', async () => {
    const product = await ctx.api.createProduct({
      product: {
        ...form({ price: ' 1500 ', originalPrice: '', badge: '  ', stock: { quantity: '3', lowStockThreshold: '' } }),
        images: { primary: ' /a.png ', gallery: ['/b.png', '  ', '/c.png'] },
        tags: ['USB', 'usb', ' '],
      },
      creator: ADMIN,
    });
    expect(product).toMatchObject({
      price: 1500,
      image: '/a.png',
      images: { primary: '/a.png', gallery: ['/b.png', '/c.png'] },
      tags: ['usb'],
      creator: ADMIN,
      currency: 'RWF',
      isActive: true,
      stock: { quantity: 3, reserved: 0, available: 3, lowStockThreshold: 10 },
      rating: { average: 0, count: 0 },
      views: 0,
      purchases: 0,
      wishlistCount: 0,
    });
    expect(product).not.toHaveProperty('originalPrice');
    expect(product).not.toHaveProperty('badge');
  });

  it('refuses a price with decimals instead of rounding it', async () => {
    const refused = await failure(ctx.api.createProduct({ product: form({ price: 62_500.5 }), creator: ADMIN }), 'invalid');
    expect(refused.errors).toEqual([{ path: 'price', message: 'Price must be a whole number of RWF: francs have no decimals' }]);
  });

  it('rejects an invalid form with a message per field', async () => {
    const error = await failure(
      ctx.api.createProduct({
        product: form({ name: ' ', price: 'abc', category: 'toys', stock: { quantity: -1 }, images: { primary: '', gallery: ['1', '2', '3', '4', '5'] } }),
        creator: ADMIN,
      }),
      'invalid',
    );
    expect(error.errors).toEqual([
      { path: 'name', message: 'Product name is required' },
      { path: 'price', message: 'Price must be a number of 0 or more' },
      { path: 'category', message: 'Please choose a valid category' },
      { path: 'images.primary', message: 'Primary image is required' },
      { path: 'images.gallery', message: 'Up to 4 gallery images are allowed' },
      { path: 'stock.quantity', message: 'Stock quantity must be a whole number of 0 or more' },
    ]);
  });

  it('lists every status for the admin, and an edit shows on the next shopper listing', async () => {
    const product = await create(ctx, { name: 'Visible' });
    await create(ctx, { name: 'Draft', status: 'inactive' });
    expect((await ctx.api.listProducts({})).products.map((p) => p.price)).toEqual([120_000]);
    const admin = await ctx.api.adminListProducts({ limit: 10 });
    expect(admin.products.map((p) => p.name)).toEqual(['Draft', 'Visible']);
    expect((await ctx.api.adminListProducts({ status: 'inactive', search: 'dra' })).pagination.total).toBe(1);
    const edited = await ctx.api.updateProduct({ id: product._id, product: form({ name: 'Visible', price: 99_000, badge: 'SALE' }), actor: ADMIN_ACTOR });
    expect(edited).toMatchObject({ price: 99_000, badge: 'SALE', slug: product.slug, creator: ADMIN });
    expect((await ctx.api.listProducts({})).products.map((p) => p.price)).toEqual([99_000]);
    await failure(ctx.api.updateProduct({ id: MISSING_ID, product: form(), actor: ADMIN_ACTOR }), 'not_found');
  });

  it('deletes a product, which then is not found', async () => {
    const product = await create(ctx);
    await ctx.api.deleteProduct(product._id, ADMIN_ACTOR);
    await failure(ctx.api.getProduct(product._id), 'not_found');
    await failure(ctx.api.deleteProduct(product._id, ADMIN_ACTOR), 'not_found');
  });
}
