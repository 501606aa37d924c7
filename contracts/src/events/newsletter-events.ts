// Events the notifications service emits, recorded through the outbox of the notifications store.
import { z } from 'zod';
import { objectIdSchema } from '../id-schema';
import { defineEvent } from './envelope';
import { instant } from '../fields';

export const NEWSLETTER_SUBSCRIBED = 'newsletter.subscribed';
export const NEWSLETTER_UNSUBSCRIBED = 'newsletter.unsubscribed';
export const NEWSLETTER_CAMPAIGN_QUEUED = 'newsletter.campaign-queued';

/**
 * newsletter.subscribed: once per activation (a first subscription, and each one after an
 * unsubscribe); the event id is the activation's id. Consumed by orders (WELCOME2).
 */
export const newsletterSubscribedSchema = z.object({
  /** Trimmed and lower-case. */
  email: z.string().min(1),
  subscribedAt: instant,
});
export type NewsletterSubscribedData = z.infer<typeof newsletterSubscribedSchema>;
export const newsletterSubscribedEvent = defineEvent(NEWSLETTER_SUBSCRIBED, newsletterSubscribedSchema);

/**
 * newsletter.unsubscribed: once per deactivation (when a subscription actually ends, not when its
 * link is used again); the event id is the deactivation's id. Consumed by orders (WELCOME2 eligibility ends).
 */
export const newsletterUnsubscribedSchema = z.object({
  /** Trimmed and lower-case. */
  email: z.string().min(1),
  unsubscribedAt: instant,
});
export type NewsletterUnsubscribedData = z.infer<typeof newsletterUnsubscribedSchema>;
export const newsletterUnsubscribedEvent = defineEvent(NEWSLETTER_UNSUBSCRIBED, newsletterUnsubscribedSchema);

/**
 * newsletter.campaign-queued: once per bulk e-mail, by the service to itself; the campaign is
 * recorded, then its consumer sends each message in the background. The event id is the campaign id.
 */
export const newsletterCampaignQueuedSchema = z.object({ campaignId: objectIdSchema });
export type NewsletterCampaignQueuedData = z.infer<typeof newsletterCampaignQueuedSchema>;
export const newsletterCampaignQueuedEvent = defineEvent(NEWSLETTER_CAMPAIGN_QUEUED, newsletterCampaignQueuedSchema);
