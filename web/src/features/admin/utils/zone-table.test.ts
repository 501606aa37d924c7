import { DEFAULT_DELIVERY_ZONES } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { moveDistrict, typedNumber, zoneOfDistricts } from './zone-table';

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
});
