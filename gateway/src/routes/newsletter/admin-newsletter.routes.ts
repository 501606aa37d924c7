import { pageOnlyQuery } from '../catalog/catalog-query.schemas';
import { defineRoute, type RouteDefinition } from '../route';
import type { NewsletterRouteDeps } from './newsletter-route-deps';
import { subscriberPageSchema } from './newsletter.schemas';

/** The subscriber list of the admin newsletter screen (SPEC: /admin/newsletter). */
export function adminNewsletterRoutes(deps: Pick<NewsletterRouteDeps, 'notifications'>): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/newsletter/subscribers',
      summary: 'Newsletter subscribers, newest first (20 per page unless asked, at most 100), with the totals and the last 7 days',
      tags: ['admin', 'newsletter'],
      access: 'admin',
      request: { query: pageOnlyQuery },
      response: subscriberPageSchema,
      handler: async ({ query }) => ({ data: await deps.notifications.listSubscribers(query) }),
    }),
  ];
}
