import { ApiError } from '@/lib/api-client';

/** SPEC section 8's texts of the newsletter signup and the unsubscribe page. */
export const NEWSLETTER_MESSAGES = {
  subscribed: 'Successfully subscribed! Check your email for a welcome message.',
  subscribeFailed: 'Subscription failed. Please try again.',
  unsubscribeFailed: 'Failed to unsubscribe. Please try again.',
  network: 'Something went wrong. Please try again later.',
} as const;

/** What a subscriber gets, as the unsubscribe page lists it. */
export const SUBSCRIBER_BENEFITS = ['Exclusive deals and discounts', 'New product alerts', 'Tech tips and reviews', 'Early access to sales'] as const;

/** The server's message (or the call's fallback); the network text when no answer came. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 ? error.message : NEWSLETTER_MESSAGES.network;
}
