// Hot catalogue reads against the machine's limit. The shop runs as `npm start` runs it (its own
// process, demo catalogue, access log on), and for each hot read a bare Node `http` server in its
// own process answers the same bytes with the same headers; wrk (`-t2 -c32`, Debian's package)
// loads one, then the other, in the same run. Prints requests per second, latency p50/p99 and
// errors for both, and the ratio; writes the figures to bench-results/hot-reads.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { wrk, type WrkFigures } from './hot-reads/wrk';
import { freePort, own, ownDataDir, ROOT, startShop, waitUntilReady } from './shop-process';

const DURATION_S = Number(process.env.HOT_READS_SECONDS ?? 8);
/** The goals: the shop's rate over the bare server's. */
const GOALS: Record<string, number> = { listing: 0.5, detail: 0.25, search: 0.25 };

/** A bare server answering `body` with `headers`, in its own process, on a free port. */
async function bareServer(body: Buffer, headers: Record<string, string>): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = own(spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/hot-reads/bare-server.ts'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] }));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    child.stdin!.end(JSON.stringify({ port, body: body.toString('base64'), headers }));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGKILL') };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-hot-reads-'));
const owned = ownDataDir(dataDir);
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const shop = startShop(dataDir, port, { LOG_LEVEL: 'info' });
await waitUntilReady(url, shop, performance.now());

const listing = (await (await fetch(`${url}/api/v1/products?page=1&limit=20`)).json()) as { data: { products: Array<{ _id: string }> } };
const reads = [
  { name: 'listing', path: '/api/v1/products?page=1&limit=20' },
  { name: 'detail', path: `/api/v1/products/${listing.data.products[0]!._id}` },
  { name: 'search', path: '/api/v1/products/search?search=keyboard' },
];

interface Measured {
  name: string;
  path: string;
  bytes: number;
  shop: WrkFigures;
  bare: WrkFigures;
  ratio: number;
}
const measured: Measured[] = [];
console.log(`hot reads, wrk -t2 -c32 for ${DURATION_S} s each (load average ${loadavg()[0]!.toFixed(2)} on ${cpus().length} CPUs)`);
for (const { name, path } of reads) {
  // What the shop answers, as wrk asks (no Accept-Encoding): the bytes the bare server will send.
  const res = await fetch(url + path, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  const headers = Object.fromEntries([...res.headers].filter(([header]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(header)));
  const bare = await bareServer(body, headers);
  await wrk(url + path, 2); // warm-up
  const shopFigures = await wrk(url + path, DURATION_S);
  await wrk(bare.url + path, 2);
  const bareFigures = await wrk(bare.url + path, DURATION_S);
  bare.stop();
  const ratio = Math.round((shopFigures.requestsPerSecond / bareFigures.requestsPerSecond) * 100) / 100;
  measured.push({ name, path, bytes: body.length, shop: shopFigures, bare: bareFigures, ratio });
  const line = (who: string, f: WrkFigures) =>
    `  ${who.padEnd(5)} ${Math.round(f.requestsPerSecond).toString().padStart(7)} req/s  p50 ${f.p50Ms.toFixed(2)} ms  p99 ${f.p99Ms.toFixed(2)} ms  errors ${f.errors}`;
  console.log(`\n${name} (${path}, ${body.length} bytes)\n${line('shop', shopFigures)}\n${line('bare', bareFigures)}\n  ratio ${ratio} (goal ${GOALS[name]})`);
}
await shop.stop();
owned.forget();

console.log('\ngoals:');
for (const { name, ratio, shop: figures } of measured) {
  const met = ratio >= GOALS[name]! && figures.errors === 0;
  console.log(`  ${met ? 'met    ' : 'NOT MET'}  ${name}: ${ratio}x of the bare server (goal ${GOALS[name]}x), ${figures.errors} errors`);
}
mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
writeFileSync(join(ROOT, 'bench-results', 'hot-reads.json'), `${JSON.stringify({ at: new Date().toISOString(), durationS: DURATION_S, reads: measured }, null, 2)}\n`);
