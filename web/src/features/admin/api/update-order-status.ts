import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import type { AdminOrder } from '../order-types';
import type { OrderStatusBody } from '../utils/order-status-body';

export const UPDATE_ORDER_STATUS_FAILED = 'Failed to update order status';

/**
 * PATCH /orders/{id}/status {status, trackingNumber?, notes?}. A refusal carries the server's
 * message (a delivered or cancelled order answers 409 with it).
 */
export async function updateOrderStatus(id: string, body: OrderStatusBody): Promise<{ order: AdminOrder; message: string }> {
  const { data, message } = await apiClient.patch(`/orders/${encodeURIComponent(id)}/status`, body, {
    fallbackMessage: UPDATE_ORDER_STATUS_FAILED,
    schema: contractSchema('orderSchema'),
  });
  return { order: data, message: message || 'Order status updated successfully!' };
}
