import { DELIVERY_ZONE_LIMITS } from '@shop/contracts/browser';
import { KIGALI_DELIVERY_ZONE, RWANDA_PROVINCES, type DeliveryZone, type RwandaProvince } from '@shop/domain';

/** The districts by province, as the admin's assignment table lists them. */
export const DISTRICTS_BY_PROVINCE = Object.entries(RWANDA_PROVINCES) as Array<[RwandaProvince, readonly string[]]>;

/** The zone id each district is in ('' when none). */
export function zoneOfDistricts(zones: readonly DeliveryZone[]): Record<string, string> {
  const assigned: Record<string, string> = {};
  for (const zone of zones) for (const district of zone.districts) assigned[district] = zone.id;
  return assigned;
}

/** Moves a district into a zone: out of every other, into that one (sorted as the provinces list them). */
export function moveDistrict(zones: readonly DeliveryZone[], district: string, zoneId: string): DeliveryZone[] {
  const order = DISTRICTS_BY_PROVINCE.flatMap(([, districts]) => districts);
  return zones.map((zone) => {
    const others = zone.districts.filter((name) => name !== district);
    const districts = zone.id === zoneId ? [...others, district] : others;
    return { ...zone, districts: districts.sort((a, b) => order.indexOf(a) - order.indexOf(b)) };
  });
}

/** A number typed in a field: a whole or fractional number as typed, NaN when blank (the server names the problem). */
export function typedNumber(value: string): number {
  return value.trim() === '' ? Number.NaN : Number(value);
}

/** Whether the table has room for one more zone: the contract refuses a table with more. */
export function canAddZone(zones: readonly DeliveryZone[]): boolean {
  return zones.length < DELIVERY_ZONE_LIMITS.zones;
}

/**
 * An id no zone has: `zone-N`, counting on from the table's size. Lower case, digits and a dash
 * as the contract wants, and short (the table holds at most 30 zones, so N stays two digits).
 */
export function freshZoneId(zones: readonly DeliveryZone[]): string {
  const taken = new Set(zones.map((zone) => zone.id));
  let n = zones.length + 1;
  while (taken.has(`zone-${n}`)) n += 1;
  return `zone-${n}`;
}

/**
 * The table with a new zone at its end: a fresh id, no name yet (the admin types it), no
 * districts, and the first zone's fee, threshold and estimate as a starting point.
 */
export function addZone(zones: readonly DeliveryZone[]): DeliveryZone[] {
  const model = zones[0] ?? KIGALI_DELIVERY_ZONE;
  const zone = { id: freshZoneId(zones), name: '', fee: model.fee, freeFrom: model.freeFrom, estimate: { ...model.estimate }, districts: [] };
  return [...zones, zone];
}

/** Whether a zone can leave the table: only once it has no districts, which would be left in no zone. */
export function canRemoveZone(zone: DeliveryZone): boolean {
  return zone.districts.length === 0;
}

/** The table without that zone; a zone that still has districts stays (see canRemoveZone). */
export function removeZone(zones: readonly DeliveryZone[], zoneId: string): DeliveryZone[] {
  return zones.filter((zone) => zone.id !== zoneId || !canRemoveZone(zone));
}
