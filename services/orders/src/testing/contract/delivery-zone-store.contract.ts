// The DeliveryZoneStore contract: one suite, run against the adapter on each document store
// (embedded SQLite in the unit project, MongoDB when MONGO_URL is set).
import { DEFAULT_DELIVERY_ZONES, type DeliveryZone } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import type { DeliveryZoneStore } from '../../core/ports/delivery-zone-store.port';

export interface ZoneStoreHarness {
  store: DeliveryZoneStore;
  /** The same store read through a second adapter instance (another process's view). */
  reopen(): DeliveryZoneStore;
  close(): Promise<void>;
}

const defaults = (): DeliveryZone[] => DEFAULT_DELIVERY_ZONES.map((zone) => ({ ...zone, estimate: { ...zone.estimate }, districts: [...zone.districts] }));

export function deliveryZoneStoreContract(name: string, make: () => Promise<ZoneStoreHarness>, options: { skip?: string } = {}): void {
  describe.skipIf(options.skip)(name, () => {
    const withStore = async (test: (h: ZoneStoreHarness) => Promise<void>) => {
      const harness = await make();
      try {
        await test(harness);
      } finally {
        await harness.close();
      }
    };

    it('holds no table before one is stored', () =>
      withStore(async ({ store }) => {
        expect(await store.load()).toBeUndefined();
      }));

    it('seeds a table once: a second seed leaves the first', () =>
      withStore(async ({ store, reopen }) => {
        expect(await store.seed(defaults())).toBe(true);
        const other = defaults().map((zone) => ({ ...zone, fee: zone.fee + 1 }));
        expect(await reopen().seed(other)).toBe(false);
        expect(await reopen().load()).toEqual(defaults());
      }));

    it('replaces the table, field for field, seeded or not', () =>
      withStore(async ({ store, reopen }) => {
        const edited = defaults();
        edited[1] = { ...edited[1]!, name: 'Amajyaruguru', fee: 2_000, freeFrom: 80_000, estimate: { minDays: 2, maxDays: 3 } };
        await store.save(edited);
        expect(await reopen().load()).toEqual(edited);
        expect(await store.seed(defaults())).toBe(false);
        await store.save(defaults().slice(0, 1));
        expect(await reopen().load()).toEqual(defaults().slice(0, 1));
      }));
  });
}
