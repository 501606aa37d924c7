import { z } from 'zod';
import { currentUser } from '../../auth/current-user';
import { createRateLimiter } from '../../auth/rate-limiter';
import { badRequest } from '../../http/http-error';
import { rawBodyOf } from '../../http/raw-body';
import { defineRoute, type RouteDefinition } from '../route';
import type { PaymentRouteDeps } from './payment-route-deps';
import { cardIntentBodySchema, cardIntentSchema, cardPaymentBodySchema, cardResultSchema } from '@shop/contracts';
import { idempotencyKeyOf } from '../../http/idempotency-key';

/** What the OpenAPI document shows of a Stripe event; the signature over the raw body decides, not these fields. */
const stripeEventBody = z.object({
  id: z.string().max(255).describe('evt_…'),
  type: z.string().max(255).describe('payment_intent.succeeded, payment_intent.payment_failed (others are acknowledged and ignored)'),
});

/** Said of every webhook that is not believed, whatever the reason: the sender learns nothing. */
const INVALID_SIGNATURE = 'Invalid signature';

/**
 * Card payment (method `stripe`). A decline is an answer, not an error: 200 with
 * `data.success: false` and the bank's message (SPEC's Payment result), the same for a repeat
 * with the same Idempotency-Key. Card details never reach a log or the store. Where the card
 * provider's own form is offered (Stripe's Payment Element), the browser opens the payment
 * (`/payments/card/intent`) and confirms it with Stripe; Stripe's signed webhook settles it.
 */
export function cardPaymentRoutes(deps: PaymentRouteDeps): RouteDefinition[] {
  const attemptsPerUser = createRateLimiter(deps.cache, { name: 'card-payment', limit: 10, windowMs: 10 * 60_000 });
  const eventsPerClient = createRateLimiter(deps.cache, { name: 'stripe-webhook', limit: 600, windowMs: 60_000 });
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
    defineRoute({
      method: 'post',
      path: '/payments/card/intent',
      summary:
        "Open a card payment of the order's total in the card provider's own form (Stripe's Payment Element), without card data (Idempotency-Key honoured); then follow its status",
      tags: ['payments'],
      access: 'user',
      rateLimited: true,
      conflicts: true,
      request: { body: cardIntentBodySchema },
      response: cardIntentSchema,
      handler: async ({ body, req, res }) => {
        const user = currentUser(res);
        const idempotencyKey = idempotencyKeyOf(req);
        await attemptsPerUser.consume([user.id]);
        // Payments asks orders for the total and the owner: the client's word counts for neither.
        return { data: await deps.payments.openCardIntent({ orderId: body.orderId, userId: user.id, idempotencyKey }) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/payments/stripe/webhook',
      summary: "Stripe's signed events: the Stripe-Signature over the body as sent must hold and be recent (400 otherwise); a succeeded or failed payment settles once",
      tags: ['payments'],
      access: 'public',
      rateLimited: true,
      request: { body: stripeEventBody },
      response: z.object({ received: z.boolean() }),
      handler: async ({ req }) => {
        await eventsPerClient.consume([req.ip ?? 'unknown']);
        const payload = rawBodyOf(req);
        const signature = req.get('stripe-signature');
        if (!payload || !signature) throw badRequest(INVALID_SIGNATURE);
        await deps.payments.cardWebhook({ payload, signature });
        return { data: { received: true } };
      },
    }),
  ];
}
