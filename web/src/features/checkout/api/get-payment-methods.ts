import { isPaymentMethod } from '@shop/domain';
import { apiClient } from '@/lib/api-client';
import type { PaymentMethodInfo, PaymentMethods } from '../types';

/** GET /payments/methods?amount: the enabled methods; the manual dial code carries the amount. */
export async function getPaymentMethods(amount: number, signal?: AbortSignal): Promise<PaymentMethodInfo[]> {
  const { data } = await apiClient.get<PaymentMethods>('/payments/methods', {
    query: { amount: amount > 0 ? Math.round(amount) : undefined },
    signal,
    auth: false,
    fallbackMessage: 'Failed to load payment methods',
  });
  return Object.entries(data ?? {}).flatMap(([id, info]) =>
    isPaymentMethod(id) && info && info.enabled !== false ? [{ ...info, id }] : [],
  );
}
