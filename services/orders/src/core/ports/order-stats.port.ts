import type { StatsIncrements, StatsRow } from '../stats/order-stats-figures';

/**
 * The dashboard's projection of the orders (see order-stats-figures.ts): moved in the same unit
 * of work as every change of an order, read a few rows at a time, rebuilt from the orders.
 */
export interface OrderStatsStore {
  /** Adds the increments to their rows (a row absent so far starts from zeros). */
  apply(increments: StatsIncrements): Promise<void>;
  /** The rows of these keys, zeros for a key without one, in the order asked. */
  read(keys: string[]): Promise<StatsRow[]>;
  /** Replaces every row by these (a rebuild), in one unit of work. */
  replaceAll(rows: StatsRow[]): Promise<void>;
}
