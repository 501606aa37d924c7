import { DEFAULT_DELIVERY_ZONES, type DeliveryZone } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { deliveryZoneChanges, deliveryZonesAction, DELIVERY_ZONES_TARGET } from './delivery-zones-audit';

const table = (): DeliveryZone[] => DEFAULT_DELIVERY_ZONES.map((zone) => ({ ...zone, estimate: { ...zone.estimate }, districts: [...zone.districts] }));
const actor = { userId: 'a'.repeat(24), email: 'admin@devshop.rw' };

describe('what a new delivery zone table changed', () => {
  it('is nothing for the same table', () => {
    expect(deliveryZoneChanges(table(), table())).toEqual([]);
    expect(deliveryZonesAction(actor, table(), table(), '2026-11-29T10:00:00.000Z')).toBeNull();
  });

  it('names each figure of a zone that changed, before and after', () => {
    const after = table();
    after[0] = { ...after[0]!, name: 'Kigali', fee: 1200, freeFrom: 60_000, estimate: { minDays: 2, maxDays: 4 } };
    expect(deliveryZoneChanges(table(), after)).toEqual([
      { field: 'kigali.name', before: 'Kigali City', after: 'Kigali' },
      { field: 'kigali.fee', before: 1000, after: 1200 },
      { field: 'kigali.freeFrom', before: 50_000, after: 60_000 },
      { field: 'kigali.estimate', before: { minDays: 3, maxDays: 4 }, after: { minDays: 2, maxDays: 4 } },
    ]);
  });

  it('names an estimate whose longest day alone changed', () => {
    const after = table();
    after[1] = { ...after[1]!, estimate: { minDays: 4, maxDays: 7 } };
    expect(deliveryZoneChanges(table(), after)).toEqual([{ field: 'northern.estimate', before: { minDays: 4, maxDays: 6 }, after: { minDays: 4, maxDays: 7 } }]);
  });

  it('names a zone added or removed with its figures, and each district that moved between zones', () => {
    const before = table();
    const after = table().filter((zone) => zone.id !== 'eastern');
    after.push({ id: 'east', name: 'East', fee: 2000, freeFrom: 90_000, estimate: { minDays: 3, maxDays: 5 }, districts: ['Bugesera'] });
    after[1] = { ...after[1]!, districts: [...after[1]!.districts, ...before[3]!.districts.filter((name) => name !== 'Bugesera')] };
    const changes = deliveryZoneChanges(before, after);
    expect(changes).toContainEqual({ field: 'east', after: { name: 'East', fee: 2000, freeFrom: 90_000, estimate: { minDays: 3, maxDays: 5 } } });
    expect(changes).toContainEqual({ field: 'eastern', before: { name: 'Eastern Province', fee: 2500, freeFrom: 100_000, estimate: { minDays: 4, maxDays: 5 } } });
    expect(changes).toContainEqual({ field: 'district.Bugesera', before: 'eastern', after: 'east' });
    expect(changes).toContainEqual({ field: 'district.Kayonza', before: 'eastern', after: 'northern' });
    expect(changes.filter((change) => change.field.startsWith('district.'))).toHaveLength(before[3]!.districts.length);
  });

  it('records a district that had no zone before as coming from none', () => {
    const before = table();
    before[0] = { ...before[0]!, districts: ['Gasabo', 'Kicukiro'] };
    expect(deliveryZoneChanges(before, table())).toEqual([{ field: 'district.Nyarugenge', before: null, after: 'kigali' }]);
  });

  it('is one entry on the zone table, by the admin, at the time given', () => {
    const after = table();
    after[4] = { ...after[4]!, fee: 4000 };
    expect(deliveryZonesAction(actor, table(), after, '2026-11-29T10:00:00.000Z')).toEqual({
      action: 'delivery-zones.changed',
      actor,
      target: { ...DELIVERY_ZONES_TARGET },
      changes: [{ field: 'western.fee', before: 3500, after: 4000 }],
      at: '2026-11-29T10:00:00.000Z',
    });
  });
});
