import { currentUser } from '../../auth/current-user';
import { defineRoute, type RouteDefinition } from '../route';
import type { OrderRouteDeps } from './order-route-deps';
import { adminOrdersQuery, orderIdParams } from './order.schemas';
import { orderPageSchema, orderSchema, orderStatusBodySchema } from '@shop/contracts';

const tags = ['admin', 'orders'];
export const ORDER_STATUS_UPDATED = 'Order status updated successfully!';

/** The admin order list and status updates (SPEC: /admin/orders). */
export function adminOrderRoutes(deps: OrderRouteDeps): RouteDefinition[] {
  const { orders } = deps;
  return [
    defineRoute({
      method: 'get',
      path: '/orders',
      summary: 'Every order, newest first (10 per page), searched by order number, customer names or e-mail',
      tags,
      access: 'admin',
      request: { query: adminOrdersQuery },
      response: orderPageSchema,
      handler: async ({ query }) => ({ data: await orders.adminListOrders(query) }),
    }),
    defineRoute({
      method: 'patch',
      path: '/orders/:id/status',
      summary: 'Set an order’s status (any status), tracking number and notes; cancelling releases its stock',
      tags,
      access: 'admin',
      conflicts: true,
      request: { params: orderIdParams, body: orderStatusBodySchema },
      response: orderSchema,
      handler: async ({ params, body, res }) => {
        const order = await orders.updateOrderStatus({ orderId: params.id, ...body, actorId: currentUser(res).id });
        return { data: order, message: ORDER_STATUS_UPDATED };
      },
    }),
  ];
}
