import type { NewsletterCampaignQueuedData, NewsletterSubscribedData, NewsletterUnsubscribedData } from '@shop/contracts';

/** Records the service's events in the outbox of its own store; a relay publishes them. */
export interface NewsletterEvents {
  /**
   * One event per activation: `activationId` is the event id, so recording the same
   * activation again is a no-op.
   */
  subscribed(activationId: string, data: NewsletterSubscribedData): Promise<void>;
  /**
   * One event per deactivation: `deactivationId` is the event id, so recording the same
   * deactivation again is a no-op.
   */
  unsubscribed(deactivationId: string, data: NewsletterUnsubscribedData): Promise<void>;
  /** One event per bulk e-mail; the campaign id is the event id. */
  campaignQueued(campaignId: string, data: NewsletterCampaignQueuedData, at: string): Promise<void>;
}
