// `npm test`: the static checks (generated code up to date, types, architecture lint, mutation
// scores of the money paths) in two lanes side by side, then every vitest project (unit,
// integration, browser), the web app built once for all of them. Ends with where the time went,
// then one plain line `N passed, N failed, N skipped` over everything that ran.
// With arguments (`npm test -- --project e2e`), only vitest runs, with those arguments.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { TARGETS_IN_NPM_TEST } from './mutation/targets.mjs';
import { runLanes } from './testing/run-lanes.mjs';
import { printTimings, readVitestTimings } from './testing/timing-summary.mjs';
import { countReport } from './testing/vitest-report.mjs';
import { buildWebIfStale, ROOT } from './web-build.mjs';

const startedAt = Date.now();
const extraArgs = process.argv.slice(2);
/** Type-check and lint state, kept between runs on the same clone (git ignores it). */
const CACHE = join(ROOT, '.cache');

const typeCheck = (name, project) => ({
  name: `types check (${name})`,
  command: ['npx', 'tsc', '-p', project, '--incremental', '--tsBuildInfoFile', join(CACHE, 'tsc', `${project.replaceAll('/', '_')}.tsbuildinfo`)],
});

// Two lanes of about the same length (tsc and eslint use one core each).
const STATIC_LANES = [
  [
    { name: 'generated gRPC code is up to date', command: ['node', 'scripts/proto.mjs', '--check'] },
    typeCheck('domain', 'domain/tsconfig.json'),
    typeCheck('contracts', 'contracts/tsconfig.json'),
    typeCheck('services, platform, gateway', 'tsconfig.json'),
    ...TARGETS_IN_NPM_TEST.map((target) => ({
      name: `mutation score of ${target} at or above its threshold (recorded, or Stryker on what changed)`,
      command: ['node', 'scripts/mutate.mjs', target],
    })),
    typeCheck('web tests, browser tests, Vite config', 'web/tsconfig.node.json'),
  ],
  [
    { name: 'architecture and code lint', command: ['npx', 'eslint', '.', '--cache', '--cache-location', join(CACHE, 'eslint') + '/'] },
    typeCheck('web', 'web/tsconfig.json'),
  ],
];

let passed = 0;
let failed = 0;
let skipped = 0;
const phases = [];

if (!extraArgs.length) {
  const started = Date.now();
  const steps = await runLanes(STATIC_LANES, ROOT);
  passed += steps.filter((step) => step.ok).length;
  failed += steps.filter((step) => !step.ok).length;
  phases.push({ name: `static checks (${STATIC_LANES.length} lanes side by side)`, ms: Date.now() - started, steps });
}

const resultsDir = join(ROOT, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

// One vitest process runs every project, one after the other (vitest.config.ts). Run side by side,
// the integration suite's loads and outages and the unit tests starved each other of the two
// cores until timing assertions failed.
const reportFile = join(resultsDir, 'vitest.json');
const timingsFile = join(resultsDir, 'vitest-timings.json');
const vitestStarted = Date.now();
buildWebIfStale();
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', '--reporter=./scripts/testing/timing-reporter.ts', `--outputFile.json=${reportFile}`, ...extraArgs],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TEST_TIMINGS_FILE: timingsFile } },
);
phases.push({ name: 'vitest', ms: Date.now() - vitestStarted });

const counted = countReport(reportFile);
passed += counted.passed;
failed += counted.failed;
skipped += counted.skipped;
if (vitest.status !== 0 && counted.failed === 0) {
  process.stdout.write(`✗ vitest exited ${vitest.status ?? vitest.signal}\n`);
  failed += 1;
}
printTimings({ phases, vitest: readVitestTimings(timingsFile), totalMs: Date.now() - startedAt, outputFile: join(resultsDir, 'timings.json') });
process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed === 0 ? 0 : 1);
