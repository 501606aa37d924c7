import { actingAdmin } from '../../auth/acting-admin';
import { defineRoute, type RouteDefinition } from '../route';
import type { OrderRouteDeps } from './order-route-deps';
import { adminOrdersQuery, orderIdParams } from './order.schemas';
import { fiscalQueueSchema, orderPageSchema, orderSchema, orderStatusBodySchema, refundBodySchema } from '@shop/contracts';
import { idempotencyKeyOf } from '../../http/idempotency-key';

const tags = ['admin', 'orders'];
export const ORDER_STATUS_UPDATED = 'Order status updated successfully!';
export const REFUND_REQUESTED_MESSAGE = 'Refund requested. The money goes back through the provider that took it.';

/** The admin order list, status updates, refunds and the EBM receipts waiting for the VSDC (SPEC: /admin/orders). */
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
        const order = await orders.updateOrderStatus({ orderId: params.id, ...body, ...adminOf(res) });
        return { data: order, message: ORDER_STATUS_UPDATED };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/admin/orders/:id/refunds',
      summary: 'Refund a paid order, whole or chosen lines (back into stock), through the provider that took the money (Idempotency-Key honoured; 201)',
      tags,
      access: 'admin',
      conflicts: true,
      request: { params: orderIdParams, body: refundBodySchema },
      response: orderSchema,
      successStatus: 201,
      handler: async ({ params, body, req, res }) => {
        const idempotencyKey = idempotencyKeyOf(req);
        const order = await orders.requestRefund({ orderId: params.id, ...body, ...adminOf(res), idempotencyKey });
        return { data: order, message: REFUND_REQUESTED_MESSAGE };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/admin/fiscal-receipts/queue',
      summary: 'The EBM receipts the VSDC has not signed yet, oldest first, with what it answered last',
      tags: ['admin', 'fiscal'],
      access: 'admin',
      response: fiscalQueueSchema,
      handler: async () => ({ data: await orders.fiscalQueue() }),
    }),
  ];
}

/** The acting admin as the orders service's inputs name them. */
function adminOf(res: Parameters<typeof actingAdmin>[0]): { actorId: string; actorEmail: string } {
  const admin = actingAdmin(res);
  return { actorId: admin.userId, actorEmail: admin.email };
}
