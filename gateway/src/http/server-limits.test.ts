import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGatewayServer } from './server-limits';

const LIMITS = { headersTimeout: 300, requestTimeout: 600, keepAliveTimeout: 200, connectionsCheckingInterval: 50 };
let close: (() => void) | undefined;
afterEach(() => close?.());

async function server() {
  const s = createGatewayServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  }, LIMITS);
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  close = () => s.close();
  return (s.address() as AddressInfo).port;
}

/** Sends `parts` one by one, `gapMs` apart, and resolves with what came back once the server closes. */
function slowClient(port: number, parts: string[], gapMs: number): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve({ answer, ms: Date.now() - started }));
    socket.on('error', reject);
    const timer = setInterval(() => {
      const part = parts.shift();
      if (part === undefined || socket.destroyed) return clearInterval(timer);
      socket.write(part);
    }, gapMs);
    setTimeout(() => socket.destroy(new Error('the server never closed the connection')), 5000);
  });
}

describe('the gateway server against slow clients', () => {
  it('answers 408 and closes a connection whose headers do not arrive in time', async () => {
    const port = await server();
    const trickle = ['GET /api/v1/products HTTP/1.1\r\n', ...Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: 1\r\n`)];
    const { answer, ms } = await slowClient(port, trickle, 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(1500);
  });

  it('answers 408 to a body sent too slowly, and serves one sent in time', async () => {
    const port = await server();
    const head = 'POST /api/v1/orders HTTP/1.1\r\nHost: shop\r\nContent-Length: 40\r\n\r\n';
    const slow = await slowClient(port, [head, ...Array.from({ length: 40 }, () => 'x')], 50);
    expect(slow.answer).toMatch(/^HTTP\/1\.1 408/);
    const closing = head.replace('Host: shop', 'Host: shop\r\nConnection: close');
    const quick = await slowClient(port, [`${closing}${'x'.repeat(40)}`], 10);
    expect(quick.answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
