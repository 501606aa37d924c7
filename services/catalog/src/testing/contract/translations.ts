import { expect, it } from 'vitest';
import type { ProductTranslations } from '../../api/catalog-api';
import { create, failure, form, type ContractContext } from './context';
import { ADMIN_ACTOR } from '../catalog-test-kit';

/** A product's French and Kinyarwanda texts: stored with it, served with every read, patched per language. */
export function translationsContract(ctx: ContractContext): void {
  const translations: ProductTranslations = {
    fr: { name: 'Souris MX Master 3S', shortDescription: 'Clics silencieux, 8K DPI', features: ['Capteur 8000 DPI', 'Clics silencieux'] },
    rw: { shortDescription: 'Imbeba ikanda itasakuza', description: 'Imbeba idakoresha umugozi.' },
  };

  it('translations: a product without them shows none', async () => {
    const product = await create(ctx);
    expect(product.translations).toEqual({});
    expect((await ctx.api.getProduct(product._id)).translations).toEqual({});
  });

  it('translations: created with the product, cleaned, and served by every read', async () => {
    const product = await create(ctx, {
      translations: { ...translations, fr: { ...translations.fr, description: '  ', features: [...(translations.fr?.features ?? []), ' '] } },
    });
    expect(product.translations).toEqual(translations);
    expect((await ctx.api.getProduct(product._id)).translations).toEqual(translations);
    expect((await ctx.api.getProductBySlug(product.slug)).translations).toEqual(translations);
    expect((await ctx.api.getProducts([product._id]))[0]?.translations).toEqual(translations);
    expect((await ctx.api.listProducts({})).products[0]?.translations).toEqual(translations);
  });

  it('translations: a patch replaces a language given, removes one given as null, and keeps the others', async () => {
    const product = await create(ctx, { translations });
    const replaced = await ctx.api.patchProduct({ id: product._id, patch: { translations: { fr: { name: 'Souris MX' } } }, actor: ADMIN_ACTOR });
    expect(replaced.translations).toEqual({ fr: { name: 'Souris MX' }, rw: translations.rw });
    const kept = await ctx.api.patchProduct({ id: product._id, patch: { price: 99_000 }, actor: ADMIN_ACTOR });
    expect(kept.translations).toEqual(replaced.translations);
    const removed = await ctx.api.patchProduct({ id: product._id, patch: { translations: { rw: null, fr: { shortDescription: ' ' } } }, actor: ADMIN_ACTOR });
    expect(removed.translations).toEqual({});
    expect(await ctx.api.getProduct(product._id)).toEqual(removed);
    const added = await ctx.api.patchProduct({ id: product._id, patch: { translations: { rw: { features: ['Bluetooth'] } } }, actor: ADMIN_ACTOR });
    expect(added.translations).toEqual({ rw: { features: ['Bluetooth'] } });
  });

  it('translations: a text too long is refused with its field path, and nothing is written', async () => {
    const product = await create(ctx, { translations });
    const patch = await failure(ctx.api.patchProduct({ id: product._id, patch: { translations: { fr: { name: 'n'.repeat(201) } } }, actor: ADMIN_ACTOR }), 'invalid');
    expect(patch.errors).toEqual([{ path: 'translations.fr.name', message: 'This text is too long' }]);
    expect(await ctx.api.getProduct(product._id)).toEqual(product);
    const created = await failure(ctx.api.createProduct({ product: form({ translations: { rw: { features: ['f'.repeat(301)] } } }), creator: product.creator }), 'invalid');
    expect(created.errors).toEqual([{ path: 'translations.rw.features', message: 'This text is too long' }]);
  });

  it('translations: a full update without them keeps them, and with them replaces every language', async () => {
    const product = await create(ctx, { translations });
    expect((await ctx.api.updateProduct({ id: product._id, product: form({ price: 99_000 }), actor: ADMIN_ACTOR })).translations).toEqual(translations);
    const replaced = await ctx.api.updateProduct({ id: product._id, product: form({ translations: { rw: { name: 'Imbeba' } } }), actor: ADMIN_ACTOR });
    expect(replaced.translations).toEqual({ rw: { name: 'Imbeba' } });
    expect((await ctx.api.getProduct(product._id)).translations).toEqual({ rw: { name: 'Imbeba' } });
  });
}
