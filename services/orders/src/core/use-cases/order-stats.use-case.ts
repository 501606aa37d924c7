import { lastShopDays } from '@shop/domain';
import type { OrderStats } from '../../api/orders-api';
import type { OrdersPorts } from '../orders-ports';
import { ALL_TIME } from '../stats/order-stats-figures';

const SERIES_DAYS = 30;

/**
 * Figures for the admin dashboard: orders placed, revenue of paid orders, per status, flagged,
 * revenue by payment method, and the last 30 Africa/Kigali days (orders placed, revenue paid each
 * day, by method). Read from the
 * projection: 31 rows whatever the history (the all-time row and one per day).
 */
export class GetOrderStats {
  constructor(private readonly deps: Pick<OrdersPorts, 'orderStats' | 'clock'>) {}

  async execute(): Promise<OrderStats> {
    const { days } = lastShopDays(this.deps.clock.now(), SERIES_DAYS);
    const [all, ...daily] = await this.deps.orderStats.read([ALL_TIME, ...days]);
    return {
      totalOrders: all!.orders,
      totalRevenue: all!.revenue,
      ordersByStatus: all!.status,
      needsAttention: all!.attention,
      series: daily.map((row) => ({ date: row.key, orders: row.orders, revenue: row.revenue, revenueByMethod: row.method })),
      revenueByMethod: all!.method,
    };
  }
}
