import { z } from 'zod';
import { PAYMENT_MESSAGES, WALLETS } from '@shop/domain';
import { currentUser } from '../../auth/current-user';
import { createRateLimiter } from '../../auth/rate-limiter';
import { defineRoute, type RouteDefinition } from '../route';
import type { PaymentRouteDeps } from './payment-route-deps';
import { momoRequestSchema, paymentStatusSchema } from '@shop/contracts';
import { objectId, shopperStatus } from './payment.schemas';
import { idempotencyKeyOf } from '../../http/idempotency-key';

const tags = ['payments'];
export const MOMO_REQUEST_SENT = 'Payment request sent. Check your phone and enter your Mobile Money PIN to approve.';

const requestBody = z.object({
  orderId: objectId('Invalid order id'),
  phone: z.string({ error: PAYMENT_MESSAGES.momoPhoneRequired }).max(40, PAYMENT_MESSAGES.momoPhoneInvalid),
  wallet: z.enum(WALLETS, { error: 'Wallet must be mtn or airtel' }).optional().describe('MTN MoMo or Airtel Money; default: the one the number’s prefix belongs to'),
});

/** MTN calls back with its own fields; only which payment it names is read (and not believed). */
const callbackBody = z.object({
  referenceId: z.string().max(100).optional(),
  externalId: z.string().max(100).optional(),
});

/** Airtel calls back with `{ transaction: { id, status_code, airtel_money_id, message } }`; only the id (our reference) is read. */
const airtelCallbackBody = z.object({ transaction: z.object({ id: z.string().max(100).optional() }).optional() });

const MINUTE = 60_000;

/** The mobile-money prompt: request it, follow it, and the provider's callback. */
export function mobileMoneyRoutes(deps: PaymentRouteDeps): RouteDefinition[] {
  const { payments } = deps;
  const requestsPerUser = createRateLimiter(deps.cache, { name: 'momo-request', limit: 20, windowMs: 10 * MINUTE });
  const checksPerUser = createRateLimiter(deps.cache, { name: 'payment-status', limit: 120, windowMs: MINUTE });
  const callbacksPerClient = createRateLimiter(deps.cache, { name: 'momo-callback', limit: 300, windowMs: MINUTE });
  return [
    defineRoute({
      method: 'post',
      path: '/payments/momo/request',
      summary: "Send a MoMo payment prompt for the order's total to the phone (Idempotency-Key honoured; 202)",
      tags,
      access: 'user',
      rateLimited: true,
      conflicts: true,
      request: { body: requestBody },
      response: momoRequestSchema,
      successStatus: 202,
      handler: async ({ body, req, res }) => {
        const user = currentUser(res);
        const idempotencyKey = idempotencyKeyOf(req);
        await requestsPerUser.consume([user.id]);
        // Payments asks orders for the total and the owner: the client's word counts for neither.
        const payment = await payments.requestMobileMoney({ orderId: body.orderId, userId: user.id, phone: body.phone, wallet: body.wallet, idempotencyKey });
        const status = shopperStatus(payment.status);
        const message = status === 'PENDING' ? MOMO_REQUEST_SENT : status === 'SUCCESSFUL' ? 'Payment successful' : (payment.reason ?? 'Payment failed');
        return { data: { paymentId: payment.paymentId, referenceId: payment.referenceId, status, message }, message };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/payments/:paymentId/status',
      summary: 'The state of one of your payments (asks the provider first while a prompt is pending)',
      tags,
      access: 'user',
      rateLimited: true,
      request: { params: z.object({ paymentId: objectId('Payment not found') }) },
      response: paymentStatusSchema,
      handler: async ({ params, res }) => {
        const user = currentUser(res);
        await checksPerUser.consume([user.id]);
        const payment = await payments.checkStatus({ paymentId: params.paymentId, userId: user.role === 'ADMIN' ? undefined : user.id });
        const data = { paymentId: payment.paymentId, orderId: payment.orderId, method: payment.method, status: shopperStatus(payment.status) };
        return { data: payment.reason ? { ...data, reason: payment.reason } : data };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/payments/momo/callback',
      summary: 'MTN MoMo callback: only brings the named payment’s status poll forward; its content is never trusted',
      tags,
      access: 'public',
      rateLimited: true,
      request: { query: z.object({ referenceId: z.string().max(100).optional() }), body: callbackBody },
      response: z.object({ received: z.boolean() }),
      handler: async ({ query, body, req }) => {
        await callbacksPerClient.consume([req.ip ?? 'unknown']);
        await payments.mobileMoneyCallback({ referenceId: query.referenceId ?? body.referenceId, externalId: body.externalId });
        return { data: { received: true } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/payments/airtel/callback',
      summary: 'Airtel Money callback: only brings the named payment’s status enquiry forward; its content is never trusted',
      tags,
      access: 'public',
      rateLimited: true,
      request: { body: airtelCallbackBody },
      response: z.object({ received: z.boolean() }),
      handler: async ({ body, req }) => {
        await callbacksPerClient.consume([req.ip ?? 'unknown']);
        await payments.mobileMoneyCallback({ referenceId: body.transaction?.id });
        return { data: { received: true } };
      },
    }),
  ];
}
