import { createEvent, currentRequestId, DuplicateKeyError, Outbox, type DocumentStore, type EventHeaders } from '@shop/platform';
import { NEWSLETTER_SUBSCRIBED, type NewsletterSubscribedData } from '../../api/newsletter-events';
import type { NewsletterEvents } from '../../core/ports/newsletter-events.port';

/**
 * newsletter.subscribed recorded in the notifications store's outbox; the OutboxRelay publishes
 * it. The event id is the activation id, so recording the same activation twice is a no-op.
 */
export class OutboxNewsletterEvents implements NewsletterEvents {
  private readonly outbox: Outbox;

  constructor(documents: DocumentStore) {
    this.outbox = new Outbox(documents);
  }

  async subscribed(activationId: string, data: NewsletterSubscribedData): Promise<void> {
    const event = createEvent(NEWSLETTER_SUBSCRIBED, { email: data.email, subscribedAt: data.subscribedAt }, { id: activationId, now: new Date(data.subscribedAt) });
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
