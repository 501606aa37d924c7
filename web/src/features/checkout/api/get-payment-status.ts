import { apiClient } from '@/lib/api-client';
import type { PaymentStatusAnswer } from '../types';

/** GET /payments/{paymentId}/status: PENDING, SUCCESSFUL or FAILED (with its reason). */
export async function getPaymentStatus(paymentId: string, signal?: AbortSignal): Promise<PaymentStatusAnswer> {
  const { data } = await apiClient.get<PaymentStatusAnswer>(`/payments/${encodeURIComponent(paymentId)}/status`, {
    signal,
    fallbackMessage: 'Failed to check the payment status',
  });
  return data;
}
