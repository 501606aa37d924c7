import type { PaymentMethod } from '@shop/domain';

/** What the shopper is told of a refund: how much went back, and the way the payment came. */
export interface RefundFacts {
  amount: number;
  method: PaymentMethod;
  /** A manual USSD payment, paid back by the shop itself outside the app. */
  manual?: true;
}

/**
 * Where a refund goes back: to the Mobile Money number a prompt was approved on, to the card that
 * paid, or sent by the shop itself by Mobile Money (a USSD payment the shop cannot reverse).
 */
export type RefundRoute = 'mobileMoney' | 'card' | 'byHand';

export function refundRoute(refund: Pick<RefundFacts, 'method' | 'manual'>): RefundRoute {
  if (refund.manual || refund.method === 'manual_momo') return 'byHand';
  return refund.method === 'stripe' ? 'card' : 'mobileMoney';
}

/** A card refund reaches the shopper's account after the bank's usual delay. */
export const CARD_REFUND_BUSINESS_DAYS = { min: 5, max: 10 } as const;
