// `npm run bench`: runs each benchmark in its own process and prints its figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './web-build.mjs';

const only = process.argv[2];
const benches = readdirSync(join(ROOT, 'scripts/bench'))
  .filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)))
  .sort();
let failed = false;
for (const file of benches) {
  process.stdout.write(`\n== ${file.replace('.bench.ts', '')}\n`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', join('scripts/bench', file)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: 'silent' },
  });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
