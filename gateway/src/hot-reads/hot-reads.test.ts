import { request, type IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createLogger } from '@shop/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutPayload } from '../routes/orders/testing/orders-test-app';
import { countFastAnswers } from '../testing/fast-answers';
import { DEMO, startTestShop, type TestShop } from '../testing/test-shop';

/** Log lines the shop writes, as objects. */
const lines: Array<Record<string, unknown>> = [];
const logger = createLogger({
  service: 'test',
  level: 'info',
  destination: new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  }),
});

let shop: TestShop;
let admin: string;
let shopper: string;
/** How many requests the fast path answered. */
let fastAnswers: () => number;

function productBody(name: string, price: number, quantity = 50) {
  return {
    name,
    brand: 'Keychron',
    category: 'keyboards',
    description: `${name}, for the hot reads test.`,
    price,
    images: { primary: '/images/products/mechanical-keyboard.svg', gallery: [] },
    stock: { quantity, lowStockThreshold: 5 },
    status: 'active',
  };
}

beforeAll(async () => {
  shop = await startTestShop({ logger });
  fastAnswers = countFastAnswers(shop.composition.hotReads!);
  admin = (await shop.login(DEMO.admin.email, DEMO.admin.password)).accessToken;
  shopper = (await shop.login(DEMO.shopper.email, DEMO.shopper.password)).accessToken;
  for (let i = 1; i <= 30; i += 1) {
    const res = await shop.api('/api/v1/admin/products', { method: 'POST', token: admin, json: productBody(`Hot Keyboard ${i}`, 40_000 + i * 1000) });
    expect(res.status).toBe(201);
  }
});
afterAll(() => shop.close());

