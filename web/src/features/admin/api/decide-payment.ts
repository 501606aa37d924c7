import type { PaymentDecisionBody } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';

export type PaymentDecision = PaymentDecisionBody['status'];

export const DECIDE_PAYMENT_FAILED = 'Failed to update the payment. Please try again.';

/** PATCH /admin/payments/{orderId} {status}: the admin's verdict on a manual payment's proof. */
export async function decidePayment(orderId: string, status: PaymentDecision): Promise<string> {
  const { message } = await apiClient.patch<unknown>(`/admin/payments/${encodeURIComponent(orderId)}`, { status }, {
    fallbackMessage: DECIDE_PAYMENT_FAILED,
  });
  return message || (status === 'paid' ? 'Payment marked as paid' : 'Payment marked as failed');
}
