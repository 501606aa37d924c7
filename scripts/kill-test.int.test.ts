// The kill test: the whole shop (`node scripts/start.mjs`, SQLite files under one DATA_DIR) is
// killed with SIGKILL in the middle of a checkout load, again and again, and started again on the
// same files. Afterwards every acknowledged order is there as acknowledged, the stock of every
// product adds up to its initial stock and to its reservations, every order.placed sends exactly
// one receipt, and an Idempotency-Key never makes a second order. KILL_TEST_CYCLES sets how many
// kills (2 in `npm test`, 5 in `npm run test:faults`), KILL_TEST_SEED the random choices, KILL_TEST_DRAIN_MS how long the last
// start may take to deliver what the kills left pending (default 40 s); KILL_TEST_KEEP_DATA=1
// keeps the DATA_DIR for a look afterwards.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acknowledgedFrom,
  randomOrder,
  placeOrder,
  type Acknowledged,
  type CutOff,
  type OrderRequest,
  type Product,
  type Refused,
  type Shopper,
} from './testing/kill/checkout-load';
import {
  acknowledgedOrdersIntact,
  answerMatches,
  oneOrderPerKey,
  readShopFiles,
  receiptsOncePerOrder,
  stockAddsUp,
  type ShopFiles,
} from './testing/kill/invariants';
import { call, NoAnswerError } from './testing/kill/shop-api';
import { killEveryShop, ShopProcess } from './testing/kill/shop-process';
import { setUpShop } from './testing/kill/shop-setup';
import { runStopCycles } from './testing/kill/stop-cycles';
import { deliveriesDrained } from './testing/kill/deliveries-drained';
import { readCollection } from './testing/kill/store-files';
import { faultCount } from './testing/fault-counts';
import { freePort } from './testing/free-port';
import { seededRandom } from './seeded-random';

const CYCLES = faultCount('KILL_TEST_CYCLES', { short: 2, full: 5 });
const SEED = Number(process.env.KILL_TEST_SEED ?? Math.floor(Math.random() * 2 ** 31));
const DRAIN_MS = Number(process.env.KILL_TEST_DRAIN_MS ?? 40_000);
const IN_FLIGHT = 20;
const RETRIED_PER_KIND = 2;

/** Price and units per cycle: enough for most cycles, sold out (409s) in some of the later ones. */
const CATALOGUE = [
  { name: 'Kill Test Hub', price: 60_000, unitsPerCycle: 110 },
  { name: 'Kill Test Cable', price: 12_000, unitsPerCycle: 95 },
  { name: 'Kill Test Keyboard', price: 89_000, unitsPerCycle: 80 },
];

/** At most 25 violations in a failure message, then how many there are in all. */
function listed(violations: string[]): string[] {
  if (violations.length <= 25) return violations;
  return [...violations.slice(0, 25), `… and ${violations.length - 25} more (${violations.length} in all)`];
}


type RetryKind = 'placed, answer lost' | 'claimed, not placed' | 'never claimed';

