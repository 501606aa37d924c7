import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import type { AdminOrder } from '../order-types';
import type { OrderStatusBody } from '../utils/order-status-body';

export const orderStatusFailed = () => translate('admin.api.orderStatusFailed');

/**
 * PATCH /orders/{id}/status {status, trackingNumber?, notes?}. A refusal carries the server's
 * message (a delivered or cancelled order answers 409 with it).
 */
export async function updateOrderStatus(id: string, body: OrderStatusBody): Promise<{ order: AdminOrder; message: string }> {
  const { data } = await apiClient.patch(`/orders/${encodeURIComponent(id)}/status`, body, {
    fallbackMessage: orderStatusFailed(),
    schema: contractSchema('orderSchema'),
  });
  // The server's confirmation is a fixed English sentence: the admin reads it in their language.
  return { order: data, message: translate('admin.orderForm.updated') };
}
