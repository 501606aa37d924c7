import { dirname } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { quickenLongTimers } from './testing/query-plans/quick-timers';
import { describeStatement, explainStatements, offending, planReport, type StatementPlan } from './testing/query-plans/query-plans';
import { walkTheShop } from './testing/query-plans/shop-scenario';
import { recordStatements } from './testing/query-plans/statement-log';
import { startTestShop, type TestShop } from './testing/test-shop';

/** The file each embedded store keeps in its directory (DATA_DIR/<service>). */
const STORE_FILE = 'documents.sqlite';
const SERVICES = ['catalog', 'identity', 'notifications', 'orders', 'payments'];
/** Long enough for the relays, the payment poller and (quickened) the sweeper and e-mail retries to run a few rounds. */
const BACKGROUND_MS = 3000;

/**
 * Every query the services make in the embedded topology, read with EXPLAIN QUERY PLAN: a full
 * scan of a collection that grows with the shop (GROWING_COLLECTIONS) fails, with the SQL and
 * the plan, so the missing index is plain to see. The whole report is printed.
 */
describe('query plans of the embedded document store', () => {
  let plans: StatementPlan[] = [];
  let services: string[] = [];

  beforeAll(async () => {
    const log = recordStatements();
    const timers = quickenLongTimers({ atLeastMs: 10_000, toMs: 300 });
    let shop: TestShop | undefined;
    try {
      shop = await startTestShop({ env: { DEMO_CATALOGUE: 'on' } });
      const directories = [...log.statements.keys()];
      await walkTheShop(shop, dirname(directories[0]!));
      await new Promise((resolve) => setTimeout(resolve, BACKGROUND_MS));
      services = directories.map((directory) => directory.split(/[\\/]/).at(-1)!).sort();
      plans = explainStatements(log.driver(), log.statements, { file: STORE_FILE });
    } finally {
      await shop?.close();
      timers.restore();
      log.restore();
    }
    console.log(planReport(plans));
  }, 120_000);

  it('heard from every service’s store', () => {
    expect(services).toEqual(SERVICES);
    for (const service of SERVICES) expect(plans.filter((entry) => entry.service === service).length, service).toBeGreaterThan(0);
  });

  it('scans no growing collection in full', () => {
    const failing = offending(plans).map(describeStatement);
    expect(failing, `${failing.length} statements read a growing collection whole:\n\n${failing.join('\n\n')}\n`).toEqual([]);
  });
});
