import { DELIVERY_ZONES_FRESH_MS, DELIVERY_ZONES_KEY, getDeliveryZones } from '@/lib/delivery-zones';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';

/** The zones the checkout prices the delivery with: each zone's districts, fee, free-delivery threshold and estimate. */
export function useDeliveryZones() {
  return useQuery(DELIVERY_ZONES_KEY, (signal) => getDeliveryZones(translate('checkout.zonesFailed'), signal), { staleMs: DELIVERY_ZONES_FRESH_MS, retries: 2 });
}
