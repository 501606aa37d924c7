// The orders dimension of `npm run bench scale` (SCALE_ORDERS=10000,100000,1000000): for each size
// a DATA_DIR seeded with `npm run seed -- --orders N` (or a copy of one seeded before:
// SCALE_ORDERS_SEEDED=10000=/tmp/o10k,...), the shop started as `npm start` starts it, then from
// the load generator in its own process: the dashboard's figures (/admin/stats, which carries the
// 30-day series), the admin's order list (first page, a deep page, each status and payment-status
// filter, searches by order number, name, e-mail and phone, a search with filters), a shopper's
// history, and order placement. Prints p50/p99, the p50 ratios of the largest size to the smallest
// against the goals (within 3x, under 50 ms), and writes bench-results/scale-orders.json.
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/domain';
import type { LoadFigures, LoadRequest, LoadSpec } from './load/http-load';
import { orderBody } from './order-body';
import { productBody } from './product-body';
import { ownDataDir, ROOT, type ShopProcess } from './shop-process';
import { SEEDED_CUSTOMER_PASSWORD } from '../seed/seed-customers';
import { api, load, rssMb, runScript, startMeasuredShop } from './bench-kit';

/** SCALE_READ_CONNECTIONS=1 measures each read alone (latency without queueing, steadier on a busy machine). */
const READ_CONNECTIONS = Number(process.env.SCALE_READ_CONNECTIONS ?? 16);
const READ_MS = Number(process.env.SCALE_READ_MS ?? 4000);
const ORDER_CONNECTIONS = 50;
const ORDER_MS = 8000;
const GOALS = { readRatio: 3, readP50Ms: 50 };
/** The same depth at every size: page 100 of 10 (orders 991-1000). */
const DEEP_PAGE = 100;

interface Operation extends LoadFigures {
  name: string;
  example: string;
  /** The list's total (matches) for each of its requests. */
  matches?: number[];
}

interface OrderSizeFigures {
  orders: number;
  loadAverage: { before: number; after: number };
  seed: { ms: number } | { copiedFrom: string };
  startupMs: number;
  rssMb: number;
  operations: Operation[];
}

type OrderPage = {
  orders: Array<{ orderNumber: string; user: { email: string; lastName: string; firstName: string }; shippingAddress: { phone: string } }>;
  pagination: { total: number };
};

const login = (url: string, email: string, password: string) =>
  api<{ accessToken: string }>(url, '/api/v1/auth/login', { method: 'POST', body: { email, password } }).then((data) => data.accessToken);

/** The reads measured at every size, with an admin's (or shoppers') token. */
async function readsFor(url: string): Promise<Array<{ name: string; requests: LoadRequest[] }>> {
  const admin = await login(url, 'admin@devshop.rw', 'demo-admin');
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (path: string, token = admin): LoadRequest => ({ path, headers: as(token) });
  // Five orders from across the history, for searches and shoppers.
  const samples: OrderPage['orders'] = [];
  for (const page of [1, 7, 40, DEEP_PAGE, 3]) samples.push((await api<OrderPage>(url, `/api/v1/orders?page=${page}`, { token: admin })).orders[0]!);
  const search = (words: (order: OrderPage['orders'][number]) => string, query = '') => samples.map((order) => get(`/api/v1/orders?search=${encodeURIComponent(words(order))}${query}`));
  const shoppers = await Promise.all(samples.map((order) => login(url, order.user.email, SEEDED_CUSTOMER_PASSWORD)));
  return [
    { name: 'stats + 30-day series', requests: [get('/api/v1/admin/stats')] },
    { name: 'list', requests: [get('/api/v1/orders?page=1')] },
    { name: 'deep page', requests: [get(`/api/v1/orders?page=${DEEP_PAGE}`)] },
    ...ORDER_STATUSES.map((status) => ({ name: `status ${status}`, requests: [get(`/api/v1/orders?status=${status}`)] })),
    ...PAYMENT_STATUSES.map((status) => ({ name: `payment ${status}`, requests: [get(`/api/v1/orders?paymentStatus=${status}`)] })),
    { name: 'search number', requests: search((order) => order.orderNumber) },
    { name: 'search name', requests: search((order) => `${order.user.firstName} ${order.user.lastName}`) },
    { name: 'search e-mail', requests: search((order) => order.user.email) },
    { name: 'search phone', requests: search((order) => order.shippingAddress.phone) },
    { name: 'search name+filters', requests: search((order) => order.user.lastName, '&status=delivered&paymentStatus=paid') },
    { name: 'shopper history', requests: shoppers.map((token) => get('/api/v1/orders/my-orders', token)) },
  ];
}

async function orderRequests(url: string): Promise<LoadRequest[]> {
  const admin = await login(url, 'admin@devshop.rw', 'demo-admin');
  const shopper = await login(url, 'shopper@devshop.rw', 'demo-shopper');
  const products: Array<{ id: string; price: number }> = [];
  for (let i = 0; i < 10; i += 1) {
    const price = 5_000 + i * 4_500;
    const body = productBody({ name: `Scale Orders Cable ${i + 1}`, description: 'For the scale benchmark.', price, quantity: 10_000_000 });
    products.push({ id: (await api<{ _id: string }>(url, '/api/v1/admin/products', { method: 'POST', token: admin, body }))._id, price });
  }
  return products.map((p, i) => ({
    method: 'POST',
    path: '/api/v1/orders',
    headers: { authorization: `Bearer ${shopper}` },
    body: JSON.stringify(orderBody([{ product: p.id, quantity: 1 + (i % 2), price: p.price }])),
  }));
}

