// `npm run bench:web`: Lighthouse (mobile, simulated throttling) on the home page, the product
// listing and a product page of the shop as `npm start` serves it, with its demo catalogue on a
// fresh DATA_DIR. Prints the scores, the Core Web Vitals and the JavaScript sent per page, and the
// failing audits of every category under 95; writes every figure to bench-results/lighthouse.json.
// Builds the web app first unless SKIP_WEB_BUILD=1. A low score is reported, not an error: the
// exit code is non-zero only when the shop or Lighthouse fails.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWeb, ROOT } from '../../web-build.mjs';
import { pageFigures, type PageFigures } from './page-figures';
import { failingAuditList, scoreTable } from './report-table';
import { CHROME_PATH, runLighthouse } from './run-lighthouse';
import { freePort, ownDataDir, startShop, waitUntilReady } from '../shop-process';

type Listing = { products: Array<{ _id: string }> };

async function firstProductId(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/products?limit=1`);
  const body = (await res.json()) as { data?: Listing };
  const id = body.data?.products[0]?._id;
  if (!res.ok || !id) throw new Error(`GET /api/v1/products?limit=1 answered ${res.status} without a product: ${JSON.stringify(body).slice(0, 300)}`);
  return id;
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
  const url = `http://localhost:${port}`;
  // The demo catalogue gives the pages something to show.
  const shop = startShop(dataDir, port, { DEMO_CATALOGUE: 'on' });
  try {
    await waitUntilReady(url, shop, performance.now());
    const pages = [
      { page: 'home', path: '/' },
      { page: 'products', path: '/products' },
      { page: 'product', path: `/product/${await firstProductId(url)}` },
    ];
    const results: PageFigures[] = [];
    for (const { page, path } of pages) {
      const started = performance.now();
      process.stdout.write(`lighthouse ${path} ... `);
      results.push(pageFigures(page, await runLighthouse(url + path)));
      console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    return results;
  } finally {
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
console.log(`\n${scoreTable(results)}\n`);
console.log(failingAuditList(results));
for (const { page, runWarnings } of results) for (const warning of runWarnings) console.log(`\n${page}: Lighthouse warns: ${warning}`);
if (Math.max(loadAverage.before, loadAverage.after) > cpus().length) {
  // Simulated throttling scales what it observed: a busy machine lowers the performance scores.
  console.log(`\n(the load average was ${loadAverage.before} → ${loadAverage.after} on ${cpus().length} CPUs: other work shared them, and performance figures are worse than on an idle machine)`);
}

mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
const file = join(ROOT, 'bench-results/lighthouse.json');
const settings = { formFactor: 'mobile', throttling: 'simulated (Lighthouse defaults)', chromium: CHROME_PATH };
const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version, loadAverage };
writeFileSync(file, `${JSON.stringify({ startedAt: began.toISOString(), machine, settings, pages: results }, null, 2)}\n`);
// performance.now() counts from this process's start: loading Lighthouse itself takes seconds.
console.log(`\nfigures written to ${file} (${(performance.now() / 1000).toFixed(0)} s in all)`);
