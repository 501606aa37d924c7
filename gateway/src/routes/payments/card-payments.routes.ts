import { currentUser } from '../../auth/current-user';
import { createRateLimiter } from '../../auth/rate-limiter';
import { defineRoute, type RouteDefinition } from '../route';
import type { PaymentRouteDeps } from './payment-route-deps';
import { cardPaymentBodySchema, cardResultSchema } from '@shop/contracts';
import { idempotencyKeyOf } from '../../http/idempotency-key';

/**
 * Card payment (method `stripe`). A decline is an answer, not an error: 200 with
 * `data.success: false` and the bank's message (SPEC's Payment result), the same for a repeat
 * with the same Idempotency-Key. Card details never reach a log or the store.
 */
export function cardPaymentRoutes(deps: PaymentRouteDeps): RouteDefinition[] {
  const attemptsPerUser = createRateLimiter(deps.cache, { name: 'card-payment', limit: 10, windowMs: 10 * 60_000 });
  return [
    defineRoute({
      method: 'post',
      path: '/payments/card',
      summary: "Pay the order's total by card (Idempotency-Key honoured); a decline is 200 with success false",
      tags: ['payments'],
      access: 'user',
      rateLimited: true,
      conflicts: true,
      request: { body: cardPaymentBodySchema },
      response: cardResultSchema,
      handler: async ({ body, req, res }) => {
        const user = currentUser(res);
        const idempotencyKey = idempotencyKeyOf(req);
        await attemptsPerUser.consume([user.id]);
        const card = { name: body.card.name ?? '', number: body.card.number ?? '', expiry: body.card.expiry ?? '', cvv: body.card.cvv ?? '' };
        const result = await deps.payments.payByCard({ orderId: body.orderId, userId: user.id, card, idempotencyKey });
        return { data: result, message: result.message };
      },
    }),
  ];
}
