import { apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';
import { contractSchema } from '@/lib/contract-schema';
import type { CardDetails, CardPaymentResult } from '../types';

/** POST /payments/card: 200 with `success` true, or false and the bank's message on a decline. */
export async function payByCard(orderId: string, card: CardDetails, idempotencyKey: string): Promise<CardPaymentResult> {
  const { data } = await apiClient.post('/payments/card', { orderId, card }, {
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: translate('checkout.payment.failed'),
    schema: contractSchema('cardResultSchema'),
  });
  return data;
}
