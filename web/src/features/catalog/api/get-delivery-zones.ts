import type { DeliveryZones } from '@shop/contracts';
import { DELIVERY_ZONES_FRESH_MS, DELIVERY_ZONES_KEY, getDeliveryZones } from '@/lib/delivery-zones';
import { translate } from '@/lib/i18n/use-t';
import { fetchFresh, prefetch } from '@/lib/use-query';

// The chat answers with the seeded zones when the table cannot be had: this message is never shown.
const fetchZones = (signal?: AbortSignal) => getDeliveryZones(translate('ui.error.later'), signal);

/** Asks for the zone table ahead (the chat opening), unless a fresh one is at hand. */
export function prefetchDeliveryZones(): void {
  prefetch(DELIVERY_ZONES_KEY, fetchZones, DELIVERY_ZONES_FRESH_MS);
}

/**
 * The zone table for a reply: the one at hand while fresh (or the request already under way),
 * otherwise asked for once; undefined when it cannot be had, so the reply falls back.
 */
export async function deliveryZonesForReply(): Promise<DeliveryZones['zones'] | undefined> {
  try {
    return (await fetchFresh(DELIVERY_ZONES_KEY, fetchZones, DELIVERY_ZONES_FRESH_MS)).zones;
  } catch {
    return undefined;
  }
}
