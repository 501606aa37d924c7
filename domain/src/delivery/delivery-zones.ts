import { DELIVERY_FEE, FREE_DELIVERY_THRESHOLD, type DeliveryRule } from './delivery-fee';
import { RWANDA_DISTRICTS, RWANDA_PROVINCES } from './districts';
import { DELIVERY_ESTIMATE_BUSINESS_DAYS } from '../constants/store-policy';
import type { FieldError } from '../validation/field-error';

/** How long a delivery takes, in business days (min ≤ max). */
export interface DeliveryEstimate {
  minDays: number;
  maxDays: number;
}

/** A delivery zone: a set of districts sharing a fee, a free-delivery threshold and an estimate. */
export interface DeliveryZone extends DeliveryRule {
  /** Stable key, e.g. `kigali`, `northern`. */
  id: string;
  /** Shown to shoppers and admins, e.g. "Northern Province". */
  name: string;
  estimate: DeliveryEstimate;
  /** District names as RWANDA_DISTRICTS spells them. */
  districts: string[];
}

/** What an order records of its delivery: the zone it was priced with and what it promised. */
export interface OrderDelivery {
  zone: string;
  district: string;
  fee: number;
  estimate: DeliveryEstimate;
}

/** SPEC's rule: 1,000 RWF below 50,000 after discount, free from 50,000, 3–4 business days. */
export const KIGALI_DELIVERY_ZONE: DeliveryZone = {
  id: 'kigali',
  name: 'Kigali City',
  fee: DELIVERY_FEE,
  freeFrom: FREE_DELIVERY_THRESHOLD,
  estimate: { minDays: DELIVERY_ESTIMATE_BUSINESS_DAYS.min, maxDays: DELIVERY_ESTIMATE_BUSINESS_DAYS.max },
  districts: [...RWANDA_PROVINCES.kigali],
};

/** The zones a shop starts with: Kigali on SPEC's rule, one zone per province beyond it. */
export const DEFAULT_DELIVERY_ZONES: readonly DeliveryZone[] = [
  KIGALI_DELIVERY_ZONE,
  { id: 'northern', name: 'Northern Province', fee: 3_000, freeFrom: 100_000, estimate: { minDays: 4, maxDays: 6 }, districts: [...RWANDA_PROVINCES.northern] },
  { id: 'southern', name: 'Southern Province', fee: 3_000, freeFrom: 100_000, estimate: { minDays: 4, maxDays: 6 }, districts: [...RWANDA_PROVINCES.southern] },
  { id: 'eastern', name: 'Eastern Province', fee: 2_500, freeFrom: 100_000, estimate: { minDays: 4, maxDays: 5 }, districts: [...RWANDA_PROVINCES.eastern] },
  { id: 'western', name: 'Western Province', fee: 3_500, freeFrom: 100_000, estimate: { minDays: 5, maxDays: 6 }, districts: [...RWANDA_PROVINCES.western] },
];

/** The district as RWANDA_DISTRICTS spells it, whatever its case and surrounding spaces; undefined when unknown. */
export function canonicalDistrict(district: string): string | undefined {
  const wanted = district.trim().toLowerCase();
  return RWANDA_DISTRICTS.find((known) => known.toLowerCase() === wanted);
}

/** The zone that delivers to a district (case and spaces ignored); undefined when none does. */
export function zoneForDistrict(zones: readonly DeliveryZone[], district: string): DeliveryZone | undefined {
  const name = canonicalDistrict(district);
  return zones.find((zone) => zone.districts.some((known) => known === name));
}

/** The delivery an order to this zone records. */
export function orderDeliveryOf(zone: DeliveryZone, district: string, fee: number): OrderDelivery {
  return { zone: zone.id, district, fee, estimate: { minDays: zone.estimate.minDays, maxDays: zone.estimate.maxDays } };
}

