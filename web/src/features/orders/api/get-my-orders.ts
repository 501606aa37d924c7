import type { Order } from '@shop/contracts';
import { ApiError, apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';
import type { OrderAuth, OrderStatusFilter } from '../types';

/** SPEC section 9: order history shows page 1 of 50. */
export const ORDER_HISTORY_PAGE_SIZE = 50;

/**
 * GET /orders/my-orders?page=1&limit=50[&status]: the shopper's orders, newest first. A
 * refusal is 'Failed to fetch orders'; a call that never got an answer 'Failed to load orders'
 * (SPEC section 8, Order history), in the shopper's language.
 */
export async function getMyOrders(status: OrderStatusFilter, signal?: AbortSignal): Promise<Order[]> {
  try {
    const { data } = await apiClient.get('/orders/my-orders', {
      query: { page: 1, limit: ORDER_HISTORY_PAGE_SIZE, status: status === 'all' ? undefined : status },
      signal,
      schema: contractSchema('orderPageSchema'),
    });
    return data.orders;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = error.status === 0 ? translate('orders.api.loadFailed') : translate('orders.api.fetchFailed');
    throw new ApiError(message, error.status);
  }
}

/** Loads once the session is known, and again whenever the status filter changes. */
export function useMyOrders(status: OrderStatusFilter, auth: OrderAuth) {
  const key = auth.state === 'signed-in' ? (['my-orders', auth.userId, status] as const) : null;
  return useQuery(key, (signal) => getMyOrders(status, signal), { retries: 2 });
}
