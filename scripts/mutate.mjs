// `npm run mutate [target ...]`: StrykerJS on the domain and each service core (scripts/mutation/targets.mjs),
// one target after the other, incremental against scripts/mutation/incremental/<target>.json. A target
// whose code and tests are as its committed result recorded them is not run again: that result is
// its score (scripts/mutation/recorded-result.mjs); `--rerun` runs Stryker all the same. Prints each
// target's score against its break threshold and exits non-zero when one falls short.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MUTATION_TARGETS } from './mutation/targets.mjs';
import { recordedResult, recordInputs, scoreOf } from './mutation/recorded-result.mjs';
import { ROOT } from './web-build.mjs';

const args = process.argv.slice(2);
const rerun = args.includes('--rerun');
const requested = args.filter((arg) => arg !== '--rerun');
const unknown = requested.filter((name) => !(name in MUTATION_TARGETS));
if (unknown.length) {
  process.stderr.write(`unknown target ${unknown.join(', ')}; targets: ${Object.keys(MUTATION_TARGETS).join(', ')}\n`);
  process.exit(2);
}

/** Stryker on one target; its score, or null when it produced no report. */
function runStryker(name) {
  const run = spawnSync('npx', ['stryker', 'run', 'scripts/mutation/stryker.config.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, MUTATION_TARGET: name },
  });
  const reportFile = join(ROOT, 'reports', 'mutation', `${name}.json`);
  const measured = run.status !== null && existsSync(reportFile) ? scoreOf(JSON.parse(readFileSync(reportFile, 'utf8'))) : null;
  if (run.status === 0 && measured) recordInputs(ROOT, name);
  return { measured, ok: run.status === 0 && measured !== null };
}

const results = [];
for (const name of requested.length ? requested : Object.keys(MUTATION_TARGETS)) {
  const started = Date.now();
  const breakAt = MUTATION_TARGETS[name].break;
  const recorded = rerun ? { changed: '--rerun' } : recordedResult(ROOT, name);
  let outcome;
  if ('score' in recorded) {
    outcome = { measured: recorded, ok: recorded.score >= breakAt, how: 'recorded result, nothing it covers changed' };
  } else {
    process.stdout.write(`mutation testing ${name}: changed since its recorded result: ${recorded.changed}\n`);
    outcome = { ...runStryker(name), how: 'Stryker, incremental' };
  }
  results.push({ name, breakAt, ...outcome, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

process.stdout.write('\nmutation scores\n');
for (const { name, breakAt, measured, ok, how, seconds } of results) {
  const score = measured ? `${measured.score.toFixed(2)}% of ${measured.mutants} mutants` : 'no result';
  process.stdout.write(`${ok ? '✓' : '✗'} ${name}: ${score} (break at ${breakAt}%), ${how}, ${seconds} s\n`);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
