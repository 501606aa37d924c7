import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSource = fileURLToPath(new URL('./web/src', import.meta.url));

/**
 * The browser journeys that cross processes: checkout with each payment, the admin's order
 * handling, events between services, hot-read invalidation, a block or a token refresh seen by
 * every service. The distributed browser project runs these; every screen runs in one process, and
 * every API suite runs in both topologies (api-distributed).
 */
const CROSS_PROCESS_JOURNEYS = [
  'checkout-payments',
  'checkout-retry',
  'checkout-coupon',
  'orders-confirmation',
  'admin-orders',
  'admin-dashboard',
  'admin-products',
  'admin-users',
  'accounts-profile',
  'newsletter-unsubscribe',
].map((name) => `web/e2e/${name}.e2e.ts`);

// One config, five projects: fast unit tests, integration tests that need a real
// server (Redis, RabbitMQ, processes), browser tests in Chromium against the shop in one
// process, then the journeys that cross processes against every service in its own process, and the API suites
// (`*.api.test.ts`, run with the unit tests in one process) against every service in its own process.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@': webSource } },
        test: {
          name: 'unit',
          // Projects run one after the other: the integration and browser suites start whole
          // topologies that share Redis and RabbitMQ, and a 2-core machine.
          sequence: { groupOrder: 0 },
          // A file per core: vitest's default leaves one core of two idle.
          maxWorkers: availableParallelism(),
          include: ['{domain,contracts,platform,proto,services,gateway,web,scripts}/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts', 'web/e2e/**'],
        },
      },
      {
        test: {
          name: 'int',
          sequence: { groupOrder: 1 },
          include: ['{domain,contracts,platform,proto,services,gateway,web,scripts}/**/*.int.test.ts'],
          exclude: ['**/node_modules/**', 'web/e2e/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['web/e2e/**/*.e2e.ts'],
          globalSetup: ['web/e2e/harness/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e-distributed',
          sequence: { groupOrder: 3 },
          include: CROSS_PROCESS_JOURNEYS,
          globalSetup: ['web/e2e/harness/global-setup-distributed.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'api-distributed',
          sequence: { groupOrder: 4 },
          include: ['gateway/src/**/*.api.test.ts'],
          env: { SHOP_TEST_TOPOLOGY: 'distributed' },
          globalSetup: ['gateway/src/testing/global-setup-distributed-api.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
