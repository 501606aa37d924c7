import { dailySeries, lastShopDays } from '@shop/domain';
import type { OrderStats } from '../../api/orders-api';
import type { OrdersPorts } from '../orders-ports';

const SERIES_DAYS = 30;

/**
 * Figures for the admin dashboard: orders placed, revenue of paid orders, per status, flagged,
 * and the last 30 Africa/Kigali days (orders placed, revenue paid each day). Only the window's
 * orders are read for the series, by date range.
 */
export class GetOrderStats {
  constructor(private readonly deps: Pick<OrdersPorts, 'orders' | 'clock'>) {}

  async execute(): Promise<OrderStats> {
    const now = this.deps.clock.now();
    const from = lastShopDays(now, SERIES_DAYS).from.toISOString();
    const [totals, placed, paid] = await Promise.all([
      this.deps.orders.totals(),
      this.deps.orders.placedSince(from),
      this.deps.orders.paidSince(from),
    ]);
    return {
      totalOrders: totals.totalOrders,
      totalRevenue: totals.totalRevenue,
      ordersByStatus: totals.byStatus,
      needsAttention: totals.needsAttention,
      series: dailySeries(
        now,
        SERIES_DAYS,
        placed,
        paid.map(({ paidAt, total }) => ({ at: paidAt, amount: total })),
      ),
    };
  }
}
