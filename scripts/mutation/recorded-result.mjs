// A mutation target's committed result, reused when nothing it covers has changed. After each
// passing run, `<target>.inputs.json` beside the incremental file records a digest of that file and
// of every file the target's globs name (code to mutate and its tests). When all of them are as
// recorded, Stryker would reuse every mutant's verdict: its dry run and instrumentation (tens of
// seconds a target) would only reach the same score. Stryker's own incremental mode compares the
// same files, so a change elsewhere (a test kit, an adapter) is seen by neither.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { MUTATION_TARGETS } from './targets.mjs';

const KILLED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
/** What the mutation runs' vitest config leaves out of a target's tests. */
const NOT_TESTS = ['**/node_modules/**', '**/*.int.test.ts', 'web/**'];

/** Stryker's mutation score of a report: detected over valid mutants. */
export function scoreOf(report) {
  const mutants = Object.values(report.files).flatMap((file) => file.mutants);
  const counted = mutants.filter((mutant) => COUNTED.has(mutant.status));
  const detected = counted.filter((mutant) => KILLED.has(mutant.status));
  return { score: (100 * detected.length) / Math.max(1, counted.length), mutants: counted.length };
}

const incrementalFile = (root, name) => join(root, 'scripts', 'mutation', 'incremental', `${name}.json`);
const inputsFile = (root, name) => join(root, 'scripts', 'mutation', 'incremental', `${name}.inputs.json`);
const digest = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** The paths a list of globs names (a leading `!` excludes), relative to the root. */
function expand(root, patterns, ignore = []) {
  const include = patterns.filter((p) => !p.startsWith('!'));
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => p.slice(1));
  return globSync(include, { cwd: root, ignore: [...exclude, ...ignore] });
}

/** Digest of the incremental file and of every file the target covers, in a stable order. */
function currentInputs(root, name) {
  const target = MUTATION_TARGETS[name];
  const paths = [...new Set([...expand(root, target.mutate), ...expand(root, target.tests, NOT_TESTS)])].sort();
  return {
    incremental: existsSync(incrementalFile(root, name)) ? digest(incrementalFile(root, name)) : null,
    files: Object.fromEntries(paths.map((path) => [path, digest(join(root, path))])),
  };
}

/** Records what the target's incremental file was taken from; called after a passing run. */
export function recordInputs(root, name) {
  writeFileSync(inputsFile(root, name), `${JSON.stringify(currentInputs(root, name), null, 1)}\n`);
}

/** The first difference between two records of inputs, or null. */
function firstChange(recorded, current) {
  if (recorded.incremental !== current.incremental) return 'the incremental file';
  const paths = new Set([...Object.keys(recorded.files), ...Object.keys(current.files)]);
  for (const path of paths) {
    if (!(path in current.files)) return `${path} (removed)`;
    if (!(path in recorded.files)) return `${path} (added)`;
    if (recorded.files[path] !== current.files[path]) return path;
  }
  return null;
}

/**
 * `{ score, mutants }` from the committed incremental file when nothing the target covers has
 * changed since it was recorded; otherwise `{ changed }`, naming the first change found.
 */
export function recordedResult(root, name) {
  if (!existsSync(inputsFile(root, name))) return { changed: `${name}.inputs.json (not recorded)` };
  const changed = firstChange(JSON.parse(readFileSync(inputsFile(root, name), 'utf8')), currentInputs(root, name));
  if (changed) return { changed };
  return scoreOf(JSON.parse(readFileSync(incrementalFile(root, name), 'utf8')));
}
