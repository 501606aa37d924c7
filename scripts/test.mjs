// `npm test`: the static checks (generated code up to date, types, architecture lint, mutation
// scores of the money paths),
// then every vitest project (unit, integration, browser). Ends with one plain line
// `N passed, N failed, N skipped` over everything that ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { TARGETS_IN_NPM_TEST } from './mutation/targets.mjs';
import { ROOT } from './web-build.mjs';

const extraArgs = process.argv.slice(2);
const checks = extraArgs.length
  ? []
  : [
      { name: 'generated gRPC code is up to date', command: ['node', 'scripts/proto.mjs', '--check'] },
      { name: 'types check (domain)', command: ['npx', 'tsc', '-p', 'domain/tsconfig.json'] },
      { name: 'types check (contracts)', command: ['npx', 'tsc', '-p', 'contracts/tsconfig.json'] },
      { name: 'types check (services, platform, gateway)', command: ['npx', 'tsc', '-p', 'tsconfig.json'] },
      { name: 'types check (web)', command: ['npx', 'tsc', '-p', 'web/tsconfig.json'] },
      { name: 'types check (web tests, browser tests, Vite config)', command: ['npx', 'tsc', '-p', 'web/tsconfig.node.json'] },
      { name: 'architecture and code lint', command: ['npx', 'eslint', '.'] },
      ...TARGETS_IN_NPM_TEST.map((target) => ({
        name: `mutation score of ${target} at or above its threshold (incremental)`,
        command: ['node', 'scripts/mutate.mjs', target],
      })),
    ];

let passed = 0;
let failed = 0;
let skipped = 0;

for (const check of checks) {
  const result = spawnSync(check.command[0], check.command.slice(1), { cwd: ROOT, stdio: 'inherit' });
  const ok = result.status === 0;
  process.stdout.write(`${ok ? '✓' : '✗'} check: ${check.name}\n`);
  if (ok) passed += 1;
  else failed += 1;
}

const resultsDir = join(ROOT, '.test-results');
const reportFile = join(resultsDir, 'vitest.json');
mkdirSync(resultsDir, { recursive: true });
rmSync(reportFile, { force: true });
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`, ...extraArgs],
  { cwd: ROOT, stdio: 'inherit' },
);

if (existsSync(reportFile)) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // A file that fails before its tests run (import error, failing hook) counts as a failure too.
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed'));
  for (const file of brokenFiles) process.stdout.write(`✗ suite failed to run: ${file.name}\n${file.message ?? ''}\n`);
  failed += brokenFiles.length;
} else {
  process.stdout.write('✗ vitest produced no report\n');
  failed += 1;
}
if (vitest.status !== 0 && failed === 0) failed += 1;

process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed === 0 ? 0 : 1);
