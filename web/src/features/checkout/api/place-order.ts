import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { invalidate } from '@/lib/use-query';
import type { OrderPayload, PlacedOrder } from '../types';

export const createOrderFailed = (): string => translate('checkout.createOrderFailed');

/**
 * POST /orders with SPEC section 3's payload. The Idempotency-Key is made once per checkout
 * attempt and sent again on a retry, so a repeated request gives back the same order.
 */
export async function placeOrder(payload: OrderPayload, idempotencyKey: string): Promise<PlacedOrder> {
  const { data } = await apiClient.post('/orders', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: createOrderFailed(),
    schema: contractSchema('orderSchema'),
  });
  // The order holds stock: a product page opened next asks for its stock again.
  invalidate('product');
  return data;
}
