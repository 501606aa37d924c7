// What the scale benchmarks share: the shop started for measuring, a script in a process of its
// own, the load generator, an API call, and a process's resident memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { LoadFigures, LoadSpec } from './load/http-load';
import { freePort, own, ROOT, startShop, waitUntilReady, type ShopProcess } from './shop-process';

/**
 * The shop on a seeded DATA_DIR as `npm start` runs it, measured uncached: no read cache, no hot
 * reads, no demo catalogue (the seeded one is measured), the demo accounts to sign in with.
 */
export async function startMeasuredShop(dataDir: string): Promise<{ shop: ShopProcess; url: string; startupMs: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const shop = startShop(dataDir, port, { CATALOG_READ_CACHE_MS: '0', HOT_READS: 'off', DEMO_CATALOGUE: 'off', AUTH_DEMO_ACCOUNTS: 'on' });
  return { shop, url, startupMs: await waitUntilReady(url, shop, started) };
}

/** Resident memory of a process, in MB (one decimal). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Math.round((Number(line[1]) / 1024) * 10) / 10;
}

/** One call to the shop's API; its `data`, or an error naming the answer. */
export async function api<T>(url: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(url + path, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** A TypeScript script of this repository in a process of its own: its exit code and what it printed. */
export function runScript(args: string[], input?: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = own(spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: ROOT, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'inherit'] }));
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out }));
    if (input !== undefined) child.stdin!.end(input);
  });
}

/** Runs the load generator in its own process. */
export async function load(spec: LoadSpec): Promise<LoadFigures> {
  const { code, out } = await runScript(['scripts/bench/load/http-load.ts', '-'], JSON.stringify(spec));
  if (code !== 0) throw new Error(`the load generator exited with ${code}`);
  return JSON.parse(out) as LoadFigures;
}
