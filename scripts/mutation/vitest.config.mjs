import { defineConfig } from 'vitest/config';
import { currentTarget } from './targets.mjs';

// The unit tests of one mutation target, as a single project (Stryker's runner drives one).
const target = currentTarget();

export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: target.tests,
    exclude: ['**/node_modules/**', '**/*.int.test.ts', 'web/**'],
  },
});
