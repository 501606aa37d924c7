import type { CardIntent } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';
import { contractSchema } from '@/lib/contract-schema';

/**
 * POST /payments/card/intent: a card payment of the order's total in the card provider's own
 * form (Stripe's Payment Element). The answer's client secret is for this browser only.
 */
export async function openCardIntent(orderId: string, idempotencyKey: string, signal?: AbortSignal): Promise<CardIntent> {
  const { data } = await apiClient.post('/payments/card/intent', { orderId }, {
    headers: { 'Idempotency-Key': idempotencyKey },
    signal,
    fallbackMessage: translate('checkout.card.formFailed'),
    schema: contractSchema('cardIntentSchema'),
  });
  return data;
}
