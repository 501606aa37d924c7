import { DELIVERY_ZONE_LIMITS, deliveryZonesSchema } from '@shop/contracts/browser';
import { checkDeliveryZones, DEFAULT_DELIVERY_ZONES, RWANDA_PROVINCES, type DeliveryZone } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { addZone, canAddZone, freshZoneId, moveDistrict, removeZone, typedNumber, zoneOfDistricts } from './zone-table';

describe('the admin’s zone table', () => {
  it('names the zone of each district', () => {
    const assigned = zoneOfDistricts(DEFAULT_DELIVERY_ZONES);
    expect(assigned.Musanze).toBe('northern');
    expect(assigned.Gasabo).toBe('kigali');
    expect(Object.keys(assigned)).toHaveLength(30);
  });

  it('moves a district into exactly one zone, keeping the provinces’ order', () => {
    const moved = moveDistrict(DEFAULT_DELIVERY_ZONES, 'Bugesera', 'kigali');
    expect(moved[0]!.districts).toEqual(['Gasabo', 'Kicukiro', 'Nyarugenge', 'Bugesera']);
    expect(moved.find((zone) => zone.id === 'eastern')!.districts).not.toContain('Bugesera');
    expect(zoneOfDistricts(moved).Bugesera).toBe('kigali');
  });

  it('reads a typed number, and a blank one as not a number', () => {
    expect(typedNumber('2500')).toBe(2500);
    expect(typedNumber('2500.5')).toBe(2500.5);
    expect(typedNumber(' ')).toBeNaN();
  });

  it('adds an unnamed zone with a fresh id, the first zone’s figures and no districts', () => {
    const added = addZone(DEFAULT_DELIVERY_ZONES);
    const [kigali] = DEFAULT_DELIVERY_ZONES;
    expect(added.slice(0, -1)).toEqual(DEFAULT_DELIVERY_ZONES);
    expect(added.at(-1)).toEqual({ id: 'zone-6', name: '', fee: kigali!.fee, freeFrom: kigali!.freeFrom, estimate: kigali!.estimate, districts: [] });
    // Named, it is a table the server takes: a zone may have no districts.
    const named = added.map((zone) => (zone.districts.length ? zone : { ...zone, name: 'Nyagatare express' }));
    expect(checkDeliveryZones(named)).toEqual([]);
    expect(deliveryZonesSchema.safeParse({ zones: named }).success).toBe(true);
  });

  it('picks an id no zone has, in the contract’s pattern and length', () => {
    const zones = [...DEFAULT_DELIVERY_ZONES, zoneWith('zone-6'), zoneWith('zone-8')];
    expect(freshZoneId(zones)).toBe('zone-9');
    expect(freshZoneId(addZone(addZone(DEFAULT_DELIVERY_ZONES)))).toBe('zone-8');
    const full = Array.from({ length: DELIVERY_ZONE_LIMITS.zones - 1 }, (_, at) => zoneWith(`zone-${at + 2}`));
    const id = freshZoneId(full);
    expect(full.map((zone) => zone.id)).not.toContain(id);
    expect(id).toMatch(/^[a-z0-9-]+$/);
    expect(id.length).toBeLessThanOrEqual(DELIVERY_ZONE_LIMITS.idLength);
  });

  it('has room for zones up to the contract’s most, and none beyond', () => {
    const zones = (count: number) => Array.from({ length: count }, (_, at) => zoneWith(`z${at}`));
    expect(canAddZone(zones(DELIVERY_ZONE_LIMITS.zones - 1))).toBe(true);
    expect(canAddZone(zones(DELIVERY_ZONE_LIMITS.zones))).toBe(false);
  });

  it('removes a zone without districts, and keeps one that still has some', () => {
    const added = addZone(DEFAULT_DELIVERY_ZONES);
    expect(removeZone(added, 'zone-6')).toEqual(DEFAULT_DELIVERY_ZONES);
    expect(removeZone(added, 'northern')).toEqual(added);
    // Once its districts have moved away, it can go.
    const emptied = RWANDA_PROVINCES.northern.reduce((zones, district) => moveDistrict(zones, district, 'kigali'), added);
    expect(removeZone(emptied, 'northern').map((zone) => zone.id)).toEqual(['kigali', 'southern', 'eastern', 'western', 'zone-6']);
  });
});

function zoneWith(id: string): DeliveryZone {
  return { ...DEFAULT_DELIVERY_ZONES[0]!, id, districts: [] };
}