/** What the shop answers when a zone table is refused. */
export const DELIVERY_ZONE_MESSAGES = {
  unknownDistrict: 'We do not deliver to this district yet: choose one of Rwanda’s 30 districts',
  noZones: 'Define at least one delivery zone',
  blankName: 'A delivery zone needs a name',
  blankId: 'A delivery zone needs an id',
  duplicateId: 'Two delivery zones cannot share an id',
  wholeFee: 'The delivery fee is a whole number of RWF, 0 or more',
  wholeThreshold: 'The free-delivery threshold is a whole number of RWF, 0 or more',
  wholeDays: 'Delivery estimates are whole numbers of business days, 1 or more',
  minAfterMax: 'The shortest estimate cannot be longer than the longest',
  notADistrict: (district: string) => `${district} is not one of Rwanda’s 30 districts`,
  twoZones: (district: string) => `${district} is in more than one delivery zone`,
  noZone: (district: string) => `${district} is in no delivery zone`,
} as const;

function wholeAtLeast(value: number, min: number): boolean {
  return Number.isInteger(value) && value >= min;
}

/**
 * Every rule a zone table must keep, field by field: named zones with distinct ids, fees and
 * thresholds in whole RWF, estimates in whole business days with min ≤ max, and each of the
 * 30 districts in exactly one zone. Empty when the table is fine.
 */
export function checkDeliveryZones(zones: readonly DeliveryZone[]): FieldError[] {
  const errors: FieldError[] = [];
  if (zones.length === 0) return [{ path: 'zones', message: DELIVERY_ZONE_MESSAGES.noZones }];
  const ids = new Set<string>();
  const zoneOf = new Map<string, number>();
  zones.forEach((zone, index) => {
    const at = `zones.${index}`;
    if (zone.id.trim() === '') errors.push({ path: `${at}.id`, message: DELIVERY_ZONE_MESSAGES.blankId });
    else if (ids.has(zone.id)) errors.push({ path: `${at}.id`, message: DELIVERY_ZONE_MESSAGES.duplicateId });
    ids.add(zone.id);
    if (zone.name.trim() === '') errors.push({ path: `${at}.name`, message: DELIVERY_ZONE_MESSAGES.blankName });
    if (!wholeAtLeast(zone.fee, 0)) errors.push({ path: `${at}.fee`, message: DELIVERY_ZONE_MESSAGES.wholeFee });
    if (!wholeAtLeast(zone.freeFrom, 0)) errors.push({ path: `${at}.freeFrom`, message: DELIVERY_ZONE_MESSAGES.wholeThreshold });
    const { minDays, maxDays } = zone.estimate;
    if (!wholeAtLeast(minDays, 1) || !wholeAtLeast(maxDays, 1)) errors.push({ path: `${at}.estimate`, message: DELIVERY_ZONE_MESSAGES.wholeDays });
    else if (minDays > maxDays) errors.push({ path: `${at}.estimate.minDays`, message: DELIVERY_ZONE_MESSAGES.minAfterMax });
    for (const district of zone.districts) {
      const name = canonicalDistrict(district);
      if (name === undefined) errors.push({ path: `${at}.districts`, message: DELIVERY_ZONE_MESSAGES.notADistrict(district) });
      else if (zoneOf.has(name)) errors.push({ path: `${at}.districts`, message: DELIVERY_ZONE_MESSAGES.twoZones(name) });
      else zoneOf.set(name, index);
    }
  });
  for (const district of RWANDA_DISTRICTS) {
    if (!zoneOf.has(district)) errors.push({ path: 'zones', message: DELIVERY_ZONE_MESSAGES.noZone(district) });
  }
  return errors;
}

/** A zone table as it is stored: names and ids trimmed, districts spelled as RWANDA_DISTRICTS does. Call after checkDeliveryZones. */
export function normaliseDeliveryZones(zones: readonly DeliveryZone[]): DeliveryZone[] {
  return zones.map((zone) => ({
    id: zone.id.trim(),
    name: zone.name.trim(),
    fee: zone.fee,
    freeFrom: zone.freeFrom,
    estimate: { minDays: zone.estimate.minDays, maxDays: zone.estimate.maxDays },
    districts: zone.districts.map((district) => canonicalDistrict(district) ?? district),
  }));
}
