import {
  NOTIFICATIONS_ADMIN_ACTION,
  NEWSLETTER_CAMPAIGN_QUEUED,
  NEWSLETTER_SUBSCRIBED,
  NEWSLETTER_UNSUBSCRIBED,
  type NewsletterCampaignQueuedData,
  type NewsletterSubscribedData,
  type NewsletterUnsubscribedData,
} from '@shop/contracts';
import { createEvent, currentRequestId, DuplicateKeyError, Outbox, requestOriginFields, type DocumentStore, type DomainEvent, type EventHeaders } from '@shop/platform';
import type { AdminActionRecord, NewsletterEvents } from '../../core/ports/newsletter-events.port';

/**
 * newsletter.subscribed, newsletter.unsubscribed and newsletter.campaign-queued recorded in the notifications store's outbox;
 * the OutboxRelay publishes them. The event id is the activation (or deactivation) id, so
 * recording the same change twice is a no-op.
 */
export class OutboxNewsletterEvents implements NewsletterEvents {
  private readonly outbox: Outbox;

  constructor(documents: DocumentStore) {
    this.outbox = new Outbox(documents);
  }

  async subscribed(activationId: string, data: NewsletterSubscribedData): Promise<void> {
    const event = createEvent(NEWSLETTER_SUBSCRIBED, { email: data.email, subscribedAt: data.subscribedAt }, { id: activationId, now: new Date(data.subscribedAt) });
    await this.recordOnce(event);
  }

  async unsubscribed(deactivationId: string, data: NewsletterUnsubscribedData): Promise<void> {
    const event = createEvent(
      NEWSLETTER_UNSUBSCRIBED,
      { email: data.email, unsubscribedAt: data.unsubscribedAt },
      { id: deactivationId, now: new Date(data.unsubscribedAt) },
    );
    await this.recordOnce(event);
  }

  async campaignQueued(campaignId: string, data: NewsletterCampaignQueuedData, at: string): Promise<void> {
    await this.recordOnce(createEvent(NEWSLETTER_CAMPAIGN_QUEUED, { campaignId: data.campaignId }, { id: campaignId, now: new Date(at) }));
  }

  /** With the request it came in, as the gateway (or a verified service passing it on) vouched for it. */
  async adminAction(data: AdminActionRecord): Promise<void> {
    await this.outbox.record(createEvent(NOTIFICATIONS_ADMIN_ACTION, { ...data, ...requestOriginFields() }, { now: new Date(data.at) }), headers());
  }

  private async recordOnce(event: DomainEvent): Promise<void> {
    try {
      await this.outbox.record(event, headers());
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
    }
  }
}

/** The request that caused the event, so its logs join up across services. */
function headers(): EventHeaders {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}
