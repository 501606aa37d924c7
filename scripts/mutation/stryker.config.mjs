import { currentTarget } from './targets.mjs';

// StrykerJS for one target (MUTATION_TARGET), run by `npm run mutate`. Incremental: the result of
// the last run is kept in scripts/mutation/incremental/<target>.json, so only changed code and tests run again.
const target = currentTarget();

export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'scripts/mutation/vitest.config.mjs', related: false },
  coverageAnalysis: 'perTest',
  mutate: target.mutate,
  concurrency: 2,
  timeoutMS: 10_000,
  incremental: true,
  incrementalFile: `scripts/mutation/incremental/${target.name}.json`,
  thresholds: { high: 95, low: target.break, break: target.break },
  reporters: ['clear-text', 'progress', 'json', 'html'],
  jsonReporter: { fileName: `reports/mutation/${target.name}.json` },
  htmlReporter: { fileName: `reports/mutation/${target.name}.html` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true, skipFull: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['web', 'deploy', 'reports', '.test-results', 'data', 'scripts/mutation/incremental'],
};
