import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';
import type { PaymentSummary } from '../order-types';

/** GET /admin/payments/{orderId}: the order's payment attempts, newest first, proofs included. */
export async function getOrderPayments(orderId: string, signal?: AbortSignal): Promise<PaymentSummary[]> {
  const { data } = await apiClient.get(`/admin/payments/${encodeURIComponent(orderId)}`, {
    signal,
    fallbackMessage: translate('admin.api.paymentsFailed'),
    schema: contractSchema('orderPaymentsSchema'),
  });
  return data.payments;
}

/** Keyed by the order's payment status too: a decision on the payment loads them again. */
export function useOrderPayments(orderId: string, paymentStatus: string) {
  return useQuery(['order-payments', orderId, paymentStatus], (signal) => getOrderPayments(orderId, signal));
}
