import { createRateLimiter } from '../../auth/rate-limiter';
import { defineRoute, type RouteDefinition } from '../route';
import type { NewsletterRouteDeps } from './newsletter-route-deps';
import { subscribeBodySchema, subscribeResultSchema, unsubscribeBodySchema, unsubscribeResultSchema } from '@shop/contracts';
import { oneClickBody, oneClickQuery } from './newsletter.schemas';

const tags = ['newsletter'];
const FIFTEEN_MINUTES = 15 * 60_000;

/** Newsletter signup and unsubscribe (SPEC sections 2 and 7); all public, answered `{success, message}`. */
export function subscriptionRoutes(deps: NewsletterRouteDeps): RouteDefinition[] {
  const { notifications } = deps;
  const signups = createRateLimiter(deps.cache, { name: 'newsletter-client', limit: deps.subscribeAttemptsPerClient ?? 20, windowMs: FIFTEEN_MINUTES });
  return [
    defineRoute({
      method: 'post',
      path: '/newsletter/subscribe',
      summary: 'Subscribe an e-mail to the newsletter (welcome e-mail, in the language given, with an unsubscribe link; already subscribed is not an error)',
      tags,
      access: 'public',
      rateLimited: true,
      request: { body: subscribeBodySchema },
      response: subscribeResultSchema,
      handler: async ({ body, req }) => {
        await signups.consume([req.ip ?? 'unknown']);
        const result = await notifications.subscribe(body.email ?? '', body.language);
        return { data: { email: result.subscriber.email, alreadySubscribed: result.alreadySubscribed }, message: result.message };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/newsletter/unsubscribe',
      summary: 'Unsubscribe by the token of the welcome e-mail’s link',
      tags,
      access: 'public',
      request: { body: unsubscribeBodySchema },
      response: unsubscribeResultSchema,
      handler: async ({ body }) => {
        const result = await notifications.unsubscribe(body.token ?? '');
        return { data: { email: result.email, unsubscribed: result.unsubscribed }, message: result.message };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/newsletter/unsubscribe/one-click',
      summary: 'One-click unsubscribe (RFC 8058): the URL of a bulk e-mail’s List-Unsubscribe header, POSTed by the mail client with List-Unsubscribe=One-Click',
      tags,
      access: 'public',
      request: { query: oneClickQuery, body: oneClickBody, form: true },
      response: unsubscribeResultSchema,
      handler: async ({ query }) => {
        const result = await notifications.unsubscribe(query.token ?? '');
        return { data: { email: result.email, unsubscribed: result.unsubscribed }, message: result.message };
      },
    }),
  ];
}
