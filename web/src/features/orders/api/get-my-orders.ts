import { ApiError, apiClient } from '@/lib/api-client';
import { useQuery } from '@/lib/use-query';
import type { Order } from '@/lib/order';
import { normaliseOrder } from '@/lib/normalise-order';
import type { OrderAuth, OrderStatusFilter } from '../types';

/** SPEC section 8, Order history. */
export const ORDER_HISTORY_MESSAGES = {
  fetchFailed: 'Failed to fetch orders',
  loadFailed: 'Failed to load orders',
} as const;

/** SPEC section 9: order history shows page 1 of 50. */
export const ORDER_HISTORY_PAGE_SIZE = 50;

/**
 * GET /orders/my-orders?page=1&limit=50[&status]: the shopper's orders, newest first. A
 * refusal is 'Failed to fetch orders'; a call that never got an answer 'Failed to load orders'.
 */
export async function getMyOrders(status: OrderStatusFilter, signal?: AbortSignal): Promise<Order[]> {
  let data: unknown;
  try {
    ({ data } = await apiClient.get<unknown>('/orders/my-orders', {
      query: { page: 1, limit: ORDER_HISTORY_PAGE_SIZE, status: status === 'all' ? undefined : status },
      signal,
    }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = error.status === 0 ? ORDER_HISTORY_MESSAGES.loadFailed : ORDER_HISTORY_MESSAGES.fetchFailed;
    throw new ApiError(message, error.status);
  }
  const orders = (data as { orders?: unknown } | null)?.orders;
  return Array.isArray(orders) ? orders.map(normaliseOrder) : [];
}

/** Loads once the session is known, and again whenever the status filter changes. */
export function useMyOrders(status: OrderStatusFilter, auth: OrderAuth) {
  const key = auth.state === 'signed-in' ? `my-orders:${auth.userId}:${status}` : null;
  return useQuery(key, (signal) => getMyOrders(status, signal));
}
