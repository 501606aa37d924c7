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
    const paid = early.order.total + late.order.total;
    expect(series[29]).toEqual({ date: '2026-11-15', orders: 1, revenue: paid, revenueByMethod: { momo: paid, manual_momo: 0, stripe: 0 } });
    expect(series[28]).toEqual({ date: '2026-11-14', orders: 2, revenue: 0, revenueByMethod: { momo: 0, manual_momo: 0, stripe: 0 } });
    expect(series.slice(0, 28).every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
    expect(totalOrders).toBe(3);
    expect(totalRevenue).toBe(series.reduce((sum, day) => sum + day.revenue, 0));
  });

  it('splits revenue by the payment method of each paid order', async () => {
    const { t } = ctx;
    const product = await t.createProduct({ price: 25_000, stock: { quantity: 50 } });
    const byCard = orderFor(84, [{ product, quantity: 1 }]);
    byCard.paymentInfo = { ...byCard.paymentInfo, method: 'stripe' };
    const card = await t.api.placeOrder(byCard);
    const momo = await t.api.placeOrder(orderFor(85, [{ product, quantity: 2 }]));
    await t.api.placeOrder(orderFor(86, [{ product, quantity: 1 }])); // never paid
    await t.settle({ orderId: card.order._id, status: 'paid', amount: card.order.total, method: 'stripe' });
    await t.settle({ orderId: momo.order._id, status: 'paid', amount: momo.order.total });
    const stats = await t.api.orderStats();
    expect(stats.revenueByMethod).toEqual({ momo: momo.order.total, manual_momo: 0, stripe: card.order.total });
    expect(stats.series[29]!.revenueByMethod).toEqual(stats.revenueByMethod);
    expect(stats.totalRevenue).toBe(card.order.total + momo.order.total);
  });

  it('lets days older than 30 drop out of the series but not out of the totals', async () => {
    const { t } = ctx;
    const product = await t.createProduct({ price: 30_000 });
    const { order } = await t.api.placeOrder(orderFor(83, [{ product, quantity: 1 }]));
    await t.settle({ orderId: order._id, status: 'paid', amount: order.total });
    t.clock.advance(30 * 24 * HOUR);
    const stats = await t.api.orderStats();
    expect(stats.series.every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);
    expect(stats).toMatchObject({ totalOrders: 1, totalRevenue: order.total, revenueByMethod: { momo: order.total } });
  });
}
