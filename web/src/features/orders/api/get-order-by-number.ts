import type { Order } from '@shop/contracts';
import { ApiError, apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';
import type { OrderAuth } from '../types';

/** The orders service's English answer for an order that is not the shopper's, or not at all. */
const SERVER_NOT_FOUND = 'Order not found';

/** 'Please log in to view order details' (SPEC section 8, Order confirmation), in the shopper's language. */
const signedOut = () => new ApiError(translate('orders.api.signedOut'), 401);

/**
 * GET /orders/number/{orderNumber}: one of the shopper's orders. A refusal carries the
 * server's message (else 'Failed to fetch order details'); a call that never got an answer
 * is 'Failed to load order details'. A 401 (the session could not be renewed) asks the
 * shopper to log in. Each reads in the shopper's language.
 */
export async function getOrderByNumber(orderNumber: string, signal?: AbortSignal): Promise<Order> {
  try {
    const { data } = await apiClient.get(`/orders/number/${encodeURIComponent(orderNumber)}`, {
      signal,
      fallbackMessage: translate('orders.api.orderFetchFailed'),
      schema: contractSchema('orderSchema'),
    });
    return data;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 0) throw new ApiError(translate('orders.api.orderLoadFailed'), 0);
    if (error.status === 401) throw signedOut();
    if (error.message === SERVER_NOT_FOUND) throw new ApiError(translate('orders.api.orderNotFound'), error.status);
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
    if (auth.state !== 'signed-in') return Promise.reject(signedOut());
    return getOrderByNumber(orderNumber, signal);
  }, { retries: 2 });
}
