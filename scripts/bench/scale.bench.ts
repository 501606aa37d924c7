// The shop at 1,000, 10,000 and 100,000 products (SCALE_SIZES=1000,10000 to choose). For each
// size: a fresh DATA_DIR seeded by scripts/seed.ts (in its own process), or a copy of one seeded
// before (SCALE_SEEDED=1000=/tmp/s1k,100000=/tmp/s100k, each made by `npx tsx scripts/seed.ts
// --products N --data-dir DIR`, which saves the minutes of seeding a large size on every run);
// the shop started as `npm start` starts it (a child process, web app not built, catalog read
// cache and hot reads off), its start-up time and memory; then, from a load generator in its own
// process (scripts/bench/load/http-load.ts), listing, filtering, sorting, search alone and
// combined with each filter and each sort, product pages, and order placement (at a fixed 300
// orders/s, then as fast as 50 connections go). Prints a table, the p50 ratios of the largest
// size to the smallest and the goals met; writes every figure to bench-results/scale.json.
// SCALE_ORDERS=10000,100000 measures the orders dimension instead (scale-orders.ts; with
// SCALE_SIZES too, both).
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadFigures, LoadRequest, LoadSpec } from './load/http-load';
import { orderBody } from './order-body';
import { productBody } from './product-body';
import { ownDataDir, ROOT, type ShopProcess } from './shop-process';
import { api, load, rssMb, runScript, startMeasuredShop } from './bench-kit';
import { benchOrderSizes } from './scale-orders';

const SIZES = (process.env.SCALE_SIZES ?? '1000,10000,100000').split(',').map((size) => Number(size.trim()));
/** Data directories seeded before, by size: copied rather than seeded again. */
const SEEDED = new Map(
  (process.env.SCALE_SEEDED ?? '')
    .split(',')
    .filter((entry) => entry.trim() !== '')
    .map((entry) => [Number(entry.slice(0, entry.indexOf('='))), entry.slice(entry.indexOf('=') + 1).trim()] as const),
);
const READ_CONNECTIONS = 16;
const READ_MS = 5000;
const ORDER_CONNECTIONS = 50;
const ORDER_MS = 10_000;
const ORDER_RATE = 300;
const WARM_UP_MS = 3000;
const ORDER_PRODUCTS = 20;
const GOALS = { readRatio: 3, rssMb: 300, startupMs: 5000, ordersPerSecond: ORDER_RATE, orderP99Ms: 50 };

/** Searches combined with a filter or a sort, each request a different word and filter value. */
const SEARCH_COMBINATIONS = [
  'search+category',
  'search+brand',
  'search+price',
  'search+featured',
  'search+in stock',
  'search by price',
  'search by price desc',
  'search by name',
  'search by rating',
  'search by popularity',
  'search by newest',
];
/** The reads compared across sizes (the same requests at every size). */
const COMPARED = ['list', 'filter+sort', 'deep page', 'search', ...SEARCH_COMBINATIONS, 'detail'];

if (SIZES.some((size) => !Number.isInteger(size) || size < 1)) {
  console.error(`SCALE_SIZES must be whole numbers separated by commas, e.g. 1000,10000 (got ${process.env.SCALE_SIZES})`);
  process.exit(2);
}
for (const [size, dir] of SEEDED) {
  if (!Number.isInteger(size) || size < 1 || dir === '') {
    console.error(`SCALE_SEEDED must be SIZE=DIR pairs separated by commas, e.g. 100000=/tmp/scale100k (got ${process.env.SCALE_SEEDED})`);
    process.exit(2);
  }
}

interface Operation extends LoadFigures {
  name: string;
  example: string;
  /** For a listing or search: how many products each of its requests matches (its total). */
  matches?: number[];
}

interface SizeFigures {
  size: number;
  /** The machine's 1-minute load average before and after this size: above the number of CPUs, others were busy too. */
  loadAverage: { before: number; after: number };
  /** How long seeding took, or the directory seeded before that was copied instead. */
  seed: { ms: number; reviews: number } | { copiedFrom: string };
  startupMs: number;
  rssAfterWarmUpMb: number;
  rssAfterLoadMb: number;
  operations: Operation[];
}

