import type { DeliveryZones } from '@shop/contracts';
import { apiClient } from '@/lib/api-client';
import { contractSchema } from '@/lib/contract-schema';
import { translate } from '@/lib/i18n/use-t';

/**
 * PUT /admin/delivery-zones with the whole table; resolves with the table as stored. A refusal
 * (a fractional fee, min after max, a district in no zone or two) rejects with the server's field errors.
 */
export async function saveDeliveryZones(table: DeliveryZones): Promise<DeliveryZones> {
  const { data } = await apiClient.put('/admin/delivery-zones', table, {
    fallbackMessage: translate('admin.api.zonesSaveFailed'),
    schema: contractSchema('deliveryZonesSchema'),
  });
  return data;
}
