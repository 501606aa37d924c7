// Every read of the admin's order list (first and deep pages, each status and payment-status
// filter, searches by number, name, e-mail and phone, with filters) and a shopper's history, on
// a seeded store, read with EXPLAIN QUERY PLAN: none scans the orders, none sorts its matches
// outside an index (a temporary B-tree for ORDER BY would read every match to return 10). Two
// sorts are the page's own: a later page picks its rows in index order in a subquery, then sorts
// those 10; a search matching few orders reads them from the word index and sorts them (one
// matching many walks the date index instead: the store decides by a capped count).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/domain';
import { explainStatements, planText, type StatementPlan } from '../../gateway/src/testing/query-plans/query-plans';
import { recordStatements } from '../../gateway/src/testing/query-plans/statement-log';
import { startTestShop } from '../../gateway/src/testing/test-shop';
import { seedShopOrders } from '../seed';
import { SEEDED_CUSTOMER_PASSWORD } from './seed-customers';

describe('query plans of the order lists on a seeded store', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-order-plans-'));
  let plans: StatementPlan[] = [];

  beforeAll(async () => {
    await seedShopOrders({ orders: 400, dataDir, seed: 5 });
    const log = recordStatements();
    const shop = await startTestShop({ env: { DATA_DIR: dataDir } });
    try {
      const admin = (await shop.login('admin@devshop.rw', 'demo-admin')).accessToken;
      const list = (query: string) => shop.api(`/api/v1/orders?${query}`, { token: admin });
      const first = (await list('limit=1')).body.data.orders[0];
      const queries = ['', 'page=30'];
      for (const status of ORDER_STATUSES) queries.push(`status=${status}`, `status=${status}&page=3`);
      for (const paymentStatus of PAYMENT_STATUSES) queries.push(`paymentStatus=${paymentStatus}`, `status=delivered&paymentStatus=${paymentStatus}`);
      for (const search of [first.orderNumber, first.user.lastName, first.user.email, first.shippingAddress.phone]) {
        queries.push(`search=${encodeURIComponent(search)}`, `search=${encodeURIComponent(search)}&status=delivered&paymentStatus=paid`);
      }
      for (const query of queries) expect((await list(query)).status, query).toBe(200);
      const shopper = await shop.login(first.user.email, SEEDED_CUSTOMER_PASSWORD);
      for (const query of ['', '?status=delivered', '?page=2']) {
        expect((await shop.api(`/api/v1/orders/my-orders${query}`, { token: shopper.accessToken })).status).toBe(200);
      }
      const orders = [...log.statements.keys()].find((directory) => directory.endsWith('orders'))!;
      plans = explainStatements(log.driver(), new Map([[orders, log.statements.get(orders)!]]), { file: 'documents.sqlite' });
    } finally {
      await shop.close();
      log.restore();
    }
  }, 120_000);

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reads every list from an index, in its order', () => {
    const reads = plans.filter((entry) => /FROM "orders"/.test(entry.sql) && /ORDER BY/.test(entry.sql));
    expect(reads.length).toBeGreaterThan(5);
    const pageSort = (entry: StatementPlan) => /rowid IN \(SELECT rowid FROM "orders"( INDEXED BY "[^"]+")? WHERE/.test(entry.sql) || / MATCH \?/.test(entry.sql);
    const sortsMatches = (entry: StatementPlan) => entry.plan.some((row) => /TEMP B-TREE FOR ORDER BY/.test(row.detail) && (row.parent !== 0 || !pageSort(entry)));
    const failing = reads.filter((entry) => entry.fullScans.length > 0 || entry.error || sortsMatches(entry));
    expect(failing.map((entry) => `${entry.sql}\n${entry.error ?? planText(entry.plan)}`)).toEqual([]);
  });

  it('scans the orders nowhere', () => {
    const scans = plans.filter((entry) => entry.fullScans.includes('orders') && !entry.accepted);
    expect(scans.map((entry) => `${entry.sql}\n${planText(entry.plan)}`)).toEqual([]);
  });
});