/** One request, with what a browser would send, and what came back: the bytes as sent. */
async function get(path: string, headers: Record<string, string> = {}) {
  const before = fastAnswers();
  const res = await new Promise<IncomingMessage>((resolve, reject) =>
    request(`${shop.url}${path}`, { headers: { 'x-request-id': 'hot-reads-test', ...headers } }, resolve).on('error', reject).end(),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  const shown = Object.fromEntries(Object.entries(res.headers).filter(([name]) => name !== 'date')) as Record<string, string>;
  return { status: res.statusCode!, headers: shown, bytes: Buffer.concat(chunks), fast: fastAnswers() > before };
}

const PATHS = [
  '/api/v1/products?page=1&limit=20',
  '/api/v1/products?sortBy=price&sortOrder=asc&category=keyboards&limit=5',
  '/api/v1/products/search?search=hot%20keyboard',
  '/api/v1/products/featured',
  '/api/v1/products/top-rated?limit=4',
  '/api/v1/products/categories',
  '/api/v1/products/brands',
];

describe('hot catalogue reads', () => {
  it('answer a repeated read before the router, header by header and byte by byte as the router did', async () => {
    const detail = `/api/v1/products/${((await shop.api('/api/v1/products?limit=1')).body.data.products[0] as { _id: string })._id}`;
    for (const path of [...PATHS, detail]) {
      for (const encoding of ['identity', 'gzip', 'br, gzip']) {
        const routed = await get(path, { 'accept-encoding': encoding });
        const fast = await get(path, { 'accept-encoding': encoding });
        expect(routed.fast, `${path} first`).toBe(false);
        expect(fast.fast, `${path} again`).toBe(true);
        expect(fast.status).toBe(200);
        expect(fast.headers).toEqual(routed.headers);
        expect(fast.bytes.equals(routed.bytes)).toBe(true);
        // Drop the kept bytes so the next encoding is routed first again.
        shop.composition.hotReads!.store.drop({ productIds: [], listings: true });
        shop.composition.hotReads!.store.drop({ productIds: [detail.slice(-24)], listings: false });
      }
    }
  });

  it('send brotli or gzip for a large answer, with Vary, and the plain bytes to a client that takes neither', async () => {
    const plain = await get(PATHS[0]!, { 'accept-encoding': 'identity' });
    const br = await get(PATHS[0]!, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(PATHS[0]!, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gzip]) expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
  });

  it('answer 304 to a client that holds the same bytes, on both paths', async () => {
    const path = '/api/v1/products?page=2&limit=5';
    const tag = (await get(path)).headers.etag!;
    shop.composition.hotReads!.store.drop({ productIds: [], listings: true });
    expect(await get(path, { 'if-none-match': tag })).toMatchObject({ status: 304, fast: false });
    const fast304 = await get(path, { 'if-none-match': `W/${tag}, "other"` });
    expect(fast304).toMatchObject({ status: 304, fast: true });
    expect(fast304.bytes.length).toBe(0);
    expect(await get(path, { 'if-none-match': '"other"' })).toMatchObject({ status: 200, fast: true });
  });

  it('write the same access log line as the routed path', async () => {
    const path = '/api/v1/products?page=3&limit=5';
    lines.length = 0;
    await get(path);
    await get(path);
    const logged = lines.filter((line) => line.msg === 'request').map(({ time: _time, durationMs: _ms, pid: _pid, ...rest }) => rest);
    expect(logged).toHaveLength(2);
    expect(logged[1], JSON.stringify(logged)).toEqual(logged[0]);
    expect(logged[0]).toMatchObject({ requestId: 'hot-reads-test', method: 'GET', path: '/api/v1/products', status: 200 });
  });

  it('show a write on the next read: a price, a new product, and stock sold', async () => {
    const listing = '/api/v1/products?sortBy=price&sortOrder=asc&limit=3';
    const cheapest = JSON.parse((await get(listing)).bytes.toString()).data.products[0] as { _id: string; price: number; stock: { available: number } };
    const detail = `/api/v1/products/${cheapest._id}`;
    await get(detail);
    expect((await get(detail)).fast).toBe(true);

    const renamed = await shop.api(`/api/v1/admin/products/${cheapest._id}`, { method: 'PUT', token: admin, json: productBody('Hot Keyboard Renamed', 39_000) });
    expect(renamed.status).toBe(200);
    expect(JSON.parse((await get(detail)).bytes.toString()).data).toMatchObject({ name: 'Hot Keyboard Renamed', price: 39_000 });
    expect(JSON.parse((await get(listing)).bytes.toString()).data.products[0]).toMatchObject({ _id: cheapest._id, price: 39_000 });

    const created = await shop.api('/api/v1/admin/products', { method: 'POST', token: admin, json: productBody('Hot Keyboard Cheapest', 1_000) });
    expect(JSON.parse((await get(listing)).bytes.toString()).data.products[0]._id).toBe(created.body.data._id);

    const product = JSON.parse((await get(detail)).bytes.toString()).data;
    const order = await shop.api('/api/v1/orders', { method: 'POST', token: shopper, json: checkoutPayload([{ product, quantity: 2 }]) });
    expect(order.status).toBe(201);
    expect(JSON.parse((await get(detail)).bytes.toString()).data.stock.available).toBe(product.stock.available - 2);
  });

  it('keep nothing for an invalid or a non-hot read', async () => {
    expect((await get('/api/v1/products?sortBy=colour')).status).toBe(400);
    expect(await get('/api/v1/products?sortBy=colour')).toMatchObject({ status: 400, fast: false });
    expect((await get('/api/v1/products/000000000000000000000000')).status).toBe(404);
    expect(await get('/api/v1/products/000000000000000000000000')).toMatchObject({ status: 404, fast: false });
  });
});

describe('hot reads turned off', () => {
  it('leave every read to the router', async () => {
    const plain = await startTestShop({ env: { HOT_READS: 'off' } });
    try {
      expect(plain.composition.hotReads).toBeUndefined();
      expect((await plain.api('/api/v1/products')).status).toBe(200);
    } finally {
      await plain.close();
    }
  });
});
