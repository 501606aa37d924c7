import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@shop/platform';
import { SitePages } from '../link-previews/site-pages';
import { fakeCatalog, productView } from '../link-previews/testing/catalog-fixtures';
import { listen } from '../testing/listen';
import { serveSpa } from './serve-spa';

const top = mkdtempSync(join(tmpdir(), 'serve-spa-'));
const dist = join(top, 'dist');
mkdirSync(join(dist, 'assets'), { recursive: true });
mkdirSync(join(dist, '.vite'));
writeFileSync(join(top, 'secret.txt'), 'outside the dist directory');
writeFileSync(join(dist, '.vite', 'manifest.json'), '{"private":true}');

const indexHtml = `<!doctype html><title>DevShop</title><div id="root"></div>${'<!-- padding -->'.repeat(80)}`;
const appJs = `console.log(${JSON.stringify('DevShop '.repeat(400))});`;
const plainJs = 'console.log("small")';
const favicon = '<svg xmlns="http://www.w3.org/2000/svg"/>';
/** Writes a file with its precompressed siblings, as the web build does. */
function writeCompressed(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}
writeCompressed(join(dist, 'index.html'), indexHtml);
writeCompressed(join(dist, 'assets', 'app-1a2b3c.js'), appJs);
writeFileSync(join(dist, 'assets', 'plain-4d5e6f.js'), plainJs);
writeFileSync(join(dist, 'favicon.svg'), favicon);
// What vite-plugin-pwa writes at the root.
const serviceWorkerFiles = ['sw.js', 'registerSW.js', 'workbox-5a6b7c8d.js', 'manifest.webmanifest'];
for (const name of serviceWorkerFiles) writeFileSync(join(dist, name), name.endsWith('.js') ? 'self.skipWaiting;' : '{"name":"DevShop"}');

const K2_ID = '0123456789abcdef01234567';
const k2 = productView({ _id: K2_ID, name: 'Keychron K2', price: 95_000 });
const pages = new SitePages({ catalog: fakeCatalog([k2]), publicUrl: 'https://devshop.rw', logger: createLogger({ service: 'test', level: 'silent' }) });

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request sent with its path as written, whose body is read as sent (fetch would undo the Content-Encoding). */
function get(url: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };

let server: Awaited<ReturnType<typeof listen>>;
let withPages: Awaited<ReturnType<typeof listen>>;
let unbuilt: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  const app = express();
  app.use(serveSpa(dist));
  server = await listen(app);
  const shop = express();
  shop.use(serveSpa(dist, { pages }));
  withPages = await listen(shop);
  const empty = express();
  empty.use(serveSpa(mkdtempSync(join(tmpdir(), 'serve-spa-empty-'))));
  unbuilt = await listen(empty);
});
afterAll(async () => {
  await server.close();
  await withPages.close();
  await unbuilt.close();
});

