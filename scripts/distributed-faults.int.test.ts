// Faults of the distributed topology (five service processes and the gateway, SQLite per service,
// the machine's Redis on a database of its own) with a RabbitMQ node the test starts and stops
// itself, never the machine's shared broker:
// 1. broker outage under order load: orders keep being accepted into the outbox, /ready stays 200,
//    every service's `liveness` stays SERVING; when the broker is back the backlog drains and each
//    order.placed reaches notifications exactly once (one receipt per order);
// 2. SIGKILL of the orders process, then of the catalog process, under load: the launcher starts
//    them again; every acknowledged order is intact, stock adds up, a retried Idempotency-Key never
//    makes a second order, every committed event is delivered once;
// 3. SIGTERM of orders, catalog and notifications under load: each exits 0 once its work is done,
//    so no request is left cut off, and the same invariants hold.
// FAULTS_REDIS_DB picks the Redis database (default 11).
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkHealth } from '@shop/platform/grpc';
import { buildServerIfStale } from './build-server.mjs';
import { launchDistributed, SERVICES } from './distributed-topology.mjs';
import { acknowledgedFrom, randomOrder, type Acknowledged, type Product, type Shopper } from './testing/kill/checkout-load';
import { acknowledgedOrdersIntact, oneOrderPerKey, readShopFiles, receiptsOncePerOrder, stockAddsUp, ORDER_PLACED } from './testing/kill/invariants';
import { readCollection, readMailFolder } from './testing/kill/store-files';
import { placeOrderAt, startGatewayLoad, type GatewayLoadOutcome } from './testing/gateway-load';
import { PrivateBroker } from './testing/private-broker';
import { freePort, waitFor } from './testing/free-port';
import { seededRandom } from './seeded-random';
import { productBody } from '../gateway/src/testing/product-body';