/** `npm run seed` in its own process, on the same code as the shop it is for. */
async function seed(size: number, dataDir: string): Promise<{ ms: number; reviews: number }> {
  const { code, out } = await runScript(['scripts/seed.ts', '--products', String(size), '--data-dir', dataDir]);
  const figures = out.match(/wrote (\d+) products and (\d+) reviews .* in ([\d.]+) s/);
  if (code !== 0 || !figures) throw new Error(`the seed exited with ${code}: ${out}`);
  return { ms: Math.round(Number(figures[3]) * 1000), reviews: Number(figures[2]) };
}

/** A data directory seeded before, copied (the shop writes to it). */
function copySeeded(from: string, dataDir: string): { copiedFrom: string } {
  cpSync(from, dataDir, { recursive: true });
  return { copiedFrom: from };
}

type Listing = { products: Array<{ _id: string; price: number; name: string }>; pagination: { totalPages: number; totalProducts: number } };

/** The requests of each operation at this size. */
async function operationsFor(url: string) {
  const first = await api<Listing>(url, '/api/v1/products?page=1&limit=20');
  const totalPages = first.pagination.totalPages;
  // Product pages: 100 products from across the catalogue (every fifth page of 100, by name).
  const pagesOf100 = Math.ceil(first.pagination.totalProducts / 100);
  const ids: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const page = 1 + Math.floor((i * (pagesOf100 - 1)) / 4);
    const listing = await api<Listing>(url, `/api/v1/products?page=${page}&limit=100&sortBy=name&sortOrder=asc`);
    ids.push(...listing.products.slice(0, 20).map((product) => product._id));
  }
  const get = (path: string): LoadRequest => ({ path });
  const filters = [
    ['keyboards', 30_000, 200_000],
    ['monitors', 100_000, 600_000],
    ['mice', 10_000, 120_000],
    ['audio', 20_000, 400_000],
    ['accessories', 5_000, 100_000],
  ] as const;
  const searches = ['wireless keyboard', 'gaming monitor', 'logitech mouse', 'usb c hub', 'noise cancelling headphones'];
  const search = (text: string, query = '') => get(`/api/v1/products?search=${encodeURIComponent(text)}${query}&page=1&limit=20`);
  // Words of each size's catalogue in the same proportions (every 96th product is the same demo
  // product), some of them common (keyboard: about 1 product in 6), one misspelt (the shop reads
  // it as the word it knows), with filter values that keep most answers non-empty.
  const words = ['keyboard', 'wireless', 'usb', 'gaming', 'keybaord'];
  const sorted = (sortBy: string, sortOrder: string) => words.map((word) => search(word, `&sortBy=${sortBy}&sortOrder=${sortOrder}`));
  const combinations: Record<(typeof SEARCH_COMBINATIONS)[number], LoadRequest[]> = {
    'search+category': [
      search('keyboard', '&category=keyboards'),
      search('wireless', '&category=mice'),
      search('gaming', '&category=monitors'),
      search('usb', '&category=accessories'),
      search('keybaord', '&category=keyboards'),
    ],
    'search+brand': [
      search('keyboard', '&brand=Logitech'),
      search('wireless', '&brand=Apple'),
      search('usb', '&brand=Anker'),
      search('gaming', '&brand=Razer'),
      search('keybaord', '&brand=Keychron'),
    ],
    'search+price': [
      search('keyboard', '&minPrice=20000&maxPrice=150000'),
      search('wireless', '&minPrice=10000&maxPrice=80000'),
      search('usb', '&minPrice=5000&maxPrice=50000'),
      search('gaming', '&minPrice=100000&maxPrice=600000'),
      search('keybaord', '&minPrice=40000&maxPrice=250000'),
    ],
    'search+featured': words.map((word) => search(word, '&featured=true')),
    'search+in stock': words.map((word) => search(word, '&inStock=true')),
    'search by price': sorted('price', 'asc'),
    'search by price desc': sorted('price', 'desc'),
    'search by name': sorted('name', 'asc'),
    'search by rating': sorted('rating', 'desc'),
    'search by popularity': sorted('popularity', 'desc'),
    'search by newest': sorted('createdAt', 'desc'),
  };
  return [
    { name: 'list', requests: [get('/api/v1/products?page=1&limit=20')] },
    {
      name: 'filter+sort',
      requests: filters.map(([category, min, max]) =>
        get(`/api/v1/products?category=${category}&minPrice=${min}&maxPrice=${max}&sortBy=price&sortOrder=asc&page=1&limit=20`),
      ),
    },
    // The same depth at every size (page 45 of 20: products 881-900), so the sizes compare.
    { name: 'deep page', requests: [get('/api/v1/products?page=45&limit=20')] },
    // Half-way through this size's catalogue: how the depth of a page costs.
    { name: 'middle page', requests: [get(`/api/v1/products?page=${Math.max(1, Math.floor(totalPages / 2))}&limit=20`)] },
    { name: 'search', requests: searches.map((text) => search(text)) },
    ...Object.entries(combinations).map(([name, requests]) => ({ name, requests })),
    { name: 'detail', requests: ids.map((id) => get(`/api/v1/products/${id}`)) },
  ];
}

