import type { Order } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';

/**
 * POST /orders/{id}/fiscal-receipts/print: the order as it was before this print, so an EBM
 * receipt printed before prints as a COPY; its signed receipts count as printed from now on.
 */
export async function printReceipt(orderId: string): Promise<Order> {
  const { data } = await apiClient.post(`/orders/${encodeURIComponent(orderId)}/fiscal-receipts/print`, undefined, {
    fallbackMessage: translate('orders.receipt.failed'),
    schema: contractSchema('orderSchema'),
  });
  return data;
}
