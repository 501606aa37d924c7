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
