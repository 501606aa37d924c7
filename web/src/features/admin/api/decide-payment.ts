import type { PaymentDecisionBody } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';

export type PaymentDecision = PaymentDecisionBody['status'];

/** The message when the payment service gives none (its own message otherwise). */
export const decidePaymentFailed = () => translate('admin.api.decidePaymentFailed');

/** PATCH /admin/payments/{orderId} {status}: the admin's verdict on a manual payment's proof. */
export async function decidePayment(orderId: string, status: PaymentDecision): Promise<string> {
  await apiClient.patch<unknown>(`/admin/payments/${encodeURIComponent(orderId)}`, { status }, {
    fallbackMessage: decidePaymentFailed(),
  });
  // The server's confirmation is a fixed English sentence: the admin reads it in their language.
  return translate(status === 'paid' ? 'admin.proof.markedPaid' : 'admin.proof.markedFailed');
}
