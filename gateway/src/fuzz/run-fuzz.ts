// `npm run fuzz -- --runs 20000 [--seed 42] [--route "post /orders"]`: the API fuzz outside vitest,
// as many cases as asked. Exits 1 when a case fails; the seed printed reproduces the run.
import { parseArgs } from 'node:util';
import { fuzzApi } from './api-fuzz';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.FUZZ_RUNS ?? '5000' },
    seed: { type: 'string', default: process.env.FUZZ_SEED },
    route: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, not ${values.runs}`);
const seed = values.seed !== undefined ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);

console.log(`API fuzz: ${runs} cases, seed ${seed}${values.route ? `, routes matching "${values.route}"` : ''}`);
const report = await fuzzApi({ runs, seed, only: values.route, log: (line) => console.log(line) });
console.log(`\n${report.cases} cases over ${report.routes.length} routes in ${(report.ms / 1000).toFixed(1)} s, seed ${seed}`);
if (report.failures.length) {
  console.error(`\n${report.failures.length} route(s) failed:\n\n${report.failures.join('\n\n')}`);
  process.exitCode = 1;
}
