/**
 * manual_momo: the shopper dials a USSD code and uploads a screenshot for an admin to check.
 * momo: a mobile-money prompt is pushed to the shopper's phone.
 * stripe: card.
 */
export const PAYMENT_METHODS = ['manual_momo', 'momo', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

export const PAYMENT_METHOD_LABELS = {
  manual_momo: 'MTN Mobile Money (manual payment)',
  momo: 'Mobile Money',
  stripe: 'Card',
} as const satisfies Record<PaymentMethod, string>;