/** Products only this bench orders, with stock to spare, and orders for them as checkout sends them. */
async function orderRequests(url: string): Promise<LoadRequest[]> {
  const login = (email: string, password: string) =>
    api<{ accessToken: string }>(url, '/api/v1/auth/login', { method: 'POST', body: { email, password } }).then((data) => data.accessToken);
  const admin = await login('admin@devshop.rw', 'demo-admin');
  const shopper = await login('shopper@devshop.rw', 'demo-shopper');
  const products: Array<{ id: string; price: number }> = [];
  for (let i = 0; i < ORDER_PRODUCTS; i += 1) {
    const price = 5_000 + i * 4_500;
    const created = await api<{ _id: string }>(url, '/api/v1/admin/products', {
      method: 'POST',
      token: admin,
      body: productBody({ name: `Scale Bench Cable ${i + 1}`, description: 'For the scale benchmark.', price, quantity: 10_000_000 }),
    });
    products.push({ id: created._id, price });
  }
  return Array.from({ length: 40 }, (_, i) => {
    const lines = [products[i % ORDER_PRODUCTS]!, ...(i % 2 ? [products[(i * 7 + 3) % ORDER_PRODUCTS]!] : [])];
    const unique = [...new Map(lines.map((p) => [p.id, p])).values()];
    const body = orderBody(unique.map((p, n) => ({ product: p.id, quantity: 1 + ((i + n) % 2), price: p.price })));
    return { method: 'POST', path: '/api/v1/orders', headers: { authorization: `Bearer ${shopper}` }, body: JSON.stringify(body) };
  });
}

