import type { PaymentStatus } from './payment-status';

/** Statuses a mobile-money provider reports (MTN MoMo request-to-pay). */
export const MOMO_STATUSES = ['PENDING', 'SUCCESSFUL', 'FAILED'] as const;
export type MomoStatus = (typeof MOMO_STATUSES)[number];

/** The card provider's settled status. */
export const CARD_SUCCEEDED = 'succeeded';

export type ProviderStatus = MomoStatus | typeof CARD_SUCCEEDED;

const TO_ORDER: Record<ProviderStatus, PaymentStatus> = {
  PENDING: 'pending',
  SUCCESSFUL: 'paid',
  FAILED: 'failed',
  succeeded: 'paid',
};

/** The order payment status a provider status means; null for one we do not know. */
export function paymentStatusFromProvider(status: string): PaymentStatus | null {
  return Object.hasOwn(TO_ORDER, status) ? TO_ORDER[status as ProviderStatus] : null;
}
