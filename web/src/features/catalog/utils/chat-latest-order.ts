import type { Order } from '@shop/contracts';
import { ApiError, apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { orderStatusLabel } from '@/lib/order-labels';
import { getAccessToken } from '@/lib/storage';
import type { ChatReply } from './chat-replies';

/**
 * GET /orders/my-orders?page=1&limit=1: the shopper's latest order (the history is newest
 * first), or null when there is none. The orders feature reads the same call, page of 50; a
 * feature does not import another, so the assistant makes it itself.
 */
export async function getLatestOrder(signal?: AbortSignal): Promise<Order | null> {
  const { data } = await apiClient.get('/orders/my-orders', {
    query: { page: 1, limit: 1 },
    signal,
    schema: contractSchema('orderPageSchema'),
  });
  return data.orders[0] ?? null;
}

/** What the reply reads of an order. */
export type LatestOrder = Pick<Order, 'orderNumber' | 'status' | 'trackingNumber'>;

export interface LatestOrderSource {
  /** Whether a session is stored (the api client sends its token). */
  signedIn(): boolean;
  latest(signal?: AbortSignal): Promise<LatestOrder | null>;
}

const fromApi: LatestOrderSource = { signedIn: () => getAccessToken() !== null, latest: getLatestOrder };

const signInReply = (): ChatReply => ({
  text: translate('chat.order.signedOut'),
  link: { to: '/login', label: translate('chat.link.signIn') },
});

/** Where the shopper's latest order is, in the current language; signed out, an invitation to sign in. */
export async function latestOrderReply(source: LatestOrderSource = fromApi, signal?: AbortSignal): Promise<ChatReply> {
  if (!source.signedIn()) return signInReply();
  let order: LatestOrder | null;
  try {
    order = await source.latest(signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof ApiError && error.status === 401) return signInReply();
    return { text: translate('chat.order.failed'), link: { to: '/orders', label: translate('chat.link.orderHistory') } };
  }
  if (!order) return { text: translate('chat.order.none'), link: { to: '/products', label: translate('chat.link.browse') } };
  const latest = translate('chat.order.latest', { number: order.orderNumber, status: orderStatusLabel(order.status) });
  const tracking = order.trackingNumber ? translate('chat.order.tracking', { tracking: order.trackingNumber }) : '';
  return {
    text: tracking ? `${latest} ${tracking}` : latest,
    link: { to: `/order-confirmation/${encodeURIComponent(order.orderNumber)}`, label: translate('chat.link.orderDetails') },
  };
}
