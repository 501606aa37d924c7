/**
 * The `data` of the events the notifications service emits. Envelope `{id, type, occurredAt,
 * data}` (ARCHITECTURE.md); emitted through the outbox of the notifications store.
 */

export const NEWSLETTER_SUBSCRIBED = 'newsletter.subscribed';
export const NEWSLETTER_UNSUBSCRIBED = 'newsletter.unsubscribed';

/**
 * Emitted once per activation: a first subscription, and each subscription after an
 * unsubscribe. The event id is the activation's id. Consumed by orders (WELCOME2).
 */
export interface NewsletterSubscribedData extends Record<string, unknown> {
  /** Trimmed and lower-case. */
  email: string;
  subscribedAt: string;
}

/**
 * Emitted once per deactivation: when a subscription actually ends, not when its link is used
 * again. The event id is the deactivation's id. Consumed by orders (WELCOME2 eligibility ends).
 */
export interface NewsletterUnsubscribedData extends Record<string, unknown> {
  /** Trimmed and lower-case. */
  email: string;
  unsubscribedAt: string;
}

/**
 * Emitted once per bulk e-mail, by the service to itself: the campaign is recorded, then its
 * consumer sends each message in the background. The event id is the campaign id.
 */
export const NEWSLETTER_CAMPAIGN_QUEUED = 'newsletter.campaign-queued';

export interface NewsletterCampaignQueuedData extends Record<string, unknown> {
  campaignId: string;
}
