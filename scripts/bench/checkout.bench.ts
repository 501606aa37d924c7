// Order placement over HTTP on the one-process shop: server pricing, coupon and delivery
// rules, an all-or-nothing stock reservation and the outbox, 16 orders in flight.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, loadConfig } from '../../platform/src/index';
import { createGatewayApp } from '../../gateway/src/app';
import { composeServices } from '../../gateway/src/composition/compose-services';
import { listen } from '../../gateway/src/testing/listen';
import { memory, report, runConcurrently } from './measure';
import { orderBody } from './order-body';
import { productBody } from './product-body';

const dataDir = mkdtempSync(join(tmpdir(), 'bench-checkout-'));
const logger = createLogger({ service: 'bench', level: 'silent' });
const composition = await composeServices(
  loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_CATALOGUE: 'off' }),
  logger,
);
const server = await listen(
  createGatewayApp({ logger, readiness: composition.readiness, apiRoutes: composition.apiRoutes, guards: composition.guards }),
);
const call = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const res = await fetch(server.url + path, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
};
const login = async (email: string, password: string) =>
  (await call('/api/v1/auth/login', { method: 'POST', body: { email, password } })).body.data.accessToken as string;

const admin = await login('admin@devshop.rw', 'demo-admin');
const shopper = await login('shopper@devshop.rw', 'demo-shopper');
const products: Array<{ id: string; price: number }> = [];
for (const [i, price] of [25_000, 39_000, 89_000].entries()) {
  const created = await call('/api/v1/admin/products', {
    method: 'POST',
    token: admin,
    body: productBody({ name: `Bench Product ${i}`, description: 'For the checkout benchmark.', price, quantity: 100_000 }),
  });
  products.push({ id: created.body.data._id as string, price });
}

const orderFor = (i: number) => {
  const product = products[i % products.length]!;
  return orderBody([{ product: product.id, quantity: 1 + (i % 2), price: product.price }]);
};

const N = 1000;
const run = await runConcurrently(N, 16, async (i) => {
  const res = await call('/api/v1/orders', { method: 'POST', token: shopper, body: orderFor(i) });
  if (res.status !== 201) throw new Error(`order ${i} answered ${res.status}: ${JSON.stringify(res.body)}`);
});
report({ name: `POST /api/v1/orders (${N} orders, 16 in flight)`, operations: N, totalMs: run.totalMs, latenciesMs: run.latencies });
memory('memory of the one-process shop after the run');

await server.close();
await composition.close();
rmSync(dataDir, { recursive: true, force: true });
