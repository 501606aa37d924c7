import type { OrderStats } from '../../api/orders-api';
import type { OrdersPorts } from '../orders-ports';

/** Figures for the admin dashboard: orders placed, revenue of paid orders, per status, flagged. */
export class GetOrderStats {
  constructor(private readonly deps: Pick<OrdersPorts, 'orders'>) {}

  async execute(): Promise<OrderStats> {
    const totals = await this.deps.orders.totals();
    return {
      totalOrders: totals.totalOrders,
      totalRevenue: totals.totalRevenue,
      ordersByStatus: totals.byStatus,
      needsAttention: totals.needsAttention,
    };
  }
}
