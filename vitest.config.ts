import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { compiledCatalogues } from './web/build/compiled-catalogues';

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

/**
 * A browser project: two files side by side, each on a shop of its own while its process lives
 * (scripts/testing/shop-leases.ts); its global setup starts one shop per worker.
 */
function browserProject(test: Pick<TestProjectInlineConfiguration['test'] & object, 'name' | 'sequence' | 'include' | 'exclude' | 'globalSetup'>): TestProjectInlineConfiguration {
  return {
    test: {
      ...test,
      setupFiles: ['web/e2e/harness/lease-shop.setup.ts'],
      maxWorkers: 2,
      // A page's first render can take longer than vitest's 1 s poll default while another
      // browser file loads the same cores; a poll still ends as soon as the page shows what it expects.
      expect: { poll: { timeout: 15_000 } },
      testTimeout: 60_000,
      hookTimeout: 180_000,
    },
  };
}

/**
 * Browser files that start a distributed topology of their own, on a virtual host of the RabbitMQ
 * node the distributed project starts: they run in that project.
 */
const OWN_TOPOLOGY_JOURNEYS = ['distributed-topology', 'distributed-admin'].map((name) => `web/e2e/${name}.e2e.ts`);

/**
 * Unit test files that set up something once per process for good (tracing's global provider) or
 * read process-wide figures whole: each runs in a process of its own. Every other unit file
 * shares its worker with the files before it, which spares loading a module graph per file;
 * what they set process-wide is put back before each file (scripts/testing/unit-file-setup.ts).
 */
const OWN_PROCESS_UNIT_FILES = [
  'gateway/src/tracing.test.ts',
  'gateway/src/observability.test.ts',
  'platform/src/grpc/grpc-observability.test.ts',
  'platform/src/observability/event-observation.test.ts',
  'services/orders/src/orders-trace.test.ts',
];

const INTEGRATION_FILES = ['{domain,contracts,platform,proto,services,gateway,web,scripts}/**/*.int.test.ts'];

/**
 * Integration files that start every server they use (a RabbitMQ node, a Redis, the shop's own
 * processes on free ports and a DATA_DIR of their own) and so can run beside each other and beside
 * the files that share the machine's. Most of their time is spent waiting on processes.
 */
const OWN_SERVERS_INTEGRATION_FILES = [
  'scripts/distributed-faults.int.test.ts',
  'scripts/distributed-observability.int.test.ts',
  'scripts/kill-test.int.test.ts',
  'scripts/graceful-shutdown.int.test.ts',
  'scripts/backup-restore.int.test.ts',
  'platform/src/cache/redis/redis-outage.int.test.ts',
  'web/build-budget.int.test.ts',
  'gateway/src/main.int.test.ts',
];

const UNIT_FILES = ['{domain,contracts,platform,proto,services,gateway,web,scripts}/**/*.test.ts'];
const NOT_UNIT = ['**/node_modules/**', '**/*.int.test.ts', 'web/e2e/**'];

// One config, six projects: fast unit tests (and the few that need a process of their own),
// integration tests that need a real server (Redis, RabbitMQ, processes), browser tests in Chromium
// against one-process shops, then the journeys that cross processes against every service in its
// own process, and the API suites (`*.api.test.ts`, run with the unit tests in one process) against
// every service in its own process.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '@': webSource } },
        // Web code reads its messages as the browser build does: compiled catalogues.
        plugins: [compiledCatalogues()],
        test: {
          name: 'unit',
          // Projects run one after the other: the integration and browser suites start whole
          // topologies that share Redis and RabbitMQ, and a 2-core machine.
          sequence: { groupOrder: 0 },
          // A file per core: vitest's default leaves one core of two idle.
          maxWorkers: availableParallelism(),
          isolate: false,
          setupFiles: ['scripts/testing/unit-file-setup.ts'],
          include: UNIT_FILES,
          exclude: [...NOT_UNIT, ...OWN_PROCESS_UNIT_FILES],
        },
      },
      {
        resolve: { alias: { '@': webSource } },
        // Web code reads its messages as the browser build does: compiled catalogues.
        plugins: [compiledCatalogues()],
        test: {
          name: 'unit-own-process',
          sequence: { groupOrder: 0 },
          maxWorkers: availableParallelism(),
          include: OWN_PROCESS_UNIT_FILES,
          exclude: NOT_UNIT,
        },
      },
      {
        test: {
          name: 'int',
          sequence: { groupOrder: 1 },
          include: INTEGRATION_FILES,
          exclude: ['**/node_modules/**', 'web/e2e/**', ...OWN_SERVERS_INTEGRATION_FILES],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One at a time: these share the machine's Redis and RabbitMQ (the same exchange).
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'int-own-servers',
          // Two at a time: each file starts the servers it uses.
          sequence: { groupOrder: 2 },
          include: OWN_SERVERS_INTEGRATION_FILES,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
      browserProject({
        name: 'e2e',
        sequence: { groupOrder: 3 },
        include: ['web/e2e/**/*.e2e.ts'],
        exclude: ['**/node_modules/**', ...OWN_TOPOLOGY_JOURNEYS],
        globalSetup: ['web/e2e/harness/global-setup.ts'],
      }),
      browserProject({
        name: 'e2e-distributed',
        sequence: { groupOrder: 4 },
        include: [...CROSS_PROCESS_JOURNEYS, ...OWN_TOPOLOGY_JOURNEYS],
        globalSetup: ['web/e2e/harness/global-setup-distributed.ts'],
      }),
      {
        test: {
          name: 'api-distributed',
          sequence: { groupOrder: 5 },
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
