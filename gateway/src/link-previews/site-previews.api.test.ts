// Link previews, 404s, robots.txt and the sitemap of a whole shop in one process, read from its
// catalogue as an admin changes it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, loadConfig } from '@shop/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp, gatewayListener } from '../app';
import { composeServices, type Composition } from '../composition/compose-services';
import { apiClient, type ApiClient } from '../testing/api-client';
import { listen } from '../testing/listen';
import { productBody } from '../testing/product-body';
import { DEMO } from '../testing/test-shop';

const WHATSAPP = { 'User-Agent': 'WhatsApp/2.23.20.0 A', 'Accept-Language': 'en' };
const PUBLIC_URL = 'https://shop.example.rw';
const SHELL = '<!doctype html><html lang="en"><head><meta name="description" content="DevShop" /><title>DevShop</title></head><body><div id="root"></div></body></html>';

/** The meta elements of a page by name or property. */
function metasOf(html: string): Map<string, string> {
  return new Map([...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)].map((m) => [m[1]!, m[2]!]));
}

describe('the shop’s pages as crawlers see them', { timeout: 60_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-previews-'));
  const dist = mkdtempSync(join(tmpdir(), 'site-previews-dist-'));
  let composition: Composition;
  let server: Awaited<ReturnType<typeof listen>>;
  let client: ApiClient;
  let admin: string;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), SHELL);
    const logger = createLogger({ service: 'test', level: 'silent' });
    const config = loadConfig({ DATA_DIR: dataDir, DEMO_CATALOGUE: 'off', PUBLIC_URL });
    composition = await composeServices(config, logger);
    const app = createGatewayApp({
      logger,
      readiness: composition.readiness,
      apiRoutes: composition.apiRoutes,
      guards: composition.guards,
      hotReads: composition.hotReads,
      webDist: dist,
      site: composition.site,
    });
    server = await listen(gatewayListener(app, composition.hotReads));
    client = apiClient(server.url);
    admin = (await client.login(DEMO.admin.email, DEMO.admin.password)).accessToken;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await composition?.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (path: string) => fetch(`${server.url}${path}`, { headers: WHATSAPP, redirect: 'manual' });

  it('shows a shared product’s name, price and picture, and follows the admin’s changes at once', async () => {
    const created = await client.api('/api/v1/admin/products', { method: 'POST', token: admin, json: productBody('Keychron Q1 Pro', { price: 215_000 }) });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;

    const res = await page(`/product/${id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const metas = metasOf(html);
    expect(html).toContain('<title>Keychron Q1 Pro | DevShop</title>');
    expect(metas.get('og:title')).toBe('Keychron Q1 Pro | DevShop');
    expect(metas.get('og:description')).toMatch(/^215,000\u00a0RWF at DevShop\./);
    expect(metas.get('og:image')).toBe(`${PUBLIC_URL}/images/products/mechanical-keyboard.svg`);
    expect(metas.get('og:url')).toBe(`${PUBLIC_URL}/product/${id}`);
    expect(metas.get('product:price:amount')).toBe('215000');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)![1]!) as { offers: { price: number } };
    expect(jsonLd.offers.price).toBe(215_000);

    const patched = await client.api(`/api/v1/admin/products/${id}`, { method: 'PATCH', token: admin, json: { price: 199_000 } });
    expect(patched.status).toBe(200);
    expect(metasOf(await (await page(`/product/${id}`)).text()).get('product:price:amount')).toBe('199000');

    expect((await client.api(`/api/v1/admin/products/${id}`, { method: 'DELETE', token: admin })).status).toBeLessThan(300);
    const gone = await page(`/product/${id}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toBe(SHELL);
  });

  it('answers 404 where the app shows its 404 page, and the shell elsewhere', async () => {
    expect((await page('/no/such/page')).status).toBe(404);
    expect((await page('/products/spaceships')).status).toBe(404);
    expect((await page('/product/0123456789abcdef01234567')).status).toBe(404);
    expect((await page('/cart')).status).toBe(200);
    const category = await page('/products/smartwatches');
    expect(category.status).toBe(200);
    expect(metasOf(await category.text()).get('og:url')).toBe(`${PUBLIC_URL}/products/watches`);
    // The API keeps its own answers.
    const api = await page('/api/v1/nothing');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toMatch(/json/);
  });

  it('lists every active product in the sitemap as the catalogue changes, and names it in robots.txt', async () => {
    const robots = await page('/robots.txt');
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = await robots.text();
    expect(rules).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(rules).toContain('Disallow: /admin');

    const before = await (await page('/sitemap.xml')).text();
    const created = await client.api('/api/v1/admin/products', { method: 'POST', token: admin, json: productBody('Logitech MX Master 3S', { category: 'mice' }) });
    const id = created.body.data._id as string;
    expect(before).not.toContain(id);
    // The change is seen by the next build, which starts on the next request.
    const sitemapText = async () => (await page('/sitemap.xml')).text();
    await expect.poll(sitemapText, { timeout: 10_000 }).toContain(`<loc>${PUBLIC_URL}/product/${id}</loc>`);
    const sitemap = await page('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await sitemap.text()).toContain(`<loc>${PUBLIC_URL}/products/mice</loc>`);

    await client.api(`/api/v1/admin/products/${id}`, { method: 'PATCH', token: admin, json: { status: 'inactive' } });
    await expect.poll(sitemapText, { timeout: 10_000 }).not.toContain(id);
    expect((await page('/sitemaps/1.xml')).status).toBe(404);
  });
});
