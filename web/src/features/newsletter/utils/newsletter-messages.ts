import { ApiError } from '@/lib/api-client';
import { serverMessages } from '@/lib/i18n/shop-messages';
import { translate, type MessageKey } from '@/lib/i18n/use-t';

/** SPEC section 8's texts of the newsletter signup and the unsubscribe page, in the current language. */
export const NEWSLETTER_MESSAGES = {
  get subscribed(): string {
    return translate('account.newsletter.subscribed');
  },
  get subscribeFailed(): string {
    return translate('account.newsletter.subscribeFailed');
  },
  get unsubscribeFailed(): string {
    return translate('account.newsletter.unsubscribeFailed');
  },
  get network(): string {
    return translate('ui.error.later');
  },
};

/** What a subscriber gets, as the unsubscribe page lists it. */
export const SUBSCRIBER_BENEFITS = [
  'account.unsubscribe.benefit.deals',
  'account.unsubscribe.benefit.newProducts',
  'account.unsubscribe.benefit.tips',
  'account.unsubscribe.benefit.earlyAccess',
] as const satisfies readonly MessageKey[];

/**
 * What the newsletter service answers in English (NOTIFICATIONS_MESSAGES), by the catalogue key
 * that says it in the shopper's language. The English catalogue holds the same texts word for word
 * (a test compares them).
 */
export const SERVER_MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  'Successfully subscribed! Check your email for a welcome message.': 'account.newsletter.subscribed',
  "You're already subscribed to our newsletter. Thanks for staying with us!": 'account.newsletter.alreadySubscribed',
  'You have been unsubscribed from the DevShop newsletter.': 'account.newsletter.unsubscribed',
  'You are already unsubscribed from the DevShop newsletter.': 'account.newsletter.alreadyUnsubscribed',
  'This unsubscribe link is invalid or out of date. Please use the link in your latest DevShop email.': 'account.newsletter.tokenUnknown',
};

/**
 * `text` in the current language when it is one the newsletter service or @shop/domain writes
 * (the e-mail check, the missing token); any other text as it is.
 */
export const newsletterMessage = serverMessages(SERVER_MESSAGE_KEYS);

/** The server's message (or the call's fallback); the network text when no answer came. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 ? error.message : NEWSLETTER_MESSAGES.network;
}
