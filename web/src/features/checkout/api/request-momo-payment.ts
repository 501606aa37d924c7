import { apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';
import { contractSchema } from '@/lib/contract-schema';
import type { Wallet } from '@shop/domain';
import type { MomoRequest } from '../types';

/** POST /payments/momo/request: a Mobile Money prompt for the order's total goes to the phone, through its wallet (202, PENDING). */
export async function requestMomoPayment(orderId: string, phone: string, wallet: Wallet | undefined, idempotencyKey: string): Promise<MomoRequest> {
  const { data } = await apiClient.post('/payments/momo/request', { orderId, phone, ...(wallet ? { wallet } : {}) }, {
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: translate('checkout.api.momoFailed'),
    schema: contractSchema('momoRequestSchema'),
  });
  return data;
}