const REDIS_URL = `redis://127.0.0.1:6379/${Number(process.env.FAULTS_REDIS_DB ?? 11)}`;
const IN_FLIGHT = 6;
/** A claim cut off by a kill is taken over this soon (ORDER_CLAIM_STALE_SECONDS, its least). */
const CLAIM_STALE_SECONDS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('distributed faults: a private broker stopped under load, services killed under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-distributed-faults-'));
  const random = seededRandom(424_242);
  const output: string[] = [];
  const report: string[] = [];
  const acknowledged: Acknowledged[] = [];
  const loads: GatewayLoadOutcome[] = [];
  const products: Product[] = [];
  const shoppers: Shopper[] = [];
  let broker: PrivateBroker;
  let topology: ReturnType<typeof launchDistributed>;
  let gatewayUrl: string;
  /** Counted as the lines come: the kept output is trimmed under load. */
  let restartsLogged = 0;
  let ordersDegradedLogged = 0;

  const api = async (path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${gatewayUrl}/api/v1${path}`, {
      method: init.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (await res.json()) as any };
  };
  const readyStatus = async () => (await fetch(`${gatewayUrl}/ready`, { signal: AbortSignal.timeout(3_000) })).status;
  const outboxOf = () => readCollection<{ status: string; event: { type: string } }>(dataDir, 'orders', 'outbox').filter((e) => e.event.type === ORDER_PLACED);
  const backlog = () => outboxOf().filter((entry) => entry.status !== 'published').length;
  const startLoad = (phase: number) => startGatewayLoad({ url: gatewayUrl, inFlight: IN_FLIGHT, phase, next: () => randomOrder(shoppers, products, random) });
  const finish = async (load: ReturnType<typeof startLoad>) => {
    const outcome = await load.stop();
    loads.push(outcome);
    acknowledged.push(...outcome.acknowledged);
    return outcome;
  };
  const acknowledgedSoFar = (load: ReturnType<typeof startLoad>) => acknowledged.length + load.outcome.acknowledged.length;

  /** Until every order.placed is published and each has its one receipt (or a send owed); the milliseconds it took. */
  const drain = async (timeoutMs: number) => {
    const started = Date.now();
    await waitFor(
      async () => {
        const entries = outboxOf();
        if (entries.some((entry) => entry.status !== 'published')) return undefined;
        return readMailFolder(dataDir).filter((mail) => mail.subject.startsWith('We received your order')).length >= entries.length ? true : undefined;
      },
      timeoutMs,
      `the outbox to drain and the receipts to be sent (backlog ${backlog()})`,
    );
    return Date.now() - started;
  };

  /** Stops one service process with `signal`, and waits until the launcher's new one answers its gRPC health. */
  const stopAndAwaitRestart = async (name: string, signal: 'SIGKILL' | 'SIGTERM') => {
    const old = topology.processes.get(name)!;
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      old.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal })),
    );
    const stoppedAt = Date.now();
    old.kill(signal);
    const exit = await exited;
    const exitMs = Date.now() - stoppedAt;
    await waitFor(
      async () => {
        const current = topology.processes.get(name);
        if (!current || current === old) return undefined;
        return (await checkHealth(topology.serviceUrls[`${name.toUpperCase()}_GRPC_URL`]!)) === 'SERVING' ? true : undefined;
      },
      45_000,
      `${name} to be started again`,
    );
    return { exit, exitMs, backMs: Date.now() - stoppedAt };
  };

  beforeAll(async () => {
    broker = await PrivateBroker.start();
    const ports: Record<string, number> = { gateway: await freePort() };
    for (const service of SERVICES) ports[service.name] = await freePort();
    gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
    const { MONGO_URL: _mongo, SMTP_URL: _smtp, ...env } = process.env;
    await buildServerIfStale();
    topology = launchDistributed({
      bundled: true,
      env: { ...env, REDIS_URL, AMQP_URL: broker.url, DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'test', DEMO_CATALOGUE: 'off', AUTH_DEMO_ACCOUNTS: 'on', ORDER_CLAIM_STALE_SECONDS: String(CLAIM_STALE_SECONDS) },
      ports,
      output: (line: string) => {
        if (/^\[\w+\] exited \(.+\); restarting in /.test(line)) restartsLogged += 1;
        if (line.startsWith('[orders]') && line.includes('serving, degraded')) ordersDegradedLogged += 1;
        output.push(line);
        if (output.length > 5_000) output.splice(0, 1_000);
      },
      restart: true,
    });
    await waitFor(async () => ((await readyStatus()) === 200 ? true : undefined), 90_000, 'the gateway to be ready');

    const login = async (email: string, password: string) => (await api('/auth/login', { method: 'POST', body: { email, password } })).body.data;
    const admin = await login('admin@devshop.rw', 'demo-admin');
    for (const [name, price] of [['Faults Test Hub', 60_000], ['Faults Test Cable', 12_000]] as const) {
      const created = await api('/admin/products', {
        method: 'POST',
        token: admin.accessToken,
        body: productBody(name, { price, quantity: 10_000, category: 'accessories', brand: 'Faults Test' }),
      });
      if (created.status !== 201) throw new Error(`creating ${name}: ${created.status} ${JSON.stringify(created.body)}`);
      products.push({ id: created.body.data._id, name, price, initialStock: 10_000 });
    }
    const demo = await login('shopper@devshop.rw', 'demo-shopper');
    shoppers.push({ email: 'shopper@devshop.rw', userId: demo.user.id, token: demo.accessToken });
    const registered = await api('/auth/register', {
      method: 'POST',
      body: { email: 'faults.test@devshop.rw', password: 'faults-test-password', firstName: 'Faults', lastName: 'Tester' },
    });
    if (registered.status !== 201) throw new Error(`registering: ${registered.status} ${JSON.stringify(registered.body)}`);
    shoppers.push({ email: 'faults.test@devshop.rw', userId: registered.body.data.user.id, token: registered.body.data.accessToken });
  }, 150_000);

  afterAll(async () => {
    await topology?.stop();
    await broker?.remove();
    process.stdout.write(`${report.join('\n')}\n`);
    if (process.env.FAULTS_TEST_KEEP_DATA === '1') process.stdout.write(`kept ${dataDir}\n`);
    else rmSync(dataDir, { recursive: true, force: true });
  });

  it('accepts orders through a broker outage, stays ready and live, and delivers the backlog once when the broker is back', async () => {
    const load = startLoad(1);
    await waitFor(async () => (acknowledgedSoFar(load) >= 10 ? true : undefined), 30_000, '10 orders before the outage');
    const stoppedAt = Date.now();
    await broker.stop();
    // The outage counts from the moment the node is gone: stopping it can take long on a busy machine.
    const downAt = Date.now();
    const beforeOutage = acknowledgedSoFar(load);

    // The outage: orders keep coming in, /ready and every liveness probe are sampled all along.
    const readiness: number[] = [];
    const liveness: string[] = [];
    let backlogPeak = 0;
    const degraded = () => ordersDegradedLogged > 0;
    const longEnough = () => degraded() && acknowledgedSoFar(load) - beforeOutage >= 20 && Date.now() - downAt >= 8_000;
    do {
      readiness.push(await readyStatus());
      for (const url of Object.values(topology.serviceUrls)) liveness.push(await checkHealth(url, 'liveness').catch((error) => String(error)));
      backlogPeak = Math.max(backlogPeak, backlog());
      await sleep(500);
    } while (Date.now() - downAt < 30_000 && !longEnough());
    const duringOutage = acknowledgedSoFar(load) - beforeOutage;
    await broker.startAgain();
    const outageMs = Date.now() - downAt;
    const stoppingMs = downAt - stoppedAt;
    const outcome = await finish(load);
    const drainMs = await drain(60_000);

    report.push(
      `broker outage: ${outageMs} ms (after ${stoppingMs} ms stopping it); ${duringOutage} orders acknowledged during it (${outcome.acknowledged.length} in the phase, ` +
        `${outcome.retried} retried, ${outcome.unanswered.length} unanswered); backlog peak ${backlogPeak} order.placed; ` +
        `drained ${drainMs} ms after the load stopped; /ready ${JSON.stringify(countOf(readiness))}; liveness ${JSON.stringify(countOf(liveness))}`,
    );
    expect(degraded(), 'orders logs "serving, degraded"').toBe(true);
    expect(duringOutage).toBeGreaterThan(0);
    expect(backlogPeak).toBeGreaterThan(0);
    expect(countOf(readiness)).toEqual({ 200: readiness.length });
    expect(countOf(liveness)).toEqual({ SERVING: liveness.length });
    expect(outcome.unanswered.map((u) => `${u.request.key}: ${u.last}`)).toEqual([]);
    const { violations, summary } = receiptsOncePerOrder(readShopFiles(dataDir));
    report.push(`after the outage: ${summary.orderPlacedEntries} order.placed, ${summary.receipts} receipts, ${summary.lost} lost, ${summary.doubled} doubled`);
    expect(violations).toEqual([]);
  }, 120_000);

  it('keeps every order, balances stock and delivers each event once when orders and then catalog are killed mid-load', async () => {
    const restartsBefore = restartsLogged;
    const load = startLoad(2);
    const killTimes: Record<string, number> = {};
    let ordersKilledAt = 0;
    for (const name of ['orders', 'catalog']) {
      const base = acknowledgedSoFar(load);
      await waitFor(async () => (acknowledgedSoFar(load) >= base + 15 ? true : undefined), 45_000, `15 orders before killing ${name}`);
      if (name === 'orders') ordersKilledAt = Date.now();
      killTimes[name] = (await stopAndAwaitRestart(name, 'SIGKILL')).backMs;
    }
    const base = acknowledgedSoFar(load);
    await waitFor(async () => (acknowledgedSoFar(load) >= base + 10 ? true : undefined), 45_000, '10 orders after the restarts');
    const outcome = await finish(load);
    // A request the kill cut off while it held its key keeps that key `processing` until orders
    // takes the claim over as stale; until then a retry waits and gets 409. Sent once more after
    // that, each must end in exactly one order.
    const retriedLate: string[] = [];
    if (outcome.unanswered.length) {
      await sleep(Math.max(0, ordersKilledAt + (CLAIM_STALE_SECONDS + 2) * 1000 - Date.now()));
      const agent = new Agent({ keepAlive: false });
      for (const { request } of outcome.unanswered) {
        const answer = await placeOrderAt(gatewayUrl, agent, request);
        const ack = acknowledgedFrom(answer, request, 3);
        if (ack) acknowledged.push(ack);
        retriedLate.push(`${request.key}: ${answer.status}${answer.headers['idempotent-replayed'] === 'true' ? ' (replayed)' : ''}`);
      }
    }
    const drainMs = await drain(60_000);
    const restarts = restartsLogged - restartsBefore;

    const files = readShopFiles(dataDir);
    const stock = stockAddsUp(files, products);
    const receipts = receiptsOncePerOrder(files);
    report.push(
      `kills: orders back in ${killTimes.orders} ms, catalog back in ${killTimes.catalog} ms, ${restarts} restarts by the launcher; ` +
        `${outcome.acknowledged.length} orders acknowledged in the phase, ${outcome.retried} requests retried with their key, ` +
        `${outcome.unanswered.length} unanswered; drained in ${drainMs} ms`,
      `in all: ${acknowledged.length} orders acknowledged, ${receipts.summary.orderPlacedEntries} order.placed committed, ` +
        `${receipts.summary.receipts} receipts delivered (${receipts.summary.owed.length} owed by the retry scheduler); stock ${JSON.stringify(stock.summary)}; ` +
        `${stock.orphanReservations.length} reservations of cut-off placements`,
    );
    const claims = readCollection<{ key: string; state: string; orderId?: string }>(dataDir, 'orders', 'idempotency_keys');
    for (const { request, last } of outcome.unanswered) {
      const claim = claims.find((c) => c.key === request.key);
      const orders = files.orders.filter((o) => o.idempotencyKey === request.key).map((o) => `${o._id} ${o.stage}`);
      report.push(`set aside ${request.key} (last: ${last}); now claim ${claim?.state ?? 'none'}, orders [${orders.join(', ')}]`);
    }
    report.push(`cut off by the kills and sent again once their claim was stale: ${JSON.stringify(retriedLate)}`);
    expect(restarts).toBe(2);
    expect(retriedLate.filter((line) => !/: 20[01]( \(replayed\))?$/.test(line))).toEqual([]);
    expect(acknowledgedOrdersIntact(files, acknowledged)).toEqual([]);
    expect(stock.violations).toEqual([]);
    expect(oneOrderPerKey(files)).toEqual([]);
    expect(receipts.violations).toEqual([]);
    // Every acknowledged order exists once: its key maps to it alone.
    expect(new Set(acknowledged.map((ack) => ack.orderId)).size).toBe(acknowledged.length);
  }, 200_000);

  it('finishes what each service was doing when orders, catalog and notifications get SIGTERM mid-load: nothing cut off, lost or doubled', async () => {
    const restartsBefore = restartsLogged;
    const orphansBefore = stockAddsUp(readShopFiles(dataDir), products).orphanReservations.map((reservation) => reservation.reference);
    const load = startLoad(3);
    const stops: string[] = [];
    const exits: Array<{ name: string; code: number | null; signal: NodeJS.Signals | null; exitMs: number }> = [];
    for (const name of ['orders', 'catalog', 'notifications']) {
      const base = acknowledgedSoFar(load);
      await waitFor(async () => (acknowledgedSoFar(load) >= base + 15 ? true : undefined), 45_000, `15 orders before stopping ${name}`);
      const { exit, exitMs, backMs } = await stopAndAwaitRestart(name, 'SIGTERM');
      exits.push({ name, ...exit, exitMs });
      stops.push(`${name} exited ${exit.signal ?? exit.code} in ${exitMs} ms, back in ${backMs} ms`);
    }
    const base = acknowledgedSoFar(load);
    await waitFor(async () => (acknowledgedSoFar(load) >= base + 10 ? true : undefined), 45_000, '10 orders after the restarts');
    const outcome = await finish(load);
    const drainMs = await drain(60_000);

    const files = readShopFiles(dataDir);
    const stock = stockAddsUp(files, products);
    const receipts = receiptsOncePerOrder(files);
    report.push(
      `SIGTERM: ${stops.join('; ')}; ${restartsLogged - restartsBefore} restarts by the launcher; ` +
        `${outcome.acknowledged.length} orders acknowledged in the phase, ${outcome.retried} refused while a service was away and sent again, ` +
        `${outcome.unanswered.length} unanswered; drained in ${drainMs} ms`,
      `after the SIGTERMs: ${acknowledged.length} orders acknowledged, ${receipts.summary.orderPlacedEntries} order.placed, ` +
        `${receipts.summary.receipts} receipts; stock ${JSON.stringify(stock.summary)}`,
    );
    // A graceful stop exits by itself, in its own time, never by the launcher's SIGKILL.
    for (const exit of exits) expect(exit, exit.name).toMatchObject({ code: 0, signal: null });
    for (const exit of exits) expect(exit.exitMs, exit.name).toBeLessThan(10_000);
    // Unlike a kill, no request is left holding its key: each one was finished, or refused at the
    // door and taken on the next attempt.
    expect(outcome.unanswered.map((u) => `${u.request.key}: ${u.last}`)).toEqual([]);
    expect(acknowledgedOrdersIntact(files, acknowledged)).toEqual([]);
    expect(stock.violations).toEqual([]);
    // Stock a cut-off placement held stays held until it expires: a graceful stop cuts none off.
    expect(stock.orphanReservations.filter((reservation) => !orphansBefore.includes(reservation.reference))).toEqual([]);
    expect(oneOrderPerKey(files)).toEqual([]);
    expect(receipts.violations).toEqual([]);
  }, 200_000);
});

function countOf(values: Array<string | number>): Record<string, number> {
  return values.reduce<Record<string, number>>((acc, value) => ({ ...acc, [value]: (acc[value] ?? 0) + 1 }), {});
}
