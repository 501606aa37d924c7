// Behind a proxy TRUSTED_PROXIES does not name, every client shares the proxy's address, so one
// client's failed sign-ins lock out all of them: the gateway says so once, and counts such requests.
import { Writable } from 'node:stream';
import { createLogger, shopMetrics } from '@shop/platform';
import { afterEach, describe, expect, it } from 'vitest';
import { createGatewayApp } from '../app';
import { listen } from '../testing/listen';

interface LogLine {
  level: number;
  msg: string;
  peer?: string;
  headers?: string[];
}

const WARN = 40;

async function startGateway(trustedProxies?: string) {
  const lines: LogLine[] = [];
  const logger = createLogger({
    service: 'gateway-test',
    destination: new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as LogLine);
        done();
      },
    }),
  });
  const server = await listen(createGatewayApp({ logger, readiness: [], apiRoutes: [], trustedProxies }));
  const get = async (headers: Record<string, string> = {}) => (await fetch(`${server.url}/health`, { headers })).status;
  const warnings = () => lines.filter((line) => line.level === WARN && /TRUSTED_PROXIES/.test(line.msg));
  return { get, warnings, close: server.close };
}

async function untrustedForwardedCount(): Promise<number> {
  const { values } = await shopMetrics().untrustedForwarded.get();
  return values.reduce((sum, each) => sum + each.value, 0);
}

describe('forwarded headers from a peer TRUSTED_PROXIES does not name', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  afterEach(() => gateway?.close());

  it('warns once, naming the peer and what to set, however many requests carry them, and counts each', async () => {
    gateway = await startGateway();
    const before = await untrustedForwardedCount();
    expect(await gateway.get({ 'x-forwarded-for': '203.0.113.7' })).toBe(200);
    expect(await gateway.get({ forwarded: 'for=203.0.113.8' })).toBe(200);
    expect(await gateway.get({ 'x-real-ip': '203.0.113.9' })).toBe(200);
    expect(gateway.warnings()).toEqual([
      expect.objectContaining({
        peer: expect.stringMatching(/127\.0\.0\.1$/),
        headers: ['x-forwarded-for'],
        msg: expect.stringMatching(/ignored.*every client behind that proxy shares one address for rate limits.*set TRUSTED_PROXIES/),
      }),
    ]);
    expect((await untrustedForwardedCount()) - before).toBe(3);
  });

  it('says nothing when the peer is a proxy TRUSTED_PROXIES names', async () => {
    gateway = await startGateway('loopback');
    const before = await untrustedForwardedCount();
    expect(await gateway.get({ 'x-forwarded-for': '203.0.113.7' })).toBe(200);
    expect(await gateway.get({ 'x-real-ip': '203.0.113.9' })).toBe(200);
    expect(gateway.warnings()).toEqual([]);
    expect(await untrustedForwardedCount()).toBe(before);
  });

  it('says nothing for requests that carry no forwarded header', async () => {
    gateway = await startGateway();
    expect(await gateway.get()).toBe(200);
    expect(await gateway.get({ 'x-request-id': 'no-proxy-here' })).toBe(200);
    expect(gateway.warnings()).toEqual([]);
  });
});
