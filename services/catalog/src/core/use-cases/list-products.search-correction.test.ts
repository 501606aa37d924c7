import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_SYNONYM_MESSAGES } from '@shop/contracts';
import { AppError } from '@shop/domain';
import type { ProductListQuery } from '../../api/catalog-api';
import { InProcessEventBus } from '@shop/platform';
import { createCatalogService } from '../../app';
import { ADMIN_ACTOR, ADMIN_ID, productInput, silentLogger, startTestCatalog, type TestCatalog } from '../../testing/catalog-test-kit';

let catalog: TestCatalog;
beforeEach(async () => {
  catalog = await startTestCatalog();
  for (const [name, category] of [
    ['Keychron K2 Keyboard', 'keyboards'],
    ['Dell UltraSharp Monitor', 'monitors'],
    ['Sony Headphones', 'audio'],
    ['Logitech Mouse', 'mice'],
    ['ThinkPad Laptop', 'laptops'],
  ] as const) {
    await catalog.api.createProduct({ product: productInput({ name, category, tags: [], features: [], shortDescription: '' }), creator: ADMIN_ID });
  }
});
afterEach(() => catalog.stop());

const search = async (query: ProductListQuery) => {
  const page = await catalog.api.listProducts(query);
  return { names: page.products.map((product) => product.name), searchedFor: page.searchedFor };
};

describe('a search that forgives typos and speaks the shop’s languages', () => {
  it('finds what a misspelt word meant, and says what it searched for', async () => {
    expect(await search({ search: 'keybord' })).toEqual({ names: ['Keychron K2 Keyboard'], searchedFor: 'keyboard' });
    expect(await search({ search: 'moniter' })).toEqual({ names: ['Dell UltraSharp Monitor'], searchedFor: 'monitor' });
    expect(await search({ search: 'headphnes' })).toEqual({ names: ['Sony Headphones'], searchedFor: 'headphones' });
    expect(await search({ search: 'sony headphnes' })).toEqual({ names: ['Sony Headphones'], searchedFor: 'sony headphones' });
  });

  it('finds by a French or Kinyarwanda word from the synonym table, without claiming a correction', async () => {
    expect(await search({ search: 'clavier' })).toEqual({ names: ['Keychron K2 Keyboard'], searchedFor: undefined });
    expect(await search({ search: 'souris' })).toEqual({ names: ['Logitech Mouse'], searchedFor: undefined });
    expect(await search({ search: 'mudasobwa' })).toEqual({ names: ['ThinkPad Laptop'], searchedFor: undefined });
    expect(await search({ search: 'Écran' })).toEqual({ names: ['Dell UltraSharp Monitor'], searchedFor: undefined });
  });

  it('searches exactly what was typed when asked', async () => {
    expect(await search({ search: 'keybord', exact: true })).toEqual({ names: [], searchedFor: undefined });
    expect(await search({ search: 'keyboard', exact: true })).toEqual({ names: ['Keychron K2 Keyboard'], searchedFor: undefined });
  });

  it('says nothing of a correction that finds nothing either', async () => {
    // "monitor" and "keyboard" are both known once corrected, but no product is both.
    expect(await search({ search: 'moniter keybord' })).toEqual({ names: [], searchedFor: undefined });
  });

  it('keeps a word typed in part as it is, and keeps filters on a corrected search', async () => {
    expect(await search({ search: 'keyb' })).toEqual({ names: ['Keychron K2 Keyboard'], searchedFor: undefined });
    expect(await search({ search: 'keybord', category: 'monitors' })).toEqual({ names: [], searchedFor: undefined });
  });

  it('learns the words of a product as soon as it is added', async () => {
    expect((await search({ search: 'trakball' })).names).toEqual([]);
    await catalog.api.createProduct({ product: productInput({ name: 'Kensington Trackball', category: 'mice' }), creator: ADMIN_ID });
    expect(await search({ search: 'trakball' })).toEqual({ names: ['Kensington Trackball'], searchedFor: 'trackball' });
  });
});

describe('the synonym table', () => {
  it('starts with the shop’s defaults and takes the admin’s table for the next search', async () => {
    const { synonyms } = await catalog.api.searchSynonyms();
    expect(synonyms).toContainEqual({ word: 'clavier', terms: ['keyboard'] });
    expect((await search({ search: 'clavier' })).names).toEqual(['Keychron K2 Keyboard']);

    const saved = await catalog.api.replaceSearchSynonyms({ synonyms: [{ word: 'Tastatur', terms: ['Keyboard'] }], actor: ADMIN_ACTOR });
    expect(saved).toEqual({ synonyms: [{ word: 'tastatur', terms: ['keyboard'] }] });
    expect(await catalog.api.searchSynonyms()).toEqual(saved);
    expect((await search({ search: 'tastatur' })).names).toEqual(['Keychron K2 Keyboard']);
    expect((await search({ search: 'clavier' })).names).toEqual([]);
  });

  it('keeps the admin’s table when the catalog starts again, and the defaults are not put back', async () => {
    await catalog.api.replaceSearchSynonyms({ synonyms: [{ word: 'tastatur', terms: ['keyboard'] }], actor: ADMIN_ACTOR });
    const again = await startTestCatalogOn(catalog);
    try {
      expect(await again.api.searchSynonyms()).toEqual({ synonyms: [{ word: 'tastatur', terms: ['keyboard'] }] });
    } finally {
      await again.stopService();
    }
  });

  it('refuses a table with a word of two words, naming the field', async () => {
    const refused = await catalog.api.replaceSearchSynonyms({ synonyms: [{ word: 'usb hub', terms: ['hub'] }], actor: ADMIN_ACTOR }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ kind: 'invalid', message: SEARCH_SYNONYM_MESSAGES.oneWord, errors: [{ path: 'synonyms.0.word', message: SEARCH_SYNONYM_MESSAGES.oneWord }] });
    expect((await catalog.api.searchSynonyms()).synonyms).toContainEqual({ word: 'clavier', terms: ['keyboard'] });
  });
});

/** A second catalog service on the same store, as after a restart. */
async function startTestCatalogOn(first: TestCatalog) {
  const events = new InProcessEventBus();
  const service = await createCatalogService({
    documents: first.documents,
    cache: first.cache,
    events,
    identity: first.accounts,
    logger: silentLogger(),
  });
  return {
    api: service.api,
    stopService: async () => {
      await service.stop();
      await events.close();
    },
  };
}
