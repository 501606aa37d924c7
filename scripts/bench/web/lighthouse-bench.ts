// `npm run bench:web`: Lighthouse on the home page, the product listing, a product page and the
// cart of the shop as `npm start` serves it, with its demo catalogue on a fresh DATA_DIR, in two
// profiles: Lighthouse's default mobile one (cold), and a slow 3G phone, cold and on a repeat visit
// (after a first visit that installs the shop's service worker, when it has one). Every request
// goes through a proxy that counts the bytes the shop sends and, for the slow profile, shapes
// them. Prints the scores, the Core Web Vitals, the bytes sent by kind, the goals met or missed,
// and the failing audits of every default-profile category under 95; writes every figure to
// bench-results/lighthouse.json. Builds the web app first unless SKIP_WEB_BUILD=1; BENCH_PAGES=home,cart
// audits only the pages named. A low score or a missed goal is reported, not an error: the exit
// code is non-zero only when the shop or Lighthouse fails.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWeb, ROOT } from '../../web-build.mjs';
import { firstVisit } from './first-visit';
import { judgeGoals } from './goals';
import { startNetworkProxy, type NetworkProxy } from './network-proxy';
import { pageFigures, type PageFigures } from './page-figures';
import { DEFAULT_PROFILE, PROFILES, SLOW_3G_PROFILE, type Profile, type Visit } from './profiles';
import { failingAuditList, goalTable, scoreTable, visitTable } from './report-table';
import { CHROME_PATH, launchChromium, runLighthouse, type Chromium } from './run-lighthouse';
import { freePort, ownDataDir, startShop, waitUntilReady } from '../shop-process';

type Listing = { products: Array<{ _id: string }> };

async function firstProductId(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/products?limit=1`);
  const body = (await res.json()) as { data?: Listing };
  const id = body.data?.products[0]?._id;
  if (!res.ok || !id) throw new Error(`GET /api/v1/products?limit=1 answered ${res.status} without a product: ${JSON.stringify(body).slice(0, 300)}`);
  return id;
}

/** One Lighthouse run through the proxy, shaped as the profile says; the bytes sent are counted for it alone. */
async function audit(page: string, url: string, chromium: Chromium, proxy: NetworkProxy, profile: Profile, visit: Visit, firstVisitFacts?: PageFigures['firstVisit']) {
  const started = performance.now();
  process.stdout.write(`lighthouse ${profile.id} ${visit} ${new URL(url).pathname} ... `);
  proxy.shape(profile.network);
  proxy.take();
  const lhr = await runLighthouse(url, chromium, profile.flags, visit === 'repeat');
  const transfer = proxy.take();
  console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
  return pageFigures(page, lhr, { profile: profile.id, visit, transfer, ...(firstVisitFacts ? { firstVisit: firstVisitFacts } : {}) });
}

/** Every run of one page, in one Chromium: default cold, slow cold, a first visit, slow repeat. */
async function auditPage(page: string, url: string, proxy: NetworkProxy): Promise<PageFigures[]> {
  const chromium = await launchChromium();
  try {
    const results = [await audit(page, url, chromium, proxy, DEFAULT_PROFILE, 'cold'), await audit(page, url, chromium, proxy, SLOW_3G_PROFILE, 'cold')];
    process.stdout.write(`first visit ${new URL(url).pathname} ... `);
    proxy.shape(null);
    proxy.take();
    const serviceWorker = await firstVisit(url, chromium);
    const installed = { serviceWorker, transfer: proxy.take() };
    console.log(`service worker: ${serviceWorker}`);
    results.push(await audit(page, url, chromium, proxy, SLOW_3G_PROFILE, 'repeat', installed));
    return results;
  } finally {
    chromium.kill();
  }
}

/** Builds the app when asked, audits each page of a freshly started shop, and stops the shop. */
async function auditPages(): Promise<PageFigures[]> {
  if (process.env.SKIP_WEB_BUILD !== '1') {
    const started = performance.now();
    console.log('building the web app...');
    buildWeb();
    console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log('starting the shop...');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const owned = ownDataDir(dataDir);
  const port = await freePort();
  const shopUrl = `http://localhost:${port}`;
  // The demo catalogue gives the pages something to show.
  const shop = startShop(dataDir, port, { DEMO_CATALOGUE: 'on' });
  let proxy: NetworkProxy | undefined;
  try {
    await waitUntilReady(shopUrl, shop, performance.now());
    proxy = await startNetworkProxy(port);
    const pages = [
      { page: 'home', path: '/' },
      { page: 'products', path: '/products' },
      { page: 'product', path: `/product/${await firstProductId(shopUrl)}` },
      // A new shopper's cart: empty (Lighthouse starts without the shop's local storage).
      { page: 'cart', path: '/cart' },
    ];
    // BENCH_PAGES=home,cart: only those pages (a quicker look while working on one).
    const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
    const results: PageFigures[] = [];
    for (const { page, path } of pages.filter(({ page }) => !only || only.includes(page))) results.push(...(await auditPage(page, proxy.url + path, proxy)));
    return results;
  } finally {
    await proxy?.close();
    await shop.stop();
    owned.forget();
  }
}

