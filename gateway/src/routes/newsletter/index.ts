import type { RouteDefinition } from '../route';
import { adminNewsletterRoutes } from './admin-newsletter.routes';
import type { NewsletterRouteDeps } from './newsletter-route-deps';
import { subscriptionRoutes } from './newsletter.routes';

export type { NewsletterRouteDeps } from './newsletter-route-deps';
export { adminNewsletterRoutes, subscriptionRoutes };

/** Every newsletter route; mount under /api/v1. */
export function newsletterRoutes(deps: NewsletterRouteDeps): RouteDefinition[] {
  return [...subscriptionRoutes(deps), ...adminNewsletterRoutes(deps)];
}
