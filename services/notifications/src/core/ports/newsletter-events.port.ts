import type { NewsletterSubscribedData } from '../../api/newsletter-events';

/** Records the service's events in the outbox of its own store; a relay publishes them. */
export interface NewsletterEvents {
  /**
   * One event per activation: `activationId` is the event id, so recording the same
   * activation again is a no-op.
   */
  subscribed(activationId: string, data: NewsletterSubscribedData): Promise<void>;
}
