import { currentUser } from '../../auth/current-user';
import { defineRoute, type RouteDefinition } from '../route';
import type { OrderRouteDeps } from './order-route-deps';
import { actorOf } from './orders.routes';
import { orderIdParams } from './order.schemas';
import { orderSchema, paymentStatusBodySchema } from '@shop/contracts';

export const PAYMENT_STATUS_MESSAGES = {
  decided: 'Payment status updated',
  rechecked: 'The payment status is set when the payment provider confirms it; this is the latest.',
} as const;

/**
 * SPEC's PATCH /orders/{id}/payment-status. A shopper can never set their own payment status:
 * their call only asks for a check with the provider (the orders service passes it on to payments
 * as an event), and answers with the order as it is. An admin's call is a decision (paid or
 * failed), applied as a settlement. Either way, one call to the orders service.
 */
export function paymentStatusRoutes(deps: OrderRouteDeps): RouteDefinition[] {
  const { orders } = deps;
  return [
    defineRoute({
      method: 'patch',
      path: '/orders/:id/payment-status',
      summary: 'Admins: set paid or failed. Shoppers: ask for a re-check with the provider (never sets the status)',
      tags: ['orders'],
      access: 'user',
      rateLimited: true,
      request: { params: orderIdParams, body: paymentStatusBodySchema },
      response: orderSchema,
      handler: async ({ params, body, res }) => {
        const actor = actorOf(res);
        if (currentUser(res).role === 'ADMIN') {
          const reference = body.referenceId ?? body.transactionId;
          const order = await orders.setPaymentStatus({ orderId: params.id, status: body.status, reference, actor, actorEmail: currentUser(res).email });
          return { data: order, message: PAYMENT_STATUS_MESSAGES.decided };
        }
        const order = await orders.requestPaymentCheck({ orderId: params.id, actor });
        return { data: order, message: PAYMENT_STATUS_MESSAGES.rechecked };
      },
    }),
  ];
}
