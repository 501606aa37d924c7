import type { Order } from '@shop/contracts';
import { ApiError, apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { useQuery } from '@/lib/use-query';
import type { OrderAuth } from '../types';

/** SPEC section 8, Order confirmation. */
export const ORDER_MESSAGES = {
  signedOut: 'Please log in to view order details',
  fetchFailed: 'Failed to fetch order details',
  loadFailed: 'Failed to load order details',
} as const;

/**
 * GET /orders/number/{orderNumber}: one of the shopper's orders. A refusal carries the
 * server's message (else 'Failed to fetch order details'); a call that never got an answer
 * is 'Failed to load order details'. A 401 (the session could not be renewed) asks the
 * shopper to log in.
 */
export async function getOrderByNumber(orderNumber: string, signal?: AbortSignal): Promise<Order> {
  try {
    const { data } = await apiClient.get(`/orders/number/${encodeURIComponent(orderNumber)}`, {
      signal,
      fallbackMessage: ORDER_MESSAGES.fetchFailed,
      schema: contractSchema('orderSchema'),
    });
    return data;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 0) throw new ApiError(ORDER_MESSAGES.loadFailed, 0);
    if (error.status === 401) throw new ApiError(ORDER_MESSAGES.signedOut, 401);
    throw error;
  }
}

/**
 * The order for the confirmation page. Nothing is fetched until the session check has
 * finished; a visitor gets 'Please log in to view order details' without a call.
 */
export function useOrderByNumber(orderNumber: string, auth: OrderAuth) {
  const key = auth.state === 'checking' ? null : (['order', auth.state === 'signed-in' ? auth.userId : null, orderNumber] as const);
  return useQuery(key, (signal) => {
    if (auth.state !== 'signed-in') return Promise.reject(new ApiError(ORDER_MESSAGES.signedOut, 401));
    return getOrderByNumber(orderNumber, signal);
  }, { retries: 2 });
}
