import type { DeliveryZones } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';

/** GET /delivery-zones: each zone's districts, fee, free-delivery threshold and estimate. */
export async function getDeliveryZones(signal?: AbortSignal): Promise<DeliveryZones> {
  const { data } = await apiClient.get('/delivery-zones', {
    signal,
    auth: false,
    fallbackMessage: translate('checkout.zonesFailed'),
    schema: contractSchema('deliveryZonesSchema'),
  });
  return data;
}

/** The zones the checkout prices the delivery with; kept for five minutes. */
export function useDeliveryZones() {
  return useQuery(['delivery-zones'], (signal) => getDeliveryZones(signal), { staleMs: 5 * 60_000, retries: 2 });
}
