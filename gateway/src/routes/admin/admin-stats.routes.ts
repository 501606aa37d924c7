import type { CatalogApi } from '@shop/catalog';
import type { IdentityApi } from '@shop/identity';
import type { NotificationsApi } from '@shop/notifications';
import type { OrdersApi } from '@shop/orders';
import { defineRoute, type RouteDefinition } from '../route';
import { adminStatsSchema } from '@shop/contracts';

export interface AdminStatsDeps {
  catalog: Pick<CatalogApi, 'catalogStats'>;
  orders: Pick<OrdersApi, 'orderStats'>;
  identity: Pick<IdentityApi, 'listUsers'>;
  notifications: Pick<NotificationsApi, 'listSubscribers'>;
}

/**
 * The admin dashboard's figures: the one documented exception to "each route calls one service".
 * It is a read that adds up figures each service answers for its own data over its API
 * (in-process or gRPC), so no service reads another's store and nothing is written; the four
 * calls run side by side.
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
        const [catalog, orders, users, subscribers] = await Promise.all([
          deps.catalog.catalogStats(),
          deps.orders.orderStats(),
          deps.identity.listUsers({ page: 1, limit: 1 }),
          deps.notifications.listSubscribers({ limit: 1 }),
        ]);
        return {
          data: {
            stats: {
              totalProducts: catalog.totalProducts,
              totalUsers: users.pagination.total,
              totalOrders: orders.totalOrders,
              totalRevenue: orders.totalRevenue,
              totalSubscribers: subscribers.activeSubscribers,
            },
            series: orders.series,
            lowStock: catalog.lowStock,
          },
        };
      },
    }),
  ];
}
