import { RWANDA_PROVINCES, type DeliveryZone, type RwandaProvince } from '@shop/domain';

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