describe(`kill test: the one-process shop killed mid-checkout ${CYCLES} times`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-kill-test-'));
  const random = seededRandom(SEED);
  const lives: ShopProcess[] = [];
  const products: Product[] = [];
  const shoppers: Shopper[] = [];
  const acknowledged: Acknowledged[] = [];
  const refused: Refused[] = [];
  const cutOff: CutOff[] = [];
  const retries: Array<{ request: OrderRequest; cycle: number; kind: RetryKind; status: number | 'no answer'; orderId?: string; message: string }> = [];
  const apiViolations: string[] = [];
  const report: string[] = [];
  let files: ShopFiles;
  let port: number;
  let drained = false;
  let lastExitCode: number | null = null;

  const start = async () => {
    const shop = await ShopProcess.start({ dataDir, port, env: { DEMO_CATALOGUE: 'off' } });
    lives.push(shop);
    return shop;
  };
  const api = (shop: ShopProcess, path: string, options: Parameters<typeof call>[3] = {}) => call(shop.url, shop.agent, path, options);

  /**
   * Retries a few cut-off requests with their own key and body: first those whose order was placed
   * though its answer never came, then those the kill stopped half-way (a `processing` claim), then
   * any, from as many cycles as there are.
   */
  async function retryCutOffs(shop: ShopProcess): Promise<void> {
    const orders = readCollection<{ userId: string; idempotencyKey?: string; stage: string }>(dataDir, 'orders', 'orders');
    const claims = readCollection<{ userId: string; key: string; state: string }>(dataDir, 'orders', 'idempotency_keys');
    const placedKeys = new Set(orders.filter((o) => o.stage === 'placed').map((o) => `${o.userId}/${o.idempotencyKey}`));
    const claimed = new Set(claims.filter((c) => c.state === 'processing').map((c) => `${c.userId}/${c.key}`));
    const keyOf = (cut: CutOff) => `${cut.request.shopper.userId}/${cut.request.key}`;
    const kinds: Array<[RetryKind, (cut: CutOff) => boolean]> = [
      ['placed, answer lost', (cut) => placedKeys.has(keyOf(cut))],
      ['claimed, not placed', (cut) => claimed.has(keyOf(cut)) && !placedKeys.has(keyOf(cut))],
      ['never claimed', (cut) => !claimed.has(keyOf(cut)) && !placedKeys.has(keyOf(cut))],
    ];
    const chosen: Array<{ cut: CutOff; kind: RetryKind }> = [];
    for (const [kind, matches] of kinds) {
      const candidates = cutOff.filter(matches).sort((a, b) => a.cycle - b.cycle);
      const spread = candidates.filter((cut, index) => candidates.findIndex((c) => c.cycle === cut.cycle) === index);
      for (const cut of [...spread, ...candidates.filter((c) => !spread.includes(c))].slice(0, RETRIED_PER_KIND)) chosen.push({ cut, kind });
    }
    await Promise.all(
      chosen.map(async ({ cut, kind }) => {
        try {
          const answer = await placeOrder(shop, cut.request, 25_000);
          const ack = acknowledgedFrom(answer, cut.request, CYCLES + 1);
          if (ack) acknowledged.push(ack);
          const replayed = answer.headers['idempotent-replayed'] === 'true' ? ' (replayed)' : '';
          retries.push({ request: cut.request, cycle: cut.cycle, kind, status: answer.status, orderId: ack?.orderId, message: `${String(answer.body?.message ?? '')}${replayed}` });
        } catch (error) {
          if (!(error instanceof NoAnswerError)) throw error;
          retries.push({ request: cut.request, cycle: cut.cycle, kind, status: 'no answer', message: error.message });
        }
      }),
    );
  }

  /** Every acknowledged order as its owner reads it. */
  async function readBackThroughApi(shop: ShopProcess): Promise<void> {
    const queue = [...acknowledged];
    const worker = async () => {
      for (let ack = queue.shift(); ack; ack = queue.shift()) {
        const answer = await api(shop, `/api/v1/orders/${ack.orderId}`, { token: ack.request.shopper.token });
        const problem = answerMatches(ack, answer.status, answer.body?.data);
        if (problem) apiViolations.push(problem);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
  }

  beforeAll(async () => {
    port = await freePort();
    report.push(`seed ${SEED}, ${CYCLES} cycles, ${IN_FLIGHT} orders in flight, DATA_DIR ${dataDir}`);
    let shop = await start();
    const setUp = await setUpShop(
      shop,
      CATALOGUE.map(({ name, price, unitsPerCycle }) => ({ name, price, quantity: unitsPerCycle * CYCLES })),
      String(SEED),
    );
    products.push(...setUp.products);
    shoppers.push(...setUp.shoppers);
    await runStopCycles({
      cycles: CYCLES,
      firstLife: shop,
      start,
      inFlight: IN_FLIGHT,
      next: () => randomOrder(shoppers, products, random),
      loadMs: () => 300 + Math.floor(random() * 1_200),
      stop: async (life, endLoad) => {
        endLoad();
        await life.kill();
      },
      onCycle: ({ number, loadMs, outcome }) => {
        acknowledged.push(...outcome.acknowledged);
        refused.push(...outcome.refused);
        cutOff.push(...outcome.cutOff);
        const statuses = outcome.refused.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
        report.push(
          `cycle ${number}: killed after ${loadMs} ms of load: ${outcome.acknowledged.length} acknowledged, ` +
            `${outcome.refused.length} refused ${JSON.stringify(statuses)}, ${outcome.cutOff.length} cut off`,
        );
      },
    });

    const finalStart = Date.now();
    shop = await start();
    const retried = retryCutOffs(shop);
    await readBackThroughApi(shop);
    await retried;
    drained = await deliveriesDrained(dataDir, finalStart + DRAIN_MS);
    lastExitCode = await shop.stop();
    report.push(
      `last start: ${retries.length} cut-off requests retried ${JSON.stringify(retries.map((r) => `${r.kind} (cycle ${r.cycle}): ${r.status} ${r.message}`))}, ` +
        `${drained ? 'drained' : 'not drained'} after ${Date.now() - finalStart} ms, graceful stop exit code ${lastExitCode}`,
    );
    files = readShopFiles(dataDir);
  }, 200_000);

  afterAll(async () => {
    for (const shop of lives) await shop.kill();
    killEveryShop();
    process.stdout.write(`${report.join('\n')}\n`);
    if (process.env.KILL_TEST_KEEP_DATA === '1') process.stdout.write(`kept ${dataDir}\n`);
    else rmSync(dataDir, { recursive: true, force: true });
  });

  it('placed orders under load, was cut off by the kills, and stopped gracefully at the end', () => {
    expect(acknowledged.length, report.join('\n')).toBeGreaterThan(0);
    expect(cutOff.length, report.join('\n')).toBeGreaterThan(0);
    expect(lastExitCode).toBe(0);
    const unexpected = refused.filter((r) => ![409, 503].includes(r.status));
    expect(unexpected.map((r) => `${r.status} ${r.message} (cycle ${r.cycle})`)).toEqual([]);
  });

  it('keeps every acknowledged order, with its number, lines and total, in the files and through the API', () => {
    const violations = [...acknowledgedOrdersIntact(files, acknowledged), ...apiViolations];
    const stages = files.orders.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o.stage]: (acc[o.stage] ?? 0) + 1 }), {});
    report.push(`orders: ${acknowledged.length} acknowledged (retries included); in the files by stage ${JSON.stringify(stages)}`);
    expect(listed(violations)).toEqual([]);
  });

  it('has sold + reserved + available = the initial stock of each product, reserved = its lines in reserved reservations', () => {
    const { violations, summary, orphanReservations } = stockAddsUp(files, products);
    report.push(`stock: ${JSON.stringify(summary)}; ${orphanReservations.length} reservations of placements cut off (released by the sweeper later)`);
    expect(listed(violations)).toEqual([]);
  });

  it('e-mails one receipt per committed order.placed, none twice, none lost', () => {
    const { violations, summary } = receiptsOncePerOrder(files);
    report.push(
      `receipts: ${summary.orderPlacedEntries} order.placed in the outbox, ${summary.receipts} receipts, ${summary.lost} orders without one, ` +
        `${summary.doubled} with two, ${summary.owed.length} owed by the retry scheduler ${JSON.stringify(summary.owed)}`,
    );
    expect(listed(violations)).toEqual([]);
  });

  it('never places a second order for an Idempotency-Key, also when a cut-off request is retried after the restart', () => {
    const violations = oneOrderPerKey(files);
    const placedByKey = new Map(files.orders.filter((o) => o.stage === 'placed').map((o) => [`${o.userId}/${o.idempotencyKey}`, o._id]));
    for (const retry of retries) {
      if (retry.orderId && placedByKey.get(`${retry.request.shopper.userId}/${retry.request.key}`) !== retry.orderId) {
        violations.push(`retry of ${retry.request.key} (cut off in cycle ${retry.cycle}) answered order ${retry.orderId}, not the key's placed order`);
      }
      if (retry.status === 'no answer' || ![200, 201, 409].includes(retry.status)) {
        violations.push(`retry of ${retry.request.key} (cut off in cycle ${retry.cycle}) answered ${retry.status}: ${retry.message}`);
      }
    }
    expect(retries.length).toBeGreaterThan(0);
    expect(listed(violations)).toEqual([]);
  });
});
