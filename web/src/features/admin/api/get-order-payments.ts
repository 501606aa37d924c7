import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { useQuery } from '@/lib/use-query';
import type { PaymentSummary } from '../order-types';

/** GET /admin/payments/{orderId}: the order's payment attempts, newest first, proofs included. */
export async function getOrderPayments(orderId: string, signal?: AbortSignal): Promise<PaymentSummary[]> {
  const { data } = await apiClient.get(`/admin/payments/${encodeURIComponent(orderId)}`, {
    signal,
    fallbackMessage: 'Failed to load the payment details',
    schema: contractSchema('orderPaymentsSchema'),
  });
  return data.payments;
}

/** A new `version` (the order's payment status) reloads after a decision. */
export function useOrderPayments(orderId: string, version: string | number) {
  return useQuery(`order-payments:${orderId}:${version}`, (signal) => getOrderPayments(orderId, signal));
}
