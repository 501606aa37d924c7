import { currentUser } from '../../auth/current-user';
import { defineRoute, type RouteDefinition } from '../route';
import type { PaymentRouteDeps } from './payment-route-deps';
import { adminPaymentSchema, orderPaymentsSchema, paymentDecisionBodySchema } from '@shop/contracts';
import { adminView, orderIdParams } from './payment.schemas';

/** The admin's view of an order's payments (proofs included) and their decision on an open one. */
export function adminPaymentRoutes({ payments }: Pick<PaymentRouteDeps, 'payments'>): RouteDefinition[] {
  const tags = ['admin', 'payments'];
  return [
    defineRoute({
      method: 'get',
      path: '/admin/payments/:orderId',
      summary: "An order's payment attempts, newest first, with the proof screenshot's URL",
      tags,
      access: 'admin',
      request: { params: orderIdParams },
      response: orderPaymentsSchema,
      handler: async ({ params }) => ({
        data: { orderId: params.orderId, payments: (await payments.listForOrder(params.orderId)).map(adminView) },
      }),
    }),
    defineRoute({
      method: 'patch',
      path: '/admin/payments/:orderId',
      summary: "Decide the order's open payment (a verified proof): paid or failed; emits payment.settled once",
      tags,
      access: 'admin',
      conflicts: true,
      request: { params: orderIdParams, body: paymentDecisionBodySchema },
      response: adminPaymentSchema,
      handler: async ({ params, body, res }) => {
        const admin = currentUser(res);
        const payment = await payments.settleManually({ orderId: params.orderId, status: body.status, actorId: admin.id, actorEmail: admin.email, note: body.note || undefined });
        return { data: adminView(payment), message: body.status === 'paid' ? 'Payment marked as paid' : 'Payment marked as failed' };
      },
    }),
  ];
}
