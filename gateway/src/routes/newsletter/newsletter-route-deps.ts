import type { NotificationsApi } from '@shop/notifications';
import type { Cache } from '@shop/platform';

/** What the newsletter routes need. */
export interface NewsletterRouteDeps {
  notifications: NotificationsApi;
  /** Rate limit counters for signups. */
  cache: Cache;
  /** Signups allowed per client in 15 minutes; default 20. */
  subscribeAttemptsPerClient?: number;
}
