// SIGTERM under load: the one-process shop (`node scripts/start.mjs`) is stopped gracefully in the
// middle of a checkout load, several times, and started again on the same files. Every request it
// took gets its answer; a request sent after the signal is refused at the door and places nothing;
// the process exits 0; what was committed is delivered by the next life, once.
// GRACEFUL_TEST_CYCLES sets how many stops (2 in `npm test`, 3 in `npm run test:faults`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomOrder, type Acknowledged, type CutOff, type Product, type Refused, type Shopper } from './testing/kill/checkout-load';
import { deliveriesDrained } from './testing/kill/deliveries-drained';
import { acknowledgedOrdersIntact, readShopFiles, receiptsOncePerOrder, stockAddsUp, type ShopFiles } from './testing/kill/invariants';
import { killEveryShop, ShopProcess } from './testing/kill/shop-process';
import { setUpShop } from './testing/kill/shop-setup';
import { runStopCycles } from './testing/kill/stop-cycles';
import { faultCount } from './testing/fault-counts';
import { freePort } from './testing/free-port';
import { seededRandom } from './seeded-random';

const CYCLES = faultCount('GRACEFUL_TEST_CYCLES', { short: 2, full: 3 });
const SEED = Math.floor(Math.random() * 2 ** 31);
const IN_FLIGHT = 20;
/** The load goes on this long after the signal: those requests must be refused, not half-done. */
const SENT_AFTER_SIGNAL_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`graceful shutdown: the one-process shop stopped with SIGTERM mid-checkout ${CYCLES} times`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-graceful-test-'));
  const random = seededRandom(SEED);
  const lives: ShopProcess[] = [];
  const products: Product[] = [];
  const shoppers: Shopper[] = [];
  const acknowledged: Acknowledged[] = [];
  const refused: Refused[] = [];
  const cutOff: CutOff[] = [];
  const exitCodes: Array<number | null> = [];
  const report: string[] = [];
  let files: ShopFiles;
  let drained = false;

  beforeAll(async () => {
    const port = await freePort();
    const start = async () => {
      const shop = await ShopProcess.start({ dataDir, port, env: { DEMO_CATALOGUE: 'off' } });
      lives.push(shop);
      return shop;
    };
    report.push(`seed ${SEED}, ${CYCLES} stops, ${IN_FLIGHT} orders in flight, DATA_DIR ${dataDir}`);
    let shop = await start();
    const setUp = await setUpShop(shop, [
      { name: 'Graceful Hub', price: 60_000, quantity: 2_000 },
      { name: 'Graceful Cable', price: 12_000, quantity: 2_000 },
    ], String(SEED));
    products.push(...setUp.products);
    shoppers.push(...setUp.shoppers);

    await runStopCycles({
      cycles: CYCLES,
      firstLife: shop,
      start,
      inFlight: IN_FLIGHT,
      next: () => randomOrder(shoppers, products, random),
      loadMs: () => 500 + Math.floor(random() * 1_000),
      stop: async (life, endLoad) => {
        const signalledAt = Date.now();
        const exited = life.stop(30_000);
        await sleep(SENT_AFTER_SIGNAL_MS);
        endLoad();
        return { exitCode: await exited, exitMs: Date.now() - signalledAt };
      },
      onCycle: ({ number, loadMs, outcome, stop }) => {
        exitCodes.push(stop.exitCode);
        acknowledged.push(...outcome.acknowledged);
        refused.push(...outcome.refused);
        cutOff.push(...outcome.cutOff);
        report.push(
          `stop ${number}: SIGTERM after ${loadMs} ms of load, exit ${stop.exitCode} after ${stop.exitMs} ms: ` +
            `${outcome.acknowledged.length} acknowledged, ${outcome.refused.length} refused, ${outcome.cutOff.length} refused at the door`,
        );
      },
    });
    const finalStart = Date.now();
    shop = await start();
    drained = await deliveriesDrained(dataDir, finalStart + 40_000);
    exitCodes.push(await shop.stop());
    files = readShopFiles(dataDir);
  }, 200_000);

  afterAll(async () => {
    for (const shop of lives) await shop.kill();
    killEveryShop();
    process.stdout.write(`${report.join('\n')}\n`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request it took, exits 0 each time, and refuses later ones at the door', () => {
    expect(acknowledged.length, report.join('\n')).toBeGreaterThan(0);
    expect(exitCodes).toEqual(Array(CYCLES + 1).fill(0));
    const failed = refused.filter((r) => r.status !== 409).map((r) => `${r.status} ${r.message} (stop ${r.cycle})`);
    expect(failed).toEqual([]);
    const notAtTheDoor = cutOff.filter((cut) => !/ECONNREFUSED|ECONNRESET|socket hang up/.test(cut.error));
    expect(notAtTheDoor.map((cut) => cut.error)).toEqual([]);
  });

  it('placed nothing for a request refused at the door', () => {
    const placedKeys = new Set(files.orders.map((order) => `${order.userId}/${order.idempotencyKey}`));
    const placedAnyway = cutOff.filter((cut) => placedKeys.has(`${cut.request.shopper.userId}/${cut.request.key}`));
    expect(placedAnyway.map((cut) => `${cut.request.key} (stop ${cut.cycle}): ${cut.error}`)).toEqual([]);
  });

  it('keeps every acknowledged order, and the stock of every product adds up', () => {
    expect(acknowledgedOrdersIntact(files, acknowledged)).toEqual([]);
    expect(stockAddsUp(files, products).violations).toEqual([]);
  });

  it('delivers every committed order.placed once: one receipt per order, none lost', () => {
    const { violations, summary } = receiptsOncePerOrder(files);
    report.push(`receipts: ${summary.orderPlacedEntries} order.placed, ${summary.receipts} receipts, ${summary.lost} lost, ${summary.doubled} doubled`);
    expect(drained).toBe(true);
    expect(violations).toEqual([]);
  });
});