const began = new Date();
const loadBefore = loadavg()[0]!;
let results: PageFigures[];
try {
  results = await auditPages();
} catch (error) {
  console.error(`\nbench:web failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const loadAverage = { before: Math.round(loadBefore * 100) / 100, after: Math.round(loadavg()[0]! * 100) / 100 };
const inProfile = (profile: Profile) => results.filter((figures) => figures.profile === profile.id);
const goals = judgeGoals(results);
console.log(`\n${DEFAULT_PROFILE.describe}, cold:\n${scoreTable(inProfile(DEFAULT_PROFILE))}`);
console.log(`\n${SLOW_3G_PROFILE.describe}; bytes the shop sent, in KB of 1000 (headers and bodies as sent):\n${visitTable(inProfile(SLOW_3G_PROFILE))}`);
const firstVisits = results.flatMap(({ page, firstVisit: visit }) => (visit ? [`${page} ${(visit.transfer.total / 1000).toFixed(1)} KB`] : []));
console.log('(sent: every response of the shop while Lighthouse ran, the service worker\'s own fetches, such as its precache, included; page: the page\'s own requests by Lighthouse\'s count, 0 for what the service worker served)');
console.log(`(a repeat visit follows an unthrottled first visit that waits for the service worker to be active; that first visit sent: ${firstVisits.join(', ')})`);
if (results.some((figures) => figures.firstVisit && figures.firstVisit.serviceWorker !== 'active')) {
  console.log('(service worker "none": the shop registered none within 10 s of load, so the repeat visit is measured with the HTTP cache alone)');
}
console.log(`\ngoals:\n${goalTable(goals)}\n`);
const defaultFigures = inProfile(DEFAULT_PROFILE);
console.log(failingAuditList(defaultFigures));
for (const { page, profile, visit, runWarnings } of results) for (const warning of runWarnings) console.log(`\n${page} (${profile}, ${visit}): Lighthouse warns: ${warning}`);
if (Math.max(loadAverage.before, loadAverage.after) > cpus().length) {
  // Slower CPUs lengthen every time measured, throttled or simulated: a busy machine lowers the figures.
  console.log(`\n(the load average was ${loadAverage.before} → ${loadAverage.after} on ${cpus().length} CPUs: other work shared them, and performance figures are worse than on an idle machine)`);
}

mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
const file = join(ROOT, 'bench-results/lighthouse.json');
const settings = { formFactor: 'mobile', profiles: PROFILES.map(({ id, describe, flags, network }) => ({ id, describe, flags, network })), chromium: CHROME_PATH };
const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version, loadAverage };
writeFileSync(file, `${JSON.stringify({ startedAt: began.toISOString(), machine, settings, goals, pages: results }, null, 2)}\n`);
// performance.now() counts from this process's start: loading Lighthouse itself takes seconds.
console.log(`\nfigures written to ${file} (${(performance.now() / 1000).toFixed(0)} s in all)`);