async function measureSize(size: number): Promise<SizeFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-scale-${size}-`));
  const owned = ownDataDir(dataDir);
  let shop: ShopProcess | undefined;
  const loadBefore = Math.round(loadavg()[0]! * 100) / 100;
  try {
    const seededBefore = SEEDED.get(size);
    process.stdout.write(`\n${size} products (load average ${loadBefore} on ${cpus().length} CPUs): ${seededBefore ? `copying ${seededBefore}` : 'seeding'}... `);
    const seeded = seededBefore ? copySeeded(seededBefore, dataDir) : await seed(size, dataDir);
    process.stdout.write(`${'ms' in seeded ? `${(seeded.ms / 1000).toFixed(1)} s; ` : ''}starting the shop... `);
    const started = await startMeasuredShop(dataDir);
    shop = started.shop;
    const { url, startupMs } = started;
    process.stdout.write(`ready in ${startupMs} ms\n`);

    const operations = await operationsFor(url);
    const orders = await orderRequests(url);
    await load({ url, connections: 8, durationMs: WARM_UP_MS, requests: operations.flatMap((op) => op.requests) });
    await load({ url, connections: 8, durationMs: WARM_UP_MS, requests: orders, idempotencyKeyPrefix: `scale-${size}-warm-up-${Date.now()}` });
    const rssAfterWarmUpMb = rssMb(shop.child.pid!);

    const figures: Operation[] = [];
    const run = async (name: string, spec: LoadSpec, matches?: number[]) => {
      const result = await load(spec);
      figures.push({ name, example: `${spec.requests[0]!.method ?? 'GET'} ${spec.requests[0]!.path}`, ...result, ...(matches ? { matches } : {}) });
      const missed = result.missed ? `  (${result.missed} due but not sent: no free connection)` : '';
      const found = matches ? `  matches ${matches.join('/')}` : '';
      console.log(`  ${name.padEnd(20)} ${String(result.requestsPerSecond).padStart(6)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms  errors ${result.errors}${missed}${found}`);
      for (const sample of result.errorSamples) console.log(`    ${sample}`);
    };
    for (const op of operations) {
      // What each listing or search finds, so sizes compare like with like (and none is empty by mistake).
      const listings = op.requests.every((request) => request.path.startsWith('/api/v1/products?'));
      const matches = listings ? await Promise.all(op.requests.map((request) => api<Listing>(url, request.path).then((page) => page.pagination.totalProducts))) : undefined;
      await run(op.name, { url, connections: READ_CONNECTIONS, durationMs: READ_MS, requests: op.requests }, matches);
    }
    // The goal's rate, offered whatever the answers' pace: its p99 is the latency at that load.
    // It runs first, before the work that the next run's orders leave behind (events, e-mails).
    await run(`order ${ORDER_RATE}/s`, {
      url,
      connections: ORDER_CONNECTIONS,
      durationMs: ORDER_MS,
      ratePerSecond: ORDER_RATE,
      requests: orders,
      idempotencyKeyPrefix: `scale-${size}-rate-${Date.now()}`,
    });
    await run('place order', {
      url,
      connections: ORDER_CONNECTIONS,
      durationMs: ORDER_MS,
      requests: orders,
      idempotencyKeyPrefix: `scale-${size}-max-${Date.now()}`,
    });
    const rssAfterLoadMb = rssMb(shop.child.pid!);
    if (figures.some((figure) => figure.errors > 0)) {
      console.log(`  the shop's last log lines:\n${shop.lastLines().map((line) => `    ${line}`).join('\n')}`);
    }
    const loadAverage = { before: loadBefore, after: Math.round(loadavg()[0]! * 100) / 100 };
    return { size, loadAverage, seed: seeded, startupMs, rssAfterWarmUpMb, rssAfterLoadMb, operations: figures };
  } finally {
    await shop?.stop();
    owned.forget();
  }
}

/** The orders dimension (scale-orders.ts): SCALE_ORDERS=10000,100000, SCALE_ORDERS_SEEDED=10000=DIR,... */
const ORDER_SIZES = (process.env.SCALE_ORDERS ?? '').split(',').filter((size) => size.trim() !== '').map(Number);
// At least 1,000: every size reads the same deep page (orders 991-1000) and samples orders from it.
if (ORDER_SIZES.some((size) => !Number.isInteger(size) || size < 1000)) {
  console.error(`SCALE_ORDERS must be whole numbers of at least 1000 separated by commas, e.g. 10000,100000 (got ${process.env.SCALE_ORDERS})`);
  process.exit(2);
}
if (ORDER_SIZES.length > 0) {
  const seededOrders = new Map((process.env.SCALE_ORDERS_SEEDED ?? '').split(',').filter((entry) => entry.includes('=')).map((entry) => [Number(entry.slice(0, entry.indexOf('='))), entry.slice(entry.indexOf('=') + 1).trim()] as const));
  await benchOrderSizes(ORDER_SIZES, seededOrders);
  // With SCALE_ORDERS alone, only the orders are measured.
  if (!process.env.SCALE_SIZES) process.exit(0);
}

const results: SizeFigures[] = [];
const began = new Date();
for (const size of SIZES) results.push(await measureSize(size));

