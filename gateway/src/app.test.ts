import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '@shop/platform';
import { createGatewayApp } from './app';
import { defineRoute } from './routes/route';
import { listen } from './testing/listen';

const logLines: string[] = [];
const logger = createLogger({
  service: 'gateway-test',
  destination: new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
});

const webDist = mkdtempSync(join(tmpdir(), 'gateway-spa-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>DevShop</title><div id="root"></div>');
writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log("app")');

let failingDependency = false;
const app = createGatewayApp({
  logger,
  webDist,
  readiness: [
    { name: 'documents', check: async () => {} },
    {
      name: 'catalog',
      check: async () => {
        if (failingDependency) throw new Error('connect ECONNREFUSED 10.0.0.7:50051');
      },
    },
  ],
  apiRoutes: [
    defineRoute({
      method: 'post',
      path: '/echo/:id',
      summary: 'Echo',
      tags: ['test'],
      access: 'public',
      request: {
        params: z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'Invalid id') }),
        body: z.object({ email: z.email('Please enter a valid email'), quantity: z.number().int().min(1) }),
      },
      response: z.object({ id: z.string(), email: z.string() }),
      successStatus: 201,
      handler: ({ params, body }) => ({ data: { id: params.id, email: body.email }, message: 'Created' }),
    }),
    defineRoute({
      method: 'get',
      path: '/boom',
      summary: 'Fails unexpectedly',
      tags: ['test'],
      access: 'public',
      request: { query: z.object({ q: z.string().optional() }) },
      response: z.null(),
      handler: () => {
        throw new Error('secret database detail at /srv/db.js:42');
      },
    }),
  ],
});

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(app);
});
afterAll(() => server.close());

const id = '65a1b2c3d4e5f60718293a4b';
// Response bodies are read as loosely typed JSON: the assertions check their shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const jsonOf = (res: Response): Promise<any> => res.json();
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe('gateway', () => {
  it('answers liveness with the envelope', async () => {
    const res = await fetch(`${server.url}/health`);
    expect(res.status).toBe(200);
    expect(await jsonOf(res)).toMatchObject({ success: true, message: 'OK' });
  });

  it('reports readiness per dependency, and names the one that is down without leaking its address', async () => {
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(200);
    expect((await jsonOf(ready)).data.checks).toEqual({ documents: { status: 'up' }, catalog: { status: 'up' } });

    failingDependency = true;
    const notReady = await fetch(`${server.url}/ready`);
    failingDependency = false;
    expect(notReady.status).toBe(503);
    const body = await jsonOf(notReady);
    expect(body.success).toBe(false);
    expect(body.data.checks.catalog).toEqual({ status: 'down', reason: 'unavailable' });
    expect(JSON.stringify(body)).not.toContain('10.0.0.7');
  });

  it('runs a valid request through its handler', async () => {
    const res = await post(`/api/v1/echo/${id}`, JSON.stringify({ email: 'a@b.rw', quantity: 2 }));
    expect(res.status).toBe(201);
    expect(await jsonOf(res)).toEqual({ success: true, data: { id, email: 'a@b.rw' }, message: 'Created' });
  });

  it('turns invalid input into a 400 listing each invalid field', async () => {
    const res = await post(`/api/v1/echo/${id}`, JSON.stringify({ email: 'nope', quantity: 0 }));
    expect(res.status).toBe(400);
    const body = await jsonOf(res);
    expect(body.success).toBe(false);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email' },
        expect.objectContaining({ path: 'quantity' }),
      ]),
    );
  });

  it('rejects a bad path parameter with 400', async () => {
    const res = await post('/api/v1/echo/not-an-id', JSON.stringify({ email: 'a@b.rw', quantity: 1 }));
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).errors).toEqual([{ path: 'id', message: 'Invalid id' }]);
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const malformed = await post(`/api/v1/echo/${id}`, '{"email": ');
    expect(malformed.status).toBe(400);
    expect((await jsonOf(malformed)).message).toBe('Malformed JSON in request body');

    const large = await post(`/api/v1/echo/${id}`, JSON.stringify({ email: 'a@b.rw', pad: 'x'.repeat(200_000) }));
    expect(large.status).toBe(413);
    expect((await jsonOf(large)).success).toBe(false);
  });

  it('refuses $-prefixed keys in bodies and non-scalar query values', async () => {
    const operator = await post(`/api/v1/echo/${id}`, JSON.stringify({ email: { $ne: null }, quantity: 1 }));
    expect(operator.status).toBe(400);
    expect((await jsonOf(operator)).message).toContain('email.$ne');

    const repeated = await fetch(`${server.url}/api/v1/boom?q=a&q=b`);
    expect(repeated.status).toBe(400);
  });

  it('hides an unexpected error behind a 500 with a request id, and logs it with that id', async () => {
    const res = await fetch(`${server.url}/api/v1/boom`, { headers: { 'x-request-id': 'req-boom-1' } });
    expect(res.status).toBe(500);
    expect(res.headers.get('x-request-id')).toBe('req-boom-1');
    const body = await jsonOf(res);
    expect(body).toEqual({
      success: false,
      message: 'Something went wrong on our side. Please try again.',
      requestId: 'req-boom-1',
    });
    expect(JSON.stringify(body)).not.toContain('secret database detail');
    const logged = logLines.filter((line) => line.includes('req-boom-1'));
    expect(logged.some((line) => line.includes('secret database detail'))).toBe(true);
    expect(logged.some((line) => line.includes('"status":500'))).toBe(true);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${server.url}/api/v1/nothing-here`);
    expect(res.status).toBe(404);
    expect(await jsonOf(res)).toEqual({ success: false, message: 'API endpoint not found' });
  });

  it('serves the SPA with history fallback under a strict CSP', async () => {
    const page = await fetch(`${server.url}/products/keyboards`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    // Pasted product image URLs load over HTTPS only.
    expect(csp).toContain("img-src 'self' data: blob: https:;");

    const asset = await fetch(`${server.url}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await fetch(`${server.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
  });

  it('publishes an OpenAPI 3.1 document generated from the routes, and a docs page', async () => {
    const doc = await jsonOf(await fetch(`${server.url}/api/v1/openapi.json`));
    expect(doc.openapi).toBe('3.1.0');
    const echo = doc.paths['/api/v1/echo/{id}'].post;
    expect(echo.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(echo.requestBody.content['application/json'].schema.required).toEqual(['email', 'quantity']);
    expect(doc.paths['/health'].get.summary).toContain('Liveness');

    const docs = await fetch(`${server.url}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('/api/v1/echo/{id}');
  });

  it('compresses an API answer from 1 KB with brotli or gzip, as the client allows, and leaves a small one as it is', async () => {
    const raw = async (path: string, acceptEncoding: string) => {
      const res = await new Promise<IncomingMessage>((resolve, reject) =>
        request(`${server.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, resolve).on('error', reject).end(),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      return { encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) };
    };
    const plain = await raw('/api/v1/openapi.json', 'identity');
    expect(plain.encoding).toBeUndefined();
    const br = await raw('/api/v1/openapi.json', 'gzip, br');
    expect(br).toMatchObject({ encoding: 'br', vary: 'Accept-Encoding' });
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await raw('/api/v1/openapi.json', 'gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect((await raw('/health', 'gzip, br')).encoding).toBeUndefined();
  });
});
