import type { CatalogApi } from '@shop/catalog';
import type { IdentityApi } from '@shop/identity';
import type { NotificationsApi } from '@shop/notifications';
import type { OrdersApi } from '@shop/orders';
import { defineRoute, type RouteDefinition } from '../route';
import { adminStatsSchema } from '@shop/contracts';
import { lastShopDays } from '@shop/domain';

const SERIES_DAYS = 30;

export interface AdminStatsDeps {
  catalog: Pick<CatalogApi, 'catalogStats'>;
  orders: Pick<OrdersApi, 'orderStats'>;
  identity: Pick<IdentityApi, 'listUsers' | 'newUsersPerDay'>;
  notifications: Pick<NotificationsApi, 'listSubscribers' | 'newSubscribersPerDay'>;
}

/**
 * The admin dashboard's figures: the one documented exception to "each route calls one service".
 * It is a read that adds up figures each service answers for its own data over its API
 * (in-process or gRPC), so no service reads another's store and nothing is written; the calls
 * run side by side. Each reads a few rows whatever the history: orders its projection (31 rows),
 * identity and notifications one index range count per day.
 */
export function adminStatsRoutes(deps: AdminStatsDeps): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/admin/stats',
      summary: 'Store statistics, orders and revenue over the last 30 days (Africa/Kigali), and low-stock products',
      tags: ['admin'],
      access: 'admin',
      response: adminStatsSchema,
      handler: async () => {
        const { days } = lastShopDays(new Date(), SERIES_DAYS);
        const [catalog, orders, users, subscribers, newUsers, newSubscribers] = await Promise.all([
          deps.catalog.catalogStats(),
          deps.orders.orderStats(),
          deps.identity.listUsers({ page: 1, limit: 1 }),
          deps.notifications.listSubscribers({ limit: 1 }),
          deps.identity.newUsersPerDay(days),
          deps.notifications.newSubscribersPerDay(days),
        ]);
        // By date: at Kigali midnight the services may name today differently for a moment.
        const usersOn = new Map(days.map((day, i) => [day, newUsers[i] ?? 0]));
        const subscribersOn = new Map(days.map((day, i) => [day, newSubscribers[i] ?? 0]));
        return {
          data: {
            stats: {
              totalProducts: catalog.totalProducts,
              totalUsers: users.pagination.total,
              totalOrders: orders.totalOrders,
              totalRevenue: orders.totalRevenue,
              totalSubscribers: subscribers.activeSubscribers,
              revenueByMethod: orders.revenueByMethod,
            },
            series: orders.series.map((day) => ({ ...day, newUsers: usersOn.get(day.date) ?? 0, newSubscribers: subscribersOn.get(day.date) ?? 0 })),
            lowStock: catalog.lowStock,
          },
        };
      },
    }),
  ];
}
