import type { AdminActionData, NewsletterCampaignQueuedData, NewsletterSubscribedData, NewsletterUnsubscribedData } from '@shop/contracts';

/** An admin's action as the core states it; the request it came in (id, client address) is the adapter's to add. */
export type AdminActionRecord = Omit<AdminActionData, 'requestId' | 'clientAddress'>;

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
  /** notifications.admin-action: one entry of the audit trail, in the same unit of work as the change it records. */
  adminAction(data: AdminActionRecord): Promise<void>;
}
