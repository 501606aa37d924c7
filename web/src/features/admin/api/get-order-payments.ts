import type { OrderPayments } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { AdminPayment } from '../order-types';

/** GET /admin/payments/{orderId}: the order's payment attempts, newest first, proofs included. */
export async function getOrderPayments(orderId: string, signal?: AbortSignal): Promise<AdminPayment[]> {
  const { data } = await apiClient.get<Partial<OrderPayments>>(`/admin/payments/${encodeURIComponent(orderId)}`, {
    signal,
    fallbackMessage: 'Failed to load the payment details',
  });
  return Array.isArray(data?.payments) ? data.payments : [];
}

/** A new `version` (the order's payment status) reloads after a decision. */
export function useOrderPayments(orderId: string, version: string | number) {
  return useQuery(`order-payments:${orderId}:${version}`, (signal) => getOrderPayments(orderId, signal));
}
