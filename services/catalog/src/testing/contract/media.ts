import { expect, it } from 'vitest';
import type { ImageMedia } from '@shop/contracts';
import { create, failure, form, type ContractContext } from './context';
import { ADMIN_ACTOR } from '../catalog-test-kit';

const FRONT = '/uploads/products/0123456789abcdef0123456789abcdef.jpg';
const BACK = '/uploads/products/fedcba9876543210fedcba9876543210.jpg';
const front: ImageMedia = { width: 2000, height: 1500, widths: [320, 640, 1280], placeholder: 'data:image/webp;base64,UklGRiQAAABXRUJQ' };
const back: ImageMedia = { width: 900, height: 1200, widths: [320, 640, 900], placeholder: 'data:image/webp;base64,UklGRh4AAABXRUJQ' };

/** The uploaded photos' sizes and placeholders, kept beside the product's images. */
export function mediaContract(ctx: ContractContext): void {
  it('returns the photo details of the images a product shows in every view, and {} for none', async () => {
    const product = await create(ctx, { images: { primary: FRONT, gallery: [BACK] }, media: { [FRONT]: front, [BACK]: back } });
    expect(product.media).toEqual({ [FRONT]: front, [BACK]: back });
    expect((await ctx.api.getProduct(product._id)).media).toEqual({ [FRONT]: front, [BACK]: back });
    expect((await ctx.api.getProducts([product._id]))[0]?.media).toEqual({ [FRONT]: front, [BACK]: back });
    expect((await ctx.api.listProducts({})).products[0]?.media).toEqual({ [FRONT]: front, [BACK]: back });
    expect((await create(ctx, { name: 'Drawn Hub' })).media).toEqual({});
  });

  it('keeps them through an update or patch that leaves them out, replaces them when given, clears them on null', async () => {
    const product = await create(ctx, { images: { primary: FRONT, gallery: [BACK] }, media: { [FRONT]: front, [BACK]: back } });
    const updated = await ctx.api.updateProduct({ id: product._id, product: form({ images: { primary: FRONT, gallery: [] } }), actor: ADMIN_ACTOR });
    expect(updated.media).toEqual({ [FRONT]: front });
    expect((await ctx.api.patchProduct({ id: product._id, patch: { name: 'Renamed Mouse' }, actor: ADMIN_ACTOR })).media).toEqual({ [FRONT]: front });
    const patched = await ctx.api.patchProduct({ id: product._id, patch: { images: { gallery: [BACK] }, media: { [BACK]: back } }, actor: ADMIN_ACTOR });
    expect(patched.media).toEqual({ [BACK]: back });
    expect((await ctx.api.patchProduct({ id: product._id, patch: { media: null }, actor: ADMIN_ACTOR })).media).toEqual({});
  });

  it('refuses details that describe no stored photo, naming the URL', async () => {
    const wrong = { ...front, placeholder: 'https://elsewhere.example/tracker.gif' };
    const refused = await failure(create(ctx, { images: { primary: FRONT, gallery: [] }, media: { [FRONT]: wrong } }), 'invalid');
    expect(refused.errors?.[0]?.path).toBe(`media.${FRONT}`);
  });
}
