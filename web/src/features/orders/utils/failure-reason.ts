import { serverMessages } from '@/lib/i18n/shop-messages';
import type { MessageKey } from '@/lib/i18n/use-t';

/**
 * Why a payment failed, as the payments service records it on the order (in English, from
 * PAYMENTS_MESSAGES or the card provider), by the key that says it in the shopper's language.
 * English reads as the service wrote it.
 */
const REASON_KEYS: Readonly<Record<string, MessageKey>> = {
  'Your card was declined.': 'orders.reason.cardDeclined',
  'The card payment was interrupted': 'orders.reason.cardInterrupted',
  'Card payments are unavailable right now. Please try again in a moment.': 'orders.reason.cardUnavailable',
  'Rejected by an administrator': 'orders.reason.rejectedByAdmin',
  'timed out': 'orders.reason.timedOut',
  expired: 'orders.reason.expired',
};

/** A failure reason in the current language; one the shop does not know reads as it is. */
export const failureReasonText = serverMessages(REASON_KEYS);
