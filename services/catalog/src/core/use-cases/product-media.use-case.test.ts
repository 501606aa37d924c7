import { newId } from '@shop/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageMedia } from '@shop/contracts';
import { ADMIN_ID, productInput, ADMIN_ACTOR } from '../../testing/catalog-test-kit';
import { failureOf, writeStores, type WriteStores } from '../../testing/catalog-write-fixtures';
import { CreateProduct } from './create-product.use-case';
import { GetProduct } from './get-product.use-case';
import { PatchProduct } from './patch-product.use-case';
import { ReplaceVariants } from './replace-variants.use-case';
import { UpdateProduct } from './update-product.use-case';

let stores: WriteStores;
beforeEach(async () => {
  stores = await writeStores();
});
afterEach(() => stores.close());

const photo = (n: number) => `/uploads/products/${String(n).repeat(32).slice(0, 32)}.jpg`;
const FRONT = photo(1);
const BACK = photo(2);
const SIDE = photo(3);
const mediaOf = (width: number): ImageMedia => ({
  width,
  height: Math.round(width * 0.75),
  widths: [320, 640, 1280].filter((w) => w < width).concat(width < 1280 ? [width] : []),
  placeholder: 'data:image/webp;base64,UklGRiQAAABXRUJQ',
});

const create = (product: Parameters<typeof productInput>[0]) => new CreateProduct(stores).execute({ product: productInput(product), creator: ADMIN_ID, actor: ADMIN_ACTOR });
const patch = (id: string, changes: Parameters<PatchProduct['execute']>[0]['patch']) => new PatchProduct(stores).execute({ id, patch: changes, actor: ADMIN_ACTOR });
const read = async (id: string) => (await new GetProduct(stores).byId(id)).media;

describe('the photo details a product carries', () => {
  it('are kept for the photos it shows and returned with every read; entries for other URLs are dropped', async () => {
    const product = await create({
      images: { primary: FRONT, gallery: [BACK] },
      media: { [FRONT]: mediaOf(2000), [BACK]: mediaOf(900), [SIDE]: mediaOf(800) },
    });
    expect(product.media).toEqual({ [FRONT]: mediaOf(2000), [BACK]: mediaOf(900) });
    expect(await read(product._id)).toEqual({ [FRONT]: mediaOf(2000), [BACK]: mediaOf(900) });
  });

  it('are empty for a product without uploaded photos, and never name a URL that is not an uploaded photo', async () => {
    const drawing = '/images/products/keyboard.svg';
    const product = await create({ images: { primary: drawing, gallery: [] }, media: { [drawing]: mediaOf(900) } });
    expect(product.media).toEqual({});
  });

  it('refuse details that do not describe a stored photo, naming the URL', async () => {
    const wrong = [
      { ...mediaOf(900), placeholder: 'data:image/svg+xml;base64,PHN2Zz4=' },
      { ...mediaOf(900), widths: [640, 320] },
      { ...mediaOf(900), widths: [320, 500] },
      { ...mediaOf(300), widths: [320] },
      { width: 900, height: 600 },
    ];
    for (const entry of wrong) {
      const failure = await failureOf(create({ images: { primary: FRONT, gallery: [] }, media: { [FRONT]: entry as ImageMedia } }));
      expect(failure).toMatchObject({ kind: 'invalid', errors: [{ path: `media.${FRONT}` }] });
    }
  });

  it('stay through an update that leaves them out, for the photos still shown, and are replaced by one that gives them', async () => {
    const product = await create({ images: { primary: FRONT, gallery: [BACK] }, media: { [FRONT]: mediaOf(2000), [BACK]: mediaOf(900) } });
    const update = new UpdateProduct(stores);
    const kept = await update.execute({ id: product._id, product: productInput({ images: { primary: FRONT, gallery: [] } }), actor: ADMIN_ACTOR });
    expect(kept.media).toEqual({ [FRONT]: mediaOf(2000) });
    const replaced = await update.execute({ id: product._id, product: productInput({ images: { primary: SIDE, gallery: [] }, media: { [SIDE]: mediaOf(700) } }), actor: ADMIN_ACTOR });
    expect(replaced.media).toEqual({ [SIDE]: mediaOf(700) });
    expect(await read(product._id)).toEqual({ [SIDE]: mediaOf(700) });
  });

  it('follow a patch: left out they stay, given they replace, null clears them, and a replaced image loses its entry', async () => {
    const product = await create({ images: { primary: FRONT, gallery: [BACK] }, media: { [FRONT]: mediaOf(2000), [BACK]: mediaOf(900) } });
    expect((await patch(product._id, { name: 'Renamed keyboard' })).media).toEqual({ [FRONT]: mediaOf(2000), [BACK]: mediaOf(900) });
    expect((await patch(product._id, { media: { [BACK]: mediaOf(1000) } })).media).toEqual({ [BACK]: mediaOf(1000) });
    expect((await patch(product._id, { images: { gallery: [SIDE] } })).media).toEqual({});
    const again = await patch(product._id, { media: { [FRONT]: mediaOf(2000), [SIDE]: mediaOf(600) } });
    expect(again.media).toEqual({ [FRONT]: mediaOf(2000), [SIDE]: mediaOf(600) });
    expect((await patch(product._id, { media: null })).media).toEqual({});
    expect(await read(product._id)).toEqual({});
  });

  it('cover the images of its variants, and leave a variant’s entry out once that image is gone', async () => {
    const product = await create({ images: { primary: FRONT, gallery: [] } });
    const replaceVariants = (image?: string) =>
      new ReplaceVariants(stores, newId).execute({
        id: product._id,
        body: { options: [{ name: 'Size', values: ['S'] }], variants: [{ options: ['S'], quantity: 3, ...(image ? { image } : {}) }] }, actor: ADMIN_ACTOR });
    await replaceVariants(SIDE);
    const withVariant = await patch(product._id, { media: { [FRONT]: mediaOf(2000), [SIDE]: mediaOf(800) } });
    expect(withVariant.media).toEqual({ [FRONT]: mediaOf(2000), [SIDE]: mediaOf(800) });
    const without = await replaceVariants();
    expect(without.media).toEqual({ [FRONT]: mediaOf(2000) });
  });
});
