import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import type { PaymentMethodInfo } from '../types';

/** GET /payments/methods?amount: the enabled methods; the manual dial code carries the amount. */
export async function getPaymentMethods(amount: number, signal?: AbortSignal): Promise<PaymentMethodInfo[]> {
  const { data } = await apiClient.get('/payments/methods', {
    query: { amount: amount > 0 ? Math.round(amount) : undefined },
    signal,
    auth: false,
    fallbackMessage: 'Failed to load payment methods',
    schema: contractSchema('methodsSchema'),
  });
  return Object.values(data).filter((info): info is PaymentMethodInfo => info !== undefined && info.enabled);
}
