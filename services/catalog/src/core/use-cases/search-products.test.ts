import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ID, productInput, startTestCatalog, type TestCatalog } from '../../testing/catalog-test-kit';

let catalog: TestCatalog;

beforeAll(async () => {
  catalog = await startTestCatalog();
  const products = [
    { name: 'Logitech MX Master 3S', brand: 'Logitech', category: 'mice', price: 120_000, shortDescription: 'Ergonomic wireless' },
    { name: 'Logitech G Pro X Superlight', brand: 'Logitech', category: 'mice', price: 150_000, shortDescription: 'Esports' },
    { name: 'Razer DeathAdder Mouse', brand: 'Razer', category: 'mice', price: 60_000, shortDescription: 'Gaming' },
    { name: 'Logitech K380', brand: 'Logitech', category: 'keyboards', price: 45_000, shortDescription: 'Multi-device' },
    { name: 'Keychron K2', brand: 'Keychron', category: 'keyboards', price: 95_000, shortDescription: 'Mechanical, wireless' },
    { name: 'Ducky One 3', brand: 'Ducky', category: 'keyboards', price: 130_000, features: ['Mechanical Cherry MX switches'] },
    { name: 'Dell Écran 27 pouces', brand: 'Dell', category: 'monitors', price: 350_000, shortDescription: 'Moniteur' },
    { name: 'Sony WH-1000XM5', brand: 'Sony', category: 'audio', price: 400_000, tags: ['noise-cancelling'] },
    { name: 'Apple Watch SE', brand: 'Apple', category: 'watches', price: 300_000, description: 'Secret word zebra' },
  ];
  for (const p of products) await catalog.api.createProduct({ product: productInput({ features: [], tags: [], shortDescription: '', ...p }), creator: ADMIN_ID });
});
afterAll(() => catalog.stop());

const search = async (text: string, extra: Parameters<TestCatalog['api']['searchProducts']>[0] | object = {}) =>
  (await catalog.api.searchProducts({ ...extra, search: text })).products.map((p) => p.name);

describe('product search', () => {
  it("finds Logitech mice for 'logitech mouse', the category's singular counting as a word", async () => {
    expect((await search('logitech mouse')).sort()).toEqual(['Logitech G Pro X Superlight', 'Logitech MX Master 3S']);
  });

  it("finds mechanical keyboards for 'mechanical keyboard', in any field but the long description", async () => {
    expect((await search('mechanical keyboard')).sort()).toEqual(['Ducky One 3', 'Keychron K2']);
    expect(await search('mechanical keyboards', { sortBy: 'price', sortOrder: 'asc' })).toEqual(['Keychron K2', 'Ducky One 3']);
    expect(await search('zebra')).toEqual([]);
  });

  it('ignores case and accents both ways', async () => {
    expect(await search('ecran')).toEqual(['Dell Écran 27 pouces']);
    expect(await search('ÉCRAN')).toEqual(['Dell Écran 27 pouces']);
    expect(await search('moniteur')).toEqual(['Dell Écran 27 pouces']);
  });

  it('matches word prefixes, tags and category words', async () => {
    expect(await search('logi k3')).toEqual(['Logitech K380']);
    expect(await search('noise')).toEqual(['Sony WH-1000XM5']);
    expect(await search('headphones')).toEqual(['Sony WH-1000XM5']);
    expect(await search('smartwatch')).toEqual(['Apple Watch SE']);
  });

  it('ranks by relevance without a chosen sort: name matches first, across pages', async () => {
    const pages = [];
    for (let page = 1; page <= 2; page += 1) {
      const result = await catalog.api.searchProducts({ search: 'mouse', page, limit: 2 });
      expect(result.pagination).toMatchObject({ total: 3, totalPages: 2 });
      pages.push(...result.products.map((p) => p.name));
    }
    // Only the Razer has "mouse" in its name; the Logitech mice match through their category.
    expect(pages[0]).toBe('Razer DeathAdder Mouse');
    expect(pages.slice(1).sort()).toEqual(['Logitech G Pro X Superlight', 'Logitech MX Master 3S']);
  });

  it('follows a chosen sort exactly, across pages', async () => {
    expect(await search('mouse', { sortBy: 'price', sortOrder: 'desc' })).toEqual([
      'Logitech G Pro X Superlight',
      'Logitech MX Master 3S',
      'Razer DeathAdder Mouse',
    ]);
    const pages = [];
    for (let page = 1; page <= 2; page += 1) {
      const result = await catalog.api.searchProducts({ search: 'mouse', page, limit: 2, sortBy: 'price', sortOrder: 'asc' });
      pages.push(...result.products.map((p) => p.name));
    }
    expect(pages).toEqual(['Razer DeathAdder Mouse', 'Logitech MX Master 3S', 'Logitech G Pro X Superlight']);
  });

  it('treats pattern and operator characters as text: they find nothing and do not fail', async () => {
    for (const text of ['.*', '$ne', '$where', '^', '{"$gt": ""}', '\\', '(', '[a-z]+']) {
      expect(await search(text)).toEqual([]);
    }
  });

  it('combines search with filters', async () => {
    expect(await search('logitech', { category: 'keyboards' })).toEqual(['Logitech K380']);
    expect(await search('logitech', { maxPrice: 100_000 })).toEqual(['Logitech K380']);
  });
});
