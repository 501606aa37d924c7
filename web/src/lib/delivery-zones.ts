import type { DeliveryZones } from '@shop/contracts';
import { apiClient } from './api-client';
import { contractSchema } from './contract-schema';
import type { QueryKey } from './use-query';

/**
 * The shop's delivery zone table (GET /delivery-zones), as the checkout prices it and the chat
 * quotes it: one key and freshness, so either serves the other, and the admin's save
 * (`invalidate('delivery-zones')`) reaches both.
 */
export const DELIVERY_ZONES_KEY: QueryKey = ['delivery-zones'];
export const DELIVERY_ZONES_FRESH_MS = 5 * 60_000;

/** `fallbackMessage`: what the screen asking says when the table cannot be had. */
export async function getDeliveryZones(fallbackMessage: string, signal?: AbortSignal): Promise<DeliveryZones> {
  const { data } = await apiClient.get('/delivery-zones', { signal, auth: false, fallbackMessage, schema: contractSchema('deliveryZonesSchema') });
  return data;
}
