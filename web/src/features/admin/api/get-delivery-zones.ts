import type { DeliveryZones } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';
import { useQuery } from '@/lib/use-query';

export const zonesFailed = () => translate('admin.api.zonesFailed');

export type { DeliveryZones, DeliveryZoneView } from '@shop/contracts';

/** GET /admin/delivery-zones: the whole zone table. */
export async function getAdminDeliveryZones(signal?: AbortSignal): Promise<DeliveryZones> {
  const { data } = await apiClient.get('/admin/delivery-zones', { signal, fallbackMessage: zonesFailed(), schema: contractSchema('deliveryZonesSchema') });
  return data;
}

/** The table for /admin/delivery; loaded again after a save (`invalidate('admin-delivery-zones')`). */
export function useAdminDeliveryZones() {
  return useQuery(['admin-delivery-zones'], (signal) => getAdminDeliveryZones(signal));
}
