import { translate, type MessageKey } from '@/lib/i18n/use-t';

export const paymentFailedText = (): string => translate('checkout.payment.failed');
export const paymentTimedOutText = (): string => translate('checkout.payment.timedOut');

/** MTN MoMo's failure reasons in words a shopper can act on; unknown ones get the general text. */
const REASONS: Record<string, MessageKey> = {
  APPROVAL_REJECTED: 'checkout.momo.declined',
  NOT_ENOUGH_FUNDS: 'checkout.momo.insufficientFunds',
  PAYER_LIMIT_REACHED: 'checkout.momo.limitReached',
  PAYER_NOT_FOUND: 'checkout.momo.noAccount',
  EXPIRED: 'checkout.payment.timedOut',
  TRANSACTION_CANCELED: 'checkout.momo.cancelled',
  'timed out': 'checkout.payment.timedOut',
};

export function momoFailureText(reason: string | undefined): string {
  const key = reason ? (REASONS[reason] ?? REASONS[reason.toUpperCase()]) : undefined;
  return key ? translate(key) : paymentFailedText();
}
