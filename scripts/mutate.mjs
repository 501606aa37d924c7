// `npm run mutate [target ...]`: StrykerJS on the domain and each service core (scripts/mutation/targets.mjs),
// one target after the other, incremental against scripts/mutation/incremental/<target>.json. Prints each
// target's score against its break threshold and exits non-zero when one falls short.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MUTATION_TARGETS } from './mutation/targets.mjs';
import { ROOT } from './web-build.mjs';

const KILLED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);

/** Stryker's mutation score from its JSON report: detected over valid mutants. */
function scoreOf(reportFile) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const mutants = Object.values(report.files).flatMap((file) => file.mutants);
  const counted = mutants.filter((mutant) => COUNTED.has(mutant.status));
  const detected = counted.filter((mutant) => KILLED.has(mutant.status));
  return { score: (100 * detected.length) / Math.max(1, counted.length), mutants: counted.length };
}

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in MUTATION_TARGETS));
if (unknown.length) {
  process.stderr.write(`unknown target ${unknown.join(', ')}; targets: ${Object.keys(MUTATION_TARGETS).join(', ')}\n`);
  process.exit(2);
}

const results = [];
for (const name of requested.length ? requested : Object.keys(MUTATION_TARGETS)) {
  const started = Date.now();
  const run = spawnSync('npx', ['stryker', 'run', 'scripts/mutation/stryker.config.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, MUTATION_TARGET: name },
  });
  const reportFile = join(ROOT, 'reports', 'mutation', `${name}.json`);
  const measured = run.status !== null && existsSync(reportFile) ? scoreOf(reportFile) : null;
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  results.push({ name, breakAt: MUTATION_TARGETS[name].break, measured, ok: run.status === 0 && measured !== null, minutes });
}

process.stdout.write('\nmutation scores\n');
for (const { name, breakAt, measured, ok, minutes } of results) {
  const score = measured ? `${measured.score.toFixed(2)}% of ${measured.mutants} mutants` : 'no result';
  process.stdout.write(`${ok ? '✓' : '✗'} ${name}: ${score} (break at ${breakAt}%), ${minutes} min\n`);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
