import { apiClient } from '@/lib/api-client';

/** What a retry needs to know of the order it is about to pay again. */
export interface PlacedOrderState {
  status: string;
  paymentInfo: { status: string };
}

/** GET /orders/{id}: is the order the shopper is paying again still waiting (not paid, not cancelled)? */
export async function getPlacedOrder(orderId: string): Promise<PlacedOrderState> {
  const { data } = await apiClient.get<PlacedOrderState>(`/orders/${encodeURIComponent(orderId)}`, {
    fallbackMessage: 'Failed to fetch order details',
  });
  return data;
}
