// The shop and other helpers as child processes of a benchmark: every process started here is
// stopped, and every data directory removed, however the benchmark ends.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TAIL_BYTES = 8192;

const children = new Set<ChildProcess>();
const dataDirs = new Set<string>();
const stopAll = () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
};
process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll();
    process.exit(130);
  });
}

/** A directory removed when the benchmark ends (or earlier, with `forget`). */
export function ownDataDir(dir: string): { forget: () => void } {
  dataDirs.add(dir);
  return {
    forget: () => {
      rmSync(dir, { recursive: true, force: true });
      dataDirs.delete(dir);
    },
  };
}

/** A child process stopped when the benchmark ends. */
export function own(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ShopProcess = ReturnType<typeof startShop>;

/** The shop as `npm start` runs it, without building the web app; `lastLines` are the last lines it printed. */
export function startShop(dataDir: string, port: number, env: Record<string, string> = {}) {
  // The tail of what it printed, kept cheaply: under load the access log is megabytes a second.
  let tail = '';
  const child = own(
    spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: { ...process.env, SKIP_WEB_BUILD: '1', DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('latin1')).slice(-TAIL_BYTES);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const code = await Promise.race([exited, sleep(10_000).then(() => 'timeout' as const)]);
    if (code === 'timeout') {
      child.kill('SIGKILL');
      await exited;
    }
  };
  const lastLines = () => Buffer.from(tail, 'latin1').toString('utf8').split('\n').filter((line) => line.trim() !== '').slice(-40);
  return { child, lastLines, exited, stop };
}

/** Milliseconds from `started` until `/ready` answers 200; fails when the shop stops or takes over a minute. */
export async function waitUntilReady(url: string, shop: ShopProcess, started: number): Promise<number> {
  let exitCode: number | null | undefined;
  void shop.exited.then((code) => (exitCode = code));
  while (performance.now() - started < 60_000) {
    if (exitCode !== undefined) throw new Error(`the shop stopped (exit ${exitCode}):\n${shop.lastLines().join('\n')}`);
    try {
      const res = await fetch(`${url}/ready`);
      await res.arrayBuffer();
      if (res.status === 200) return Math.round(performance.now() - started);
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`the shop was not ready within 60 s:\n${shop.lastLines().join('\n')}`);
}
