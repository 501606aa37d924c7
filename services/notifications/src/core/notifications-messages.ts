// The service's user-facing texts; SPEC texts come from @shop/domain where it keeps them.
import { NEWSLETTER_EMAIL_INVALID, UNSUBSCRIBE_TOKEN_MISSING } from '@shop/domain';

export const NOTIFICATIONS_MESSAGES = {
  /** SPEC section 8: the success text of the signup. */
  subscribed: 'Successfully subscribed! Check your email for a welcome message.',
  alreadySubscribed: "You're already subscribed to our newsletter. Thanks for staying with us!",
  emailInvalid: NEWSLETTER_EMAIL_INVALID,
  unsubscribed: 'You have been unsubscribed from the DevShop newsletter.',
  alreadyUnsubscribed: 'You are already unsubscribed from the DevShop newsletter.',
  tokenMissing: UNSUBSCRIBE_TOKEN_MISSING,
  tokenUnknown: 'This unsubscribe link is invalid or out of date. Please use the link in your latest DevShop email.',
  languageInvalid: 'Language must be en, fr or rw',
} as const;

export const MAX_SUBSCRIBERS_PAGE_SIZE = 100;
