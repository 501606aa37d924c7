import { apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';
import { contractSchema } from '@/lib/contract-schema';
import type { PaymentStatusAnswer } from '../types';

/** GET /payments/{paymentId}/status: PENDING, SUCCESSFUL or FAILED (with its reason). */
export async function getPaymentStatus(paymentId: string, signal?: AbortSignal): Promise<PaymentStatusAnswer> {
  const { data } = await apiClient.get(`/payments/${encodeURIComponent(paymentId)}/status`, {
    signal,
    fallbackMessage: translate('checkout.api.statusFailed'),
    schema: contractSchema('paymentStatusSchema'),
  });
  return data;
}
