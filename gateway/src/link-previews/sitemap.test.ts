import { describe, expect, it } from 'vitest';
import { MAX_PRODUCT_STAMPS } from '@shop/catalog';
import { Sitemap } from './sitemap';
import { fakeCatalog, productView } from './testing/catalog-fixtures';

const PUBLIC_URL = 'https://devshop.rw';
const id = (n: number) => n.toString(16).padStart(24, '0');
const products = (count: number, category: 'keyboards' | 'watches' = 'keyboards') =>
  Array.from({ length: count }, (_, n) => productView({ _id: id(n + 1), name: `Product ${n + 1}`, category, updatedAt: `2026-11-${String((n % 28) + 1).padStart(2, '0')}T08:00:00.000Z` }));

/** The addresses a sitemap file lists. */
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('the sitemap', () => {
  it('lists home, the listing, the public pages, each category with products and every active product with its last change', async () => {
    const sitemap = new Sitemap({ catalog: fakeCatalog([...products(230), ...products(1, 'watches').map((p) => ({ ...p, _id: id(999) }))]), publicUrl: PUBLIC_URL });
    const { main, parts } = await sitemap.files();
    expect(parts).toEqual([]);
    expect(main.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const urls = locations(main);
    expect(urls).toEqual(expect.arrayContaining([
      'https://devshop.rw/',
      'https://devshop.rw/products',
      'https://devshop.rw/about',
      'https://devshop.rw/products/keyboards',
      'https://devshop.rw/products/watches',
      `https://devshop.rw/product/${id(1)}`,
      `https://devshop.rw/product/${id(230)}`,
      `https://devshop.rw/product/${id(999)}`,
    ]));
    expect(urls.filter((url) => url.includes('/product/'))).toHaveLength(231);
    expect(urls).not.toContain('https://devshop.rw/products/monitors');
    for (const hidden of ['/cart', '/checkout', '/admin', '/search', '/login', '/profile', '/orders']) expect(urls).not.toContain(`https://devshop.rw${hidden}`);
    expect(main).toContain(`<url><loc>https://devshop.rw/product/${id(2)}</loc><lastmod>2026-11-02T08:00:00.000Z</lastmod></url>`);
  });

  it('reads the products the largest page at a time, each page after the last one read', async () => {
    const catalog = fakeCatalog(products(12_001));
    const { main } = await new Sitemap({ catalog, publicUrl: PUBLIC_URL }).files();
    expect(catalog.reads).toEqual(['categories', `stamps after none ${MAX_PRODUCT_STAMPS}`, `stamps after ${id(5_000)} ${MAX_PRODUCT_STAMPS}`, `stamps after ${id(10_000)} ${MAX_PRODUCT_STAMPS}`]);
    const listed = locations(main).filter((url) => url.includes('/product/'));
    expect(listed).toHaveLength(12_001);
    expect(new Set(listed).size).toBe(12_001);
  });

  it('becomes an index of parts when the shop has more addresses than one file may hold', async () => {
    const sitemap = new Sitemap({ catalog: fakeCatalog(products(250)), publicUrl: PUBLIC_URL, maxUrlsPerFile: 100 });
    const { main, parts } = await sitemap.files();
    expect(main).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locations(main)).toEqual(parts.map((_, n) => `https://devshop.rw/sitemaps/${n + 1}.xml`));
    const listed = parts.flatMap(locations);
    expect(parts.every((part) => locations(part).length <= 100)).toBe(true);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((url) => url.includes('/product/'))).toHaveLength(250);
  });

  it('is built once while it is fresh, and again after the catalogue changed', async () => {
    const catalog = fakeCatalog(products(3));
    const sitemap = new Sitemap({ catalog, publicUrl: PUBLIC_URL, now: () => 0 });
    await Promise.all([sitemap.files(), sitemap.files()]);
    const reads = catalog.reads.length;
    await sitemap.files();
    expect(catalog.reads).toHaveLength(reads);
    sitemap.forget();
    await sitemap.files();
    expect(catalog.reads).toHaveLength(reads * 2);
  });

  it('answers with the last sitemap while a slow rebuild goes on, then with the new one', async () => {
    let now = 0;
    const listed = products(2);
    const catalog = fakeCatalog(listed);
    const sitemap = new Sitemap({ catalog, publicUrl: PUBLIC_URL, ttlMs: 60_000, rebuildWaitMs: 10, now: () => now });
    const first = await sitemap.files();
    listed.push(productView({ _id: id(3), name: 'Product 3' }));
    let release = () => {};
    // The first build took no time (the clock stood still): the next may start at once.
    const slowList = catalog.listProductStamps;
    catalog.listProductStamps = (query) => new Promise((resolve) => (release = () => resolve(slowList(query))));
    now = 60_000;
    expect(await sitemap.files()).toBe(first);
    expect(await sitemap.files()).toBe(first);
    release();
    await expect.poll(async () => locations((await sitemap.files()).main)).toContain(`https://devshop.rw/product/${id(3)}`);
  });

  it('keeps the last sitemap when a rebuild fails, and tries again on the next request', async () => {
    const catalog = fakeCatalog(products(1));
    // A clock that stands still: builds take no time, so none is held back by the last one's length.
    const sitemap = new Sitemap({ catalog, publicUrl: PUBLIC_URL, now: () => 0 });
    const first = await sitemap.files();
    const working = catalog.listCategories;
    catalog.listCategories = () => Promise.reject(new Error('catalogue away'));
    sitemap.forget();
    expect(await sitemap.files()).toBe(first);
    catalog.listCategories = working;
    const reads = catalog.reads.length;
    await sitemap.files();
    expect(catalog.reads.length).toBeGreaterThan(reads);
  });

  it('escapes what it lists', async () => {
    const sitemap = new Sitemap({ catalog: fakeCatalog(products(1)), publicUrl: 'https://devshop.rw/?a=1&b=2' });
    expect((await sitemap.files()).main).toContain('https://devshop.rw/?a=1&amp;b=2/products');
  });

  it('reads a large catalogue for at most a tenth of the time, however often it changes', async () => {
    let now = 0;
    const catalog = fakeCatalog(products(3));
    const slowCategories = catalog.listCategories;
    // Each build takes 30 s of the clock.
    catalog.listCategories = async () => {
      now += 30_000;
      return slowCategories();
    };
    const sitemap = new Sitemap({ catalog, publicUrl: PUBLIC_URL, ttlMs: 60_000, rebuildWaitMs: 10, now: () => now });
    await sitemap.files();
    const reads = catalog.reads.length;
    sitemap.forget();
    now += 200_000;
    await sitemap.files();
    expect(catalog.reads).toHaveLength(reads);
    now += 100_000;
    await sitemap.files();
    await expect.poll(() => catalog.reads.length).toBe(reads * 2);
  });
});
