import { formatRwf } from '@shop/domain';
import { describe, expect, test } from './harness/fixtures';
import { waitForHeading } from './harness/navigation';
import { listProducts } from './harness/shop-api';

/** How WhatsApp's link preview asks for a page: a plain GET, no scripts run. */
const CRAWLER = { 'User-Agent': 'WhatsApp/2.24.6.77 A', Accept: 'text/html' };

/** The meta elements of a page by name or property, as a crawler reads them. */
function metasOf(html: string): Map<string, string> {
  const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return new Map([...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)].map((m) => [m[1]!, decode(m[2]!)]));
}

describe('link previews', () => {
  test('a product link fetched as a crawler shows the product’s name, price and picture', async ({ app }) => {
    const product = (await listProducts(app, 'limit=1')).products[0]!;
    const res = await fetch(app.url(`/product/${product._id}`), { headers: CRAWLER });
    expect(res.status).toBe(200);
    const html = await res.text();
    const metas = metasOf(html);
    expect(metas.get('og:title')).toBe(`${product.name} | DevShop`);
    expect(metas.get('og:type')).toBe('product');
    expect(metas.get('og:description')).toContain(formatRwf(product.price));
    expect(metas.get('product:price:amount')).toBe(String(product.price));
    expect(metas.get('og:url')).toMatch(new RegExp(`^https?://[^/]+/product/${product._id}$`));

    const image = new URL(metas.get('og:image')!);
    expect(image.pathname).toBe(product.images!.primary);
    const picture = await fetch(app.url(image.pathname));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);

    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.name, brand: { name: product.brand }, offers: { price: product.price, priceCurrency: 'RWF' } });
  });

  test('the shared page opens in the browser with its data and no CSP violation', async ({ app }) => {
    const product = (await listProducts(app, 'limit=1')).products[0]!;
    await app.goto(`/product/${product._id}`);
    await waitForHeading(app.page, product.name);
    expect(await app.page.locator('script[type="application/ld+json"]').count()).toBe(1);
    expect(await app.page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/product/${product._id}$`));
    expect(app.problems()).toEqual([]);
  });

  test('a category link previews the category; a missing product or unknown address answers 404', async ({ app }) => {
    const category = await fetch(app.url('/products/keyboards'), { headers: CRAWLER });
    expect(category.status).toBe(200);
    expect(metasOf(await category.text()).get('og:title')).toBe('Keyboards | DevShop');
    for (const path of ['/product/0123456789abcdef01234567', '/products/spaceships', '/no/such/page']) {
      const res = await fetch(app.url(path), { headers: CRAWLER });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('<div id="root"></div>');
    }
  });

  test('robots.txt names the sitemap, which lists the shop’s products', async ({ app }) => {
    const robots = await (await fetch(app.url('/robots.txt'))).text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    const sitemapUrl = new URL(/^Sitemap: (.+)$/m.exec(robots)![1]!);
    const sitemap = await (await fetch(app.url(sitemapUrl.pathname))).text();
    const product = (await listProducts(app, 'limit=1')).products[0]!;
    expect(sitemap).toContain(`/product/${product._id}</loc>`);
    expect(sitemap).toContain('/products/keyboards</loc>');
  });
});
