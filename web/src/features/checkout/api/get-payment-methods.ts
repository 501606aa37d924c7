import { apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';
import { contractSchema } from '@/lib/contract-schema';
import type { PaymentMethodInfo } from '../types';

/** GET /payments/methods?amount: the enabled methods; the manual dial code carries the amount. */
export async function getPaymentMethods(amount: number, signal?: AbortSignal): Promise<PaymentMethodInfo[]> {
  const { data } = await apiClient.get('/payments/methods', {
    query: { amount: amount > 0 ? Math.round(amount) : undefined },
    signal,
    auth: false,
    fallbackMessage: translate('checkout.api.methodsFailed'),
    schema: contractSchema('methodsSchema'),
  });
  return Object.values(data).filter((info): info is PaymentMethodInfo => info !== undefined && info.enabled);
}
