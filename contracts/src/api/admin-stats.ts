// The dashboard's figures (GET /admin/stats): validated and documented by the gateway, read by the web.
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '@shop/domain';
import { money } from '../fields';

const count = z.number().int().nonnegative();
/** Revenue of paid orders per payment method, whole RWF. */
const byMethod = z.object(Object.fromEntries(PAYMENT_METHODS.map((method) => [method, money])) as Record<PaymentMethod, typeof money>);

export const adminStatsSchema = z.object({
  stats: z.object({
    totalProducts: count,
    totalUsers: count,
    totalOrders: count,
    totalRevenue: money.describe('Totals of paid orders, whole RWF'),
    totalSubscribers: count.describe('Active newsletter subscribers'),
    revenueByMethod: byMethod.describe('Totals of paid orders by payment method, whole RWF'),
  }),
  series: z
    .array(
      z.object({
        date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).describe('An Africa/Kigali day'),
        orders: count.describe('Orders placed that day'),
        revenue: money.describe('Totals of the orders paid that day'),
        revenueByMethod: byMethod.describe('The same by payment method'),
        newUsers: count.describe('Accounts created that day'),
        newSubscribers: count.describe('Newsletter subscriptions started that day'),
      }),
    )
    .length(30)
    .describe('The last 30 days, oldest first; the last is today'),
  lowStock: z
    .array(
      z.object({
        _id: z.string(),
        name: z.string(),
        category: z.string(),
        image: z.string(),
        quantity: count.describe('Units still available'),
        lowStockThreshold: count,
        variantId: z.string().optional().describe('The variant running low, for a product sold in variants'),
        variantLabel: z.string().optional().describe('e.g. "L / Black"'),
      }),
    )
    .max(10)
    .describe('Active products at or below their low-stock threshold, fewest available first'),
});
export type DashboardStats = z.infer<typeof adminStatsSchema>;
export type StoreStats = DashboardStats['stats'];
export type DailySales = DashboardStats['series'][number];
export type LowStockProduct = DashboardStats['lowStock'][number];
