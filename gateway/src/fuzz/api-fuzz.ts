import fc from 'fast-check';
import type { RouteDefinition } from '../routes/route';
import { CaseChecker } from './case-check';
import { fuzzCase, routeKey } from './fuzz-case';
import { startFuzzShop } from './fuzz-shop';
import { regressionCases } from './regression-cases';

export interface FuzzOptions {
  /** Cases in all, shared out evenly over the routes (each route gets at least one). */
  runs: number;
  seed: number;
  /** Only the routes whose `method path` contains this. */
  only?: string;
  /** A request unanswered after this long is a hang. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface RouteTally {
  route: string;
  cases: number;
  statuses: Record<string, number>;
}

export interface FuzzReport {
  seed: number;
  cases: number;
  routes: RouteTally[];
  failures: string[];
  ms: number;
}

/** The seed of one route: the run's seed and the route's name, so a route added elsewhere changes no other. */
export function routeSeed(seed: number, key: string): number {
  let hash = seed | 0;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash;
}

/**
 * Destructive successes go last (a deleted product or review is gone for the routes after it);
 * otherwise the order the app mounts them in.
 */
function inFuzzOrder(routes: RouteDefinition[]): RouteDefinition[] {
  return [...routes].sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));
}

/**
 * Fuzzes every /api/v1 route the app mounts, from the same route list, with cases derived from
 * each route's zod schemas, as anonymous, shopper and admin. A case fails on a 5xx, a hang, an
 * unhandled rejection, a 4xx without the error envelope, a polluted Object.prototype, or any
 * stored document that changed although the request was refused (4xx).
 */
export async function fuzzApi(options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const fuzz = await startFuzzShop();
  const checker = new CaseChecker(fuzz, options.timeoutMs ?? 10_000);
  try {
    const routes = inFuzzOrder(fuzz.shop.composition.apiRoutes).filter((route) => !options.only || routeKey(route).includes(options.only));
    if (!routes.length) throw new Error(`no route matches "${options.only}"`);
    const perRoute = Math.max(1, Math.ceil(options.runs / routes.length));
    const report: FuzzReport = { seed: options.seed, cases: 0, routes: [], failures: [], ms: 0 };
    for (const regression of options.only ? [] : regressionCases(fuzz)) {
      await checker.check(regression).catch((error: unknown) => report.failures.push(`regression ${regression.route}: ${(error as Error).message}`));
    }
    for (const route of routes) {
      const tally: RouteTally = { route: routeKey(route), cases: 0, statuses: {} };
      const seed = routeSeed(options.seed, tally.route);
      const property = fc.asyncProperty(fuzzCase(route, fuzz.known, fuzz.examples), async (fuzzed) => {
        tally.cases += 1;
        const answer = await checker.check(fuzzed).catch((error: unknown) => {
          tally.statuses.failed = (tally.statuses.failed ?? 0) + 1;
          throw error;
        });
        tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
      });
      const details = await fc.check(property, { numRuns: perRoute, seed });
      if (details.failed) {
        const reason = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        const failure = `${tally.route} (seed ${options.seed}; fast-check seed ${seed}, path "${details.counterexamplePath}", shrunk ${details.numShrinks} times):\n${reason}`;
        report.failures.push(failure);
        log(`FAIL ${failure}`);
      }
      report.cases += tally.cases;
      report.routes.push(tally);
      log(`${tally.route.padEnd(56)} ${String(tally.cases).padStart(6)} cases ${JSON.stringify(tally.statuses)}`);
    }
    report.ms = Math.round(performance.now() - started);
    return report;
  } finally {
    checker.close();
    await fuzz.close();
  }
}
