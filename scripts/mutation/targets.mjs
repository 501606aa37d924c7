// The mutation-testing targets: the pure domain and each service's core. `break` is the lowest
// mutation score a run accepts; the money paths (domain, orders, catalog, payments) ask more.
// A core is judged by its own tests and the service's tests through its API, not by the adapter
// suites (gRPC, stores), which would only make each mutant slower to try.
const serviceCore = (service, breakAt) => ({
  mutate: [`services/${service}/src/core/**/*.ts`, `!services/${service}/src/core/**/*.test.ts`, `!services/${service}/src/core/**/ports/**`],
  tests: [`services/${service}/src/core/**/*.test.ts`, `services/${service}/src/*.test.ts`],
  break: breakAt,
});

export const MUTATION_TARGETS = {
  domain: {
    mutate: ['domain/src/**/*.ts', '!domain/src/**/*.test.ts', '!domain/src/index.ts'],
    tests: ['domain/src/**/*.test.ts'],
    break: 90,
  },
  orders: serviceCore('orders', 90),
  catalog: serviceCore('catalog', 90),
  payments: serviceCore('payments', 90),
  identity: serviceCore('identity', 85),
  notifications: serviceCore('notifications', 85),
};

/**
 * The targets `npm test` checks, incrementally against their committed incremental file (a change
 * to a target without its updated file makes CI try the changed mutants again): every target, as
 * each meets its threshold. A full run of one takes too long for CI on two cores.
 */
export const TARGETS_IN_NPM_TEST = Object.keys(MUTATION_TARGETS);

/** The target named by MUTATION_TARGET, for the two config files that read it. */
export function currentTarget() {
  const name = process.env.MUTATION_TARGET ?? '';
  const target = MUTATION_TARGETS[name];
  if (!target) throw new Error(`MUTATION_TARGET must be one of ${Object.keys(MUTATION_TARGETS).join(', ')}; got '${name}'`);
  return { name, ...target };
}
