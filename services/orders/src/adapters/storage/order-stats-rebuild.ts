import type { DocumentStore } from '@shop/platform';
import type { StatsRow } from '../../core/stats/order-stats-figures';
import { DocumentOrderRepository } from './document-order-repository';

/** The dashboard's rows counted again from the orders themselves. */
export async function recountOrderStats(documents: DocumentStore): Promise<{ rows: StatsRow[] }> {
  return { rows: await new DocumentOrderRepository(documents).recountStats() };
}

/**
 * `npm run stats:rebuild`: replaces the projection by a recount of the orders. Run it while the
 * shop is stopped (as a restore is): an order changed during the recount would be counted as it was.
 */
export async function rebuildOrderStats(documents: DocumentStore): Promise<{ rows: number }> {
  const orders = new DocumentOrderRepository(documents);
  await orders.ensureIndexes();
  const rows = await orders.recountStats();
  await orders.stats.replaceAll(rows);
  return { rows: rows.length };
}
