import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNetworkProxy, type NetworkProxy } from './network-proxy';

const BODY_BYTES = 20_000;
let shop: Server;
let proxy: NetworkProxy;

beforeAll(async () => {
  shop = createServer((req, res) => {
    const type = req.url!.endsWith('.js') ? 'text/javascript; charset=utf-8' : req.url!.startsWith('/api/') ? 'application/json' : 'image/webp';
    res.writeHead(200, { 'content-type': type }).end(Buffer.alloc(BODY_BYTES, 120));
  });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  proxy = await startNetworkProxy((shop.address() as AddressInfo).port);
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => shop.close(resolve));
});

async function fetchTimed(path: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(proxy.url + path);
  expect((await res.arrayBuffer()).byteLength).toBe(BODY_BYTES);
  return performance.now() - started;
}

describe('the bench proxy', () => {
  it('counts what the shop sent, by kind, headers included, once per window', async () => {
    proxy.shape(null);
    proxy.take();
    await fetchTimed('/assets/app.js');
    await fetchTimed('/uploads/products/a-320.webp');
    await fetchTimed('/api/v1/products');
    const sent = proxy.take();
    expect(sent.requests).toBe(3);
    for (const kind of ['script', 'image', 'other'] as const) {
      expect(sent.bytes[kind]).toBeGreaterThan(BODY_BYTES);
      expect(sent.bytes[kind]).toBeLessThan(BODY_BYTES + 500);
    }
    expect(sent.bytes.document + sent.bytes.stylesheet + sent.bytes.font).toBe(0);
    expect(sent.total).toBe(sent.bytes.script + sent.bytes.image + sent.bytes.other);
    expect(sent.responses.map(({ path, status }) => `${status} ${path}`)).toEqual(['200 /assets/app.js', '200 /uploads/products/a-320.webp', '200 /api/v1/products']);
    expect(proxy.take().total).toBe(0);
  });

  it('delays each response by a round trip and paces the bytes at the bandwidth', async () => {
    // 20 KB at 400 kbps take 400 ms; a round trip is 100 ms, and a new connection two more.
    proxy.shape({ rttMs: 100, downloadKbps: 400 });
    expect(await fetchTimed('/one.webp')).toBeGreaterThanOrEqual(500);
  });

  it('shares one link between connections, as a phone does', async () => {
    proxy.shape({ rttMs: 100, downloadKbps: 400 });
    const started = performance.now();
    await Promise.all([fetchTimed('/a.webp'), fetchTimed('/b.webp')]);
    // Twice 20 KB over the one 400 kbps link: 800 ms at least, on top of the round trip.
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
  });
});
