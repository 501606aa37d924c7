import { apiClient } from '@/lib/api-client';
import { translate } from '@/lib/i18n/use-t';
import { contractSchema } from '@/lib/contract-schema';

/** What a retry needs to know of the order it is about to pay again. */
export interface PlacedOrderState {
  status: string;
  paymentInfo: { status: string };
}

/** GET /orders/{id}: is the order the shopper is paying again still waiting (not paid, not cancelled)? */
export async function getPlacedOrder(orderId: string): Promise<PlacedOrderState> {
  const { data } = await apiClient.get(`/orders/${encodeURIComponent(orderId)}`, {
    fallbackMessage: translate('checkout.api.orderFailed'),
    schema: contractSchema('orderSchema'),
  });
  return data;
}