async function measure(orders: number, seededBefore: string | undefined): Promise<OrderSizeFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-scale-orders-${orders}-`));
  const owned = ownDataDir(dataDir);
  const loadBefore = Math.round(loadavg()[0]! * 100) / 100;
  let shop: ShopProcess | undefined;
  try {
    process.stdout.write(`\n${orders} orders (load average ${loadBefore} on ${cpus().length} CPUs): ${seededBefore ? `copying ${seededBefore}` : 'seeding'}... `);
    let seed: OrderSizeFigures['seed'];
    if (seededBefore) {
      cpSync(seededBefore, dataDir, { recursive: true });
      seed = { copiedFrom: seededBefore };
    } else {
      const { code, out } = await runScript(['scripts/seed.ts', '--orders', String(orders), '--data-dir', dataDir]);
      const seconds = out.match(/wrote \d+ orders .* in ([\d.]+) s/);
      if (code !== 0 || !seconds) throw new Error(`the seed exited with ${code}: ${out}`);
      seed = { ms: Math.round(Number(seconds[1]) * 1000) };
      process.stdout.write(`${seconds[1]} s; `);
    }
    const started = await startMeasuredShop(dataDir);
    shop = started.shop;
    const { url, startupMs } = started;
    process.stdout.write(`ready in ${startupMs} ms\n`);
    const reads = await readsFor(url);
    const placing = await orderRequests(url);
    await load({ url, connections: 8, durationMs: 2000, requests: reads.flatMap((read) => read.requests) });
    const figures: Operation[] = [];
    const record = (name: string, spec: LoadSpec, result: LoadFigures, matches?: number[]) => {
      figures.push({ name, example: `${spec.requests[0]!.method ?? 'GET'} ${spec.requests[0]!.path}`, ...result, ...(matches ? { matches } : {}) });
      console.log(`  ${name.padEnd(22)} ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  errors ${result.errors}${matches ? `  matches ${matches.join('/')}` : ''}`);
      for (const sample of result.errorSamples) console.log(`    ${sample}`);
    };
    for (const read of reads) {
      const lists = read.requests.every((request) => request.path.startsWith('/api/v1/orders'));
      const matches = lists
        ? await Promise.all(read.requests.map((request) => fetch(url + request.path, { headers: request.headers }).then(async (res) => ((await res.json()) as { data: OrderPage }).data.pagination.total)))
        : undefined;
      const spec = { url, connections: READ_CONNECTIONS, durationMs: READ_MS, requests: read.requests };
      record(read.name, spec, await load(spec), matches);
    }
    const spec = { url, connections: ORDER_CONNECTIONS, durationMs: ORDER_MS, requests: placing, idempotencyKeyPrefix: `scale-orders-${orders}-${Date.now()}` };
    record('place order', spec, await load(spec));
    return {
      orders,
      loadAverage: { before: loadBefore, after: Math.round(loadavg()[0]! * 100) / 100 },
      seed,
      startupMs,
      rssMb: rssMb(shop.child.pid!),
      operations: figures,
    };
  } finally {
    await shop?.stop();
    owned.forget();
  }
}

/** Runs the orders dimension for these sizes, smallest first; prints and writes the figures. */
export async function benchOrderSizes(sizes: number[], seeded: Map<number, string>): Promise<void> {
  const results: OrderSizeFigures[] = [];
  for (const size of [...sizes].sort((a, b) => a - b)) results.push(await measure(size, seeded.get(size)));
  const smallest = results[0]!;
  const largest = results.at(-1)!;
  const p50 = (result: OrderSizeFigures, name: string) => result.operations.find((op) => op.name === name)?.p50Ms ?? NaN;
  const reads = smallest.operations.map((op) => op.name).filter((name) => name !== 'place order');
  console.log(`\n${'operation'.padEnd(22)} ${results.map((r) => `p50/p99 at ${r.orders}`.padStart(24)).join('')}   ratio  goal`);
  const checks: Array<{ goal: string; met: boolean }> = [];
  for (const name of [...reads, 'place order']) {
    const cells = results.map((r) => {
      const op = r.operations.find((o) => o.name === name)!;
      return `${op.p50Ms.toFixed(1)} / ${op.p99Ms.toFixed(1)}`.padStart(24);
    });
    const ratio = Math.round((p50(largest, name) / Math.max(p50(smallest, name), 0.01)) * 100) / 100;
    const isRead = name !== 'place order';
    const met = isRead ? (results.length === 1 || ratio <= GOALS.readRatio) && p50(largest, name) < GOALS.readP50Ms : true;
    if (isRead) checks.push({ goal: `${name}: p50 at ${largest.orders} ${results.length > 1 ? `within ${GOALS.readRatio}x of ${smallest.orders} and ` : ''}under ${GOALS.readP50Ms} ms`, met });
    console.log(`${name.padEnd(22)} ${cells.join('')}   ${ratio.toFixed(2).padStart(5)}  ${isRead ? (met ? 'met' : 'NOT MET') : ''}`);
  }
  console.log(`\nstart-up ms, RSS MB, load average: ${results.map((r) => `${r.orders}: ${r.startupMs}, ${r.rssMb}, ${r.loadAverage.before} → ${r.loadAverage.after}`).join('; ')}`);
  console.log(`goals: ${checks.filter((check) => check.met).length} of ${checks.length} met`);
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  const file = join(ROOT, 'bench-results/scale-orders.json');
  writeFileSync(file, `${JSON.stringify({ machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version }, sizes: results, goals: checks }, null, 2)}\n`);
  console.log(`figures written to ${file}`);
}