describe('serveSpa', () => {
  it('sends the brotli file to a browser that accepts it, with the original type and immutable caching', async () => {
    const res = await get(server.url, '/assets/app-1a2b3c.js', BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(res.body).toString()).toBe(appJs);
  });

  it('sends gzip when brotli is not accepted', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip, deflate']) {
      const res = await get(server.url, '/assets/app-1a2b3c.js', { 'Accept-Encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(res.body).toString()).toBe(appJs);
    }
  });

  it('sends the plain file without an accepted encoding or without a precompressed sibling, still varying by encoding', async () => {
    for (const [path, headers, text] of [
      ['/assets/app-1a2b3c.js', {}, appJs],
      ['/assets/app-1a2b3c.js', { 'Accept-Encoding': 'identity' }, appJs],
      ['/assets/app-1a2b3c.js', { 'Accept-Encoding': 'deflate' }, appJs],
      ['/assets/plain-4d5e6f.js', BROWSER, plainJs],
    ] as const) {
      const res = await get(server.url, path, headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.toString()).toBe(text);
    }
  });

  it('gives every encoding its own ETag and answers 304 only for the variant the client holds', async () => {
    const br = await get(server.url, '/assets/app-1a2b3c.js', BROWSER);
    const gzip = await get(server.url, '/assets/app-1a2b3c.js', { 'Accept-Encoding': 'gzip' });
    const plain = await get(server.url, '/assets/app-1a2b3c.js');
    const tags = [br.headers.etag, gzip.headers.etag, plain.headers.etag];
    expect(tags.every(Boolean)).toBe(true);
    expect(new Set(tags).size).toBe(3);

    const again = await get(server.url, '/assets/app-1a2b3c.js', { ...BROWSER, 'If-None-Match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const plainAgain = await get(server.url, '/assets/app-1a2b3c.js', { 'If-None-Match': plain.headers.etag! });
    expect(plainAgain.status).toBe(304);
    const otherVariant = await get(server.url, '/assets/app-1a2b3c.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': br.headers.etag! });
    expect(otherVariant.status).toBe(200);
    expect(gunzipSync(otherVariant.body).toString()).toBe(appJs);
  });

  it('answers client-side routes with index.html, compressed when accepted and never cached without revalidation', async () => {
    for (const path of ['/', '/products/keyboards', '/index.html']) {
      const res = await get(server.url, path, BROWSER);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).toString()).toBe(indexHtml);
    }
    const plain = await get(server.url, '/products/keyboards');
    expect(plain.body.toString()).toBe(indexHtml);
    const revalidated = await get(server.url, '/cart', { ...BROWSER, 'If-None-Match': (await get(server.url, '/', BROWSER)).headers.etag! });
    expect(revalidated.status).toBe(304);
  });

  it('has the service worker and its files revalidated on every visit, so a new deployment is seen at once', async () => {
    for (const name of serviceWorkerFiles) {
      const res = await get(server.url, `/${name}`, BROWSER);
      expect(res.status, name).toBe(200);
      expect(res.headers['cache-control'], name).toBe('no-cache');
    }
    expect((await get(server.url, '/manifest.webmanifest')).headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect((await get(server.url, '/sw.js')).headers['content-type']).toMatch(/^text\/javascript/);
  });

  it('serves other public files for an hour', async () => {
    const res = await get(server.url, '/favicon.svg', BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body.toString()).toBe(favicon);
  });

  it('answers a missing asset with 404 and leaves API paths to the API', async () => {
    expect((await get(server.url, '/assets/missing-000000.js', BROWSER)).status).toBe(404);
    const api = await get(server.url, '/api/v1/nothing');
    expect(api.status).toBe(404);
    expect(api.body.toString()).not.toContain('DevShop');
  });

  it('never lets a path leave the dist directory or reach a dot folder', async () => {
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/.vite/manifest.json',
      '/assets/%E0%A4%A',
      '/assets/app-1a2b3c.js%00.png',
    ]) {
      const res = await get(server.url, path, BROWSER);
      const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.body;
      expect(body.toString(), path).not.toContain('outside the dist directory');
      expect(body.toString(), path).not.toContain('"private"');
      if (path.startsWith('/assets/')) expect(res.status, path).toBe(404);
    }
  });

  it('says the app is not built when there is no index.html', async () => {
    const res = await get(unbuilt.url, '/products');
    expect(res.status).toBe(503);
    expect(res.body.toString()).toContain('npm run build:web');
  });
});

describe('serveSpa with the pages of the app', () => {
  const text = (res: RawResponse) => (res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.body).toString();

  it('answers an address the app has no screen for with 404 and the app, which shows its 404 page', async () => {
    for (const path of ['/no/such/page', '/products/spaceships', `/product/fedcba9876543210fedcba98`, '/product/not-an-id', '/missing.png']) {
      const res = await get(withPages.url, path, BROWSER);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(text(res), path).toBe(indexHtml);
    }
  });

  it('sends a product’s page with its own title and preview, revalidated like the shell', async () => {
    const res = await get(withPages.url, `/product/${K2_ID}`, BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    const html = text(res);
    expect(html).toContain('<title>Keychron K2 | DevShop</title>');
    expect(html).toContain(`<meta property="og:url" content="https://devshop.rw/product/${K2_ID}" />`);
    expect(html).toContain('<div id="root"></div>');
    const again = await get(withPages.url, `/product/${K2_ID}`, { ...BROWSER, 'If-None-Match': res.headers.etag! });
    expect(again.status).toBe(304);
  });

  it('sends the shell as built to screens without a preview and to /index.html, which the service worker keeps', async () => {
    for (const path of ['/cart', '/checkout', '/order-confirmation/ORD-1', '/index.html']) {
      const res = await get(withPages.url, path, BROWSER);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(text(res), path).toBe(indexHtml);
    }
  });

  it('sends a product id given as a category to the product’s page', async () => {
    const res = await get(withPages.url, `/products/${K2_ID}`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`/product/${K2_ID}`);
  });
});
