import type { RefundBody } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import type { AdminOrder } from '../order-types';

export const refundFailed = () => translate('admin.refunds.failed');

/**
 * POST /admin/orders/{orderId}/refunds: the whole remaining amount (no lines) or chosen lines,
 * which go back into stock. The Idempotency-Key is made once per refund and sent again on a
 * retry, so a refund is made once. Answers the order with its refunds; a refusal (409 nothing
 * left to refund or not paid, 400 bad lines) carries the server's message.
 */
export async function refundOrder(orderId: string, body: RefundBody, idempotencyKey: string): Promise<AdminOrder> {
  const { data } = await apiClient.post(`/admin/orders/${encodeURIComponent(orderId)}/refunds`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: refundFailed(),
    schema: contractSchema('orderSchema'),
  });
  return data;
}
