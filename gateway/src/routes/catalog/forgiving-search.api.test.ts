import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SYNONYM_MESSAGES, type AuditEntry } from '@shop/contracts';
import { DEMO } from '../../testing/test-shop';
import { startShopUnderTest, type ShopUnderTest } from '../../testing/shop-under-test';

type Listing = { products: Array<{ name: string; category: string }>; pagination: { totalProducts: number }; searchedFor?: string };

describe('search that forgives typos and speaks three languages, on the demo catalogue', () => {
  let shop: ShopUnderTest;
  let admin: string;
  let adminId: string;
  let shopper: string;
  beforeAll(async () => {
    shop = await startShopUnderTest({ env: { DEMO_CATALOGUE: 'on' } });
    const session = await shop.login(DEMO.admin.email, DEMO.admin.password);
    admin = session.accessToken;
    adminId = session.user.id;
    shopper = (await shop.login(DEMO.shopper.email, DEMO.shopper.password)).accessToken;
  });
  afterAll(() => shop.close());

  const search = async (query: string): Promise<Listing> => {
    const res = await shop.api(`/api/v1/products?limit=100&${query}`);
    expect(res.status).toBe(200);
    return res.body.data as Listing;
  };
  const categoriesOf = (listing: Listing) => [...new Set(listing.products.map((product) => product.category))];

  it.each([
    ['keybord', 'keyboard', 'keyboards'],
    ['moniter', 'monitor', 'monitors'],
    ['headphnes', 'headphones', 'audio'],
  ])('finds the products "%s" meant, and says it searched for "%s"', async (typed, meant, category) => {
    const found = await search(`search=${typed}`);
    expect(found.searchedFor).toBe(meant);
    expect(found.pagination.totalProducts).toBeGreaterThan(0);
    expect(categoriesOf(found)).toContain(category);
    // The same products as the word spelt right.
    expect((await search(`search=${meant}`)).products).toEqual(found.products);
  });

  it.each([
    ['clavier', 'keyboard', 'keyboards'],
    ['souris', 'mouse', 'mice'],
    ['mudasobwa', 'laptop', 'laptops'],
    ['%C3%A9cran', 'monitor', 'monitors'],
  ])('finds by the French or Kinyarwanda word "%s" what "%s" finds', async (word, term, category) => {
    const found = await search(`search=${word}`);
    expect(found.searchedFor).toBeUndefined();
    expect(categoriesOf(found)).toContain(category);
    expect(found.products).toEqual((await search(`search=${term}`)).products);
  });

  it('searches exactly what was typed on /products/search with exact=true', async () => {
    const exact = await shop.api('/api/v1/products/search?q=keybord&exact=true');
    expect(exact.body.data).toMatchObject({ products: [], pagination: { totalProducts: 0 } });
    expect(exact.body.data.searchedFor).toBeUndefined();
    const corrected = await shop.api('/api/v1/products/search?q=keybord');
    expect(corrected.body.data.searchedFor).toBe('keyboard');
    expect((await shop.api('/api/v1/products?search=keyboard&exact=maybe')).body.errors).toEqual([
      { path: 'exact', message: 'exact must be true or false' },
    ]);
  });

  it('lets admins alone read and replace the synonym table, which the next search follows', async () => {
    expect((await shop.api('/api/v1/admin/search/synonyms')).status).toBe(401);
    expect((await shop.api('/api/v1/admin/search/synonyms', { token: shopper })).status).toBe(403);
    const table = (await shop.api('/api/v1/admin/search/synonyms', { token: admin })).body.data.synonyms as Array<{ word: string; terms: string[] }>;
    expect(table).toContainEqual({ word: 'mudasobwa', terms: ['laptop'] });

    expect((await search('search=tastatur')).pagination.totalProducts).toBe(0);
    const saved = await shop.api('/api/v1/admin/search/synonyms', {
      method: 'PUT',
      token: admin,
      json: { synonyms: [...table, { word: 'Tastatur', terms: ['Keyboard'] }] },
      headers: { 'x-request-id': 'synonyms-tastatur' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.synonyms).toContainEqual({ word: 'tastatur', terms: ['keyboard'] });
    expect((await search('search=tastatur')).products).toEqual((await search('search=keyboard')).products);

    // The catalog's entry reaches the audit trail through its outbox: the admin of the token, the word added.
    const audited = async () => (await shop.api('/api/v1/admin/audit?action=settings.changed&targetId=search-synonyms', { token: admin })).body.data.entries as AuditEntry[];
    await expect.poll(async () => (await audited()).length, { timeout: 15_000 }).toBe(1);
    expect((await audited())[0]).toMatchObject({
      actor: { userId: adminId, email: DEMO.admin.email },
      target: { type: 'settings', id: 'search-synonyms', label: 'Search synonyms' },
      changes: [{ field: 'tastatur', after: ['keyboard'] }],
      requestId: 'synonyms-tastatur',
      clientAddress: expect.stringMatching(/127\.0\.0\.1/),
      service: 'catalog',
    });
  });

  it('refuses a bad table with the field and message, and keeps the stored one', async () => {
    const refused = await shop.api('/api/v1/admin/search/synonyms', {
      method: 'PUT',
      token: admin,
      json: { synonyms: [{ word: 'usb hub', terms: ['hub'] }, { word: 'ok', terms: [] }] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toContainEqual({ path: 'synonyms.1.terms', message: SEARCH_SYNONYM_MESSAGES.termCount });
    const twoWords = await shop.api('/api/v1/admin/search/synonyms', { method: 'PUT', token: admin, json: { synonyms: [{ word: 'usb hub', terms: ['hub'] }] } });
    expect(twoWords.status).toBe(400);
    expect(twoWords.body.errors).toEqual([{ path: 'synonyms.0.word', message: SEARCH_SYNONYM_MESSAGES.oneWord }]);
    expect((await search('search=clavier')).products).toEqual((await search('search=keyboard')).products);
  });
});