console.log('\nsize     operation             req/s      p50 ms     p99 ms   errors');
for (const result of results) {
  for (const op of result.operations) {
    console.log(
      `${String(result.size).padEnd(8)} ${op.name.padEnd(20)} ${String(op.requestsPerSecond).padStart(6)} ${op.p50Ms.toFixed(2).padStart(10)} ${op.p99Ms.toFixed(2).padStart(10)} ${String(op.errors).padStart(8)}`,
    );
  }
}
console.log('\nsize     start-up ms   RSS after warm-up MB   RSS after load MB   seed s   load average');
for (const result of results) {
  console.log(
    `${String(result.size).padEnd(8)} ${String(result.startupMs).padStart(11)} ${result.rssAfterWarmUpMb.toFixed(1).padStart(22)} ${result.rssAfterLoadMb.toFixed(1).padStart(19)} ${('ms' in result.seed ? (result.seed.ms / 1000).toFixed(1) : 'copied').padStart(8)}   ${result.loadAverage.before} → ${result.loadAverage.after}`,
  );
}
if (results.some((result) => result.loadAverage.before > cpus().length)) {
  console.log(`(the load average was above ${cpus().length} before some sizes: other work shared the CPUs, and the figures are lower than the shop alone would give)`);
}

const smallest = results[0]!;
const largest = results[results.length - 1]!;
const p50Of = (result: SizeFigures, name: string) => result.operations.find((op) => op.name === name)?.p50Ms ?? 0;
const ratios = Object.fromEntries(
  COMPARED.map((name) => [name, Math.round((p50Of(largest, name) / Math.max(p50Of(smallest, name), 0.01)) * 100) / 100]),
);
if (results.length > 1) {
  console.log(`\np50 at ${largest.size} / p50 at ${smallest.size}:`);
  for (const [name, ratio] of Object.entries(ratios)) console.log(`  ${name.padEnd(20)} ${ratio.toFixed(2)}`);
}

const orderMax = largest.operations.find((op) => op.name === 'place order')!;
const orderAtRate = largest.operations.find((op) => op.name === `order ${ORDER_RATE}/s`)!;
const checks = [
  ...(results.length > 1
    ? COMPARED.filter((name) => name !== 'detail').map((name) => ({
        goal: `${name} p50 at ${largest.size} within ${GOALS.readRatio}x of ${smallest.size}`,
        met: (ratios[name] ?? Infinity) <= GOALS.readRatio,
      }))
    : []),
  { goal: `RSS at ${largest.size} under ${GOALS.rssMb} MB`, met: Math.max(largest.rssAfterWarmUpMb, largest.rssAfterLoadMb) < GOALS.rssMb },
  { goal: `start-up at ${largest.size} under ${GOALS.startupMs / 1000} s`, met: largest.startupMs < GOALS.startupMs },
  {
    goal: `orders at ${largest.size}: ${GOALS.ordersPerSecond}/s or more at ${ORDER_CONNECTIONS} connections, no errors`,
    met: orderMax.requestsPerSecond >= GOALS.ordersPerSecond && orderMax.errors === 0,
  },
  {
    goal: `orders at ${largest.size}: p99 under ${GOALS.orderP99Ms} ms at ${ORDER_RATE}/s over ${ORDER_CONNECTIONS} connections, no errors`,
    met: orderAtRate.p99Ms < GOALS.orderP99Ms && orderAtRate.errors === 0 && !orderAtRate.missed,
  },
];
console.log('\ngoals:');
for (const check of checks) console.log(`  ${check.met ? 'met    ' : 'NOT MET'}  ${check.goal}`);

mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
const file = join(ROOT, 'bench-results/scale.json');
writeFileSync(
  file,
  `${JSON.stringify(
    {
      startedAt: began.toISOString(),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version },
      settings: { readConnections: READ_CONNECTIONS, readMs: READ_MS, orderConnections: ORDER_CONNECTIONS, orderMs: ORDER_MS, orderRate: ORDER_RATE, readCacheMs: 0 },
      sizes: results,
      p50Ratios: results.length > 1 ? { of: largest.size, to: smallest.size, ...ratios } : null,
      goals: checks,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nfigures written to ${file}`);
