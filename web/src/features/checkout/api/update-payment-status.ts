import { apiClient } from '@/lib/api-client';

/**
 * PATCH /orders/{id}/payment-status after a mobile payment ends (SPEC section 4: 'completed' on
 * success, else 'failed'). The server never takes a shopper's word for it: this only asks it to
 * check with the provider, so the call is best effort.
 */
export async function updatePaymentStatus(
  orderId: string,
  status: 'completed' | 'failed',
  referenceId?: string,
): Promise<void> {
  await apiClient.patch<unknown>(`/orders/${encodeURIComponent(orderId)}/payment-status`, {
    status,
    ...(referenceId ? { referenceId } : {}),
  });
}
