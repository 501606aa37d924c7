import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = join(ROOT, 'web', 'dist');

const SOURCES = ['web/src', 'web/public', 'web/build', 'web/index.html', 'web/vite.config.ts', 'web/csp.ts', 'domain/src', 'contracts/src'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when web/dist is missing or older than any source it is built from. */
export function webBuildIsStale() {
  const built = join(WEB_DIST, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(ROOT, source)) > builtAt);
}

export function buildWeb() {
  // Always a production bundle, whatever NODE_ENV the caller runs under (tests set `test`).
  const result = spawnSync('npx', ['vite', 'build', 'web', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('Building the web app failed');
}

export function buildWebIfStale() {
  if (!webBuildIsStale()) return false;
  process.stdout.write('Building the web app...\n');
  buildWeb();
  return true;
}
