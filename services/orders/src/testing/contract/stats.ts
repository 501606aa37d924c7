import { expect, it } from 'vitest';
import { orderFor } from '../orders-test-kit';
import type { ContractContext } from './context';

const HOUR = 60 * 60_000;

export function statsContract(ctx: ContractContext): void {
  it('has 30 Kigali days, oldest first: orders on the day placed, revenue on the day paid', async () => {
    const { t } = ctx;
    const product = await t.createProduct({ price: 40_000, stock: { quantity: 50 } });
    // The test clock starts at 2026-11-14 09:00 UTC (11:00 in Kigali).
    const early = await t.api.placeOrder(orderFor(80, [{ product, quantity: 1 }]));
    t.clock.advance(12 * HOUR + 30 * 60_000); // 21:30 UTC: still the 14th in Kigali
    await t.api.placeOrder(orderFor(81, [{ product, quantity: 2 }]));
    t.clock.advance(HOUR); // 22:30 UTC: the 15th in Kigali
    await t.settle({ orderId: early.order._id, status: 'paid', amount: early.order.total });
    const late = await t.api.placeOrder(orderFor(82, [{ product, quantity: 1 }]));
    await t.settle({ orderId: late.order._id, status: 'paid', amount: late.order.total });

    const { series, totalOrders, totalRevenue } = await t.api.orderStats();
    expect(series).toHaveLength(30);
    expect(series[0]!.date).toBe('2026-10-17');
    expect(series[29]).toEqual({ date: '2026-11-15', orders: 1, revenue: early.order.total + late.order.total });
    expect(series[28]).toEqual({ date: '2026-11-14', orders: 2, revenue: 0 });
    expect(series.slice(0, 28).every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
    expect(totalOrders).toBe(3);
    expect(totalRevenue).toBe(series.reduce((sum, day) => sum + day.revenue, 0));
  });

  it('lets days older than 30 drop out of the series but not out of the totals', async () => {
    const { t } = ctx;
    const product = await t.createProduct({ price: 30_000 });
    const { order } = await t.api.placeOrder(orderFor(83, [{ product, quantity: 1 }]));
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total });
    t.clock.advance(30 * 24 * HOUR);
    const stats = await t.api.orderStats();
    expect(stats.series.every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
    expect(stats).toMatchObject({ totalOrders: 1, totalRevenue: order.total });
  });
}
