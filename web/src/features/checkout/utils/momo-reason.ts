export const PAYMENT_FAILED = 'There was an issue processing your payment. Please try again.';
export const PAYMENT_TIMED_OUT =
  'We did not get an answer to the payment request in time. No money was taken; please try again.';

/** MTN MoMo's failure reasons in words a shopper can act on; unknown ones get the general text. */
const REASONS: Record<string, string> = {
  APPROVAL_REJECTED: 'The payment was declined on your phone.',
  NOT_ENOUGH_FUNDS: 'Insufficient funds in your Mobile Money account.',
  PAYER_LIMIT_REACHED: 'Your Mobile Money account has reached its limit.',
  PAYER_NOT_FOUND: 'This number has no Mobile Money account.',
  EXPIRED: PAYMENT_TIMED_OUT,
  TRANSACTION_CANCELED: 'The payment was cancelled.',
  'timed out': PAYMENT_TIMED_OUT,
};

export function momoFailureText(reason: string | undefined): string {
  if (!reason) return PAYMENT_FAILED;
  return REASONS[reason] ?? REASONS[reason.toUpperCase()] ?? PAYMENT_FAILED;
}
