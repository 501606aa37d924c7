import { describe, expect, it } from 'vitest';
import { computeCartTotals } from '../cart/cart-totals';
import { amountToFreeDelivery, deliveryFeeFor, qualifiesForFreeDelivery } from './delivery-fee';
import {
  canonicalDistrict,
  checkDeliveryZones,
  DEFAULT_DELIVERY_ZONES,
  DELIVERY_ZONE_MESSAGES as M,
  KIGALI_DELIVERY_ZONE,
  normaliseDeliveryZones,
  orderDeliveryOf,
  zoneForDistrict,
  type DeliveryZone,
} from './delivery-zones';
import { RWANDA_DISTRICTS, RWANDA_PROVINCES } from './districts';

const zones = DEFAULT_DELIVERY_ZONES;
const northern = zones.find((zone) => zone.id === 'northern')!;
const copy = (): DeliveryZone[] => zones.map((zone) => ({ ...zone, estimate: { ...zone.estimate }, districts: [...zone.districts] }));

describe('the default delivery zones', () => {
  it('keep SPEC’s rule for Kigali’s three districts', () => {
    expect(KIGALI_DELIVERY_ZONE).toEqual({
      id: 'kigali',
      name: 'Kigali City',
      fee: 1000,
      freeFrom: 50_000,
      estimate: { minDays: 3, maxDays: 4 },
      districts: ['Gasabo', 'Kicukiro', 'Nyarugenge'],
    });
    expect(zones[0]).toBe(KIGALI_DELIVERY_ZONE);
  });

  it('give each other province a dearer, slower zone', () => {
    expect(zones.map((zone) => zone.id)).toEqual(['kigali', 'northern', 'southern', 'eastern', 'western']);
    expect(zones.map((zone) => zone.name)).toEqual(['Kigali City', 'Northern Province', 'Southern Province', 'Eastern Province', 'Western Province']);
    expect(zones.map((zone) => [zone.fee, zone.freeFrom, zone.estimate.minDays, zone.estimate.maxDays])).toEqual([
      [1000, 50_000, 3, 4],
      [3000, 100_000, 4, 6],
      [3000, 100_000, 4, 6],
      [2500, 100_000, 4, 5],
      [3500, 100_000, 5, 6],
    ]);
    for (const province of ['northern', 'southern', 'eastern', 'western'] as const) {
      expect(zones.find((zone) => zone.id === province)!.districts).toEqual(RWANDA_PROVINCES[province]);
    }
  });

  it('put every one of the 30 districts in exactly one zone', () => {
    expect(checkDeliveryZones(zones)).toEqual([]);
    const all = zones.flatMap((zone) => zone.districts);
    expect(all).toHaveLength(30);
    expect(new Set(all)).toEqual(new Set(RWANDA_DISTRICTS));
  });

  it('list the provinces’ districts as the 30 districts', () => {
    expect(Object.values(RWANDA_PROVINCES).flat()).toEqual([...RWANDA_DISTRICTS]);
  });
});

describe('the zone of a district', () => {
  it('is found whatever the case and spaces', () => {
    expect(zoneForDistrict(zones, 'Musanze')).toBe(northern);
    expect(zoneForDistrict(zones, '  musanze ')).toBe(northern);
    expect(zoneForDistrict(zones, 'GASABO')).toBe(KIGALI_DELIVERY_ZONE);
    expect(canonicalDistrict(' huye')).toBe('Huye');
  });

  it('is none for a place that is not a district, or a district no zone delivers to', () => {
    expect(zoneForDistrict(zones, 'Kigali')).toBeUndefined();
    expect(zoneForDistrict(zones, '')).toBeUndefined();
    expect(canonicalDistrict('Nairobi')).toBeUndefined();
    expect(zoneForDistrict([KIGALI_DELIVERY_ZONE], 'Musanze')).toBeUndefined();
  });
});

describe('the delivery fee in a zone', () => {
  it.each([
    [0, 0],
    [1, 3000],
    [49_999, 3000],
    [50_000, 3000],
    [99_999, 3000],
    [100_000, 0],
    [250_000, 0],
  ])('upcountry, %d RWF after discount costs %d', (amount, fee) => {
    expect(deliveryFeeFor(amount, northern)).toBe(fee);
  });

  it('keeps SPEC’s fee in Kigali', () => {
    expect(deliveryFeeFor(49_999, KIGALI_DELIVERY_ZONE)).toBe(1000);
    expect(deliveryFeeFor(50_000, KIGALI_DELIVERY_ZONE)).toBe(0);
  });

  it('tells how much more makes it free', () => {
    expect(amountToFreeDelivery(60_000, northern)).toBe(40_000);
    expect(amountToFreeDelivery(100_000, northern)).toBe(0);
    expect(qualifiesForFreeDelivery(99_999, northern)).toBe(false);
    expect(qualifiesForFreeDelivery(100_000, northern)).toBe(true);
  });
});

describe('cart totals with a zone', () => {
  const lines = [{ price: 60_000, quantity: 1 }];

  it('price the delivery with the zone', () => {
    expect(computeCartTotals(lines, null, northern)).toEqual({ subtotal: 60_000, discount: 0, deliveryFee: 3000, total: 63_000, itemCount: 1 });
  });

  it('are today’s without a zone', () => {
    expect(computeCartTotals(lines)).toEqual({ subtotal: 60_000, discount: 0, deliveryFee: 0, total: 60_000, itemCount: 1 });
    expect(computeCartTotals(lines, null, null).deliveryFee).toBe(0);
    expect(computeCartTotals([{ price: 10_000, quantity: 1 }], undefined, undefined).deliveryFee).toBe(1000);
  });
});

describe('what an order records of its delivery', () => {
  it('names the zone and district, the fee paid and the estimate', () => {
    const delivery = orderDeliveryOf(northern, 'Musanze', 3000);
    expect(delivery).toEqual({ zone: 'northern', district: 'Musanze', fee: 3000, estimate: { minDays: 4, maxDays: 6 } });
    expect(delivery.estimate).not.toBe(northern.estimate);
  });
});

describe('checking a zone table', () => {
  it('says what is wrong in plain words', () => {
    expect({ ...M }).toMatchObject({
      unknownDistrict: 'We do not deliver to this district yet: choose one of Rwanda’s 30 districts',
      noZones: 'Define at least one delivery zone',
      blankName: 'A delivery zone needs a name',
      blankId: 'A delivery zone needs an id',
      duplicateId: 'Two delivery zones cannot share an id',
      wholeFee: 'The delivery fee is a whole number of RWF, 0 or more',
      wholeThreshold: 'The free-delivery threshold is a whole number of RWF, 0 or more',
      wholeDays: 'Delivery estimates are whole numbers of business days, 1 or more',
      minAfterMax: 'The shortest estimate cannot be longer than the longest',
    });
  });

  it('refuses an empty table', () => {
    expect(checkDeliveryZones([])).toEqual([{ path: 'zones', message: M.noZones }]);
  });

  it('refuses blank and repeated ids and blank names', () => {
    const table = copy();
    table[1]!.id = ' ';
    table[2]!.id = 'kigali';
    table[3]!.name = '  ';
    expect(checkDeliveryZones(table)).toEqual([
      { path: 'zones.1.id', message: M.blankId },
      { path: 'zones.2.id', message: M.duplicateId },
      { path: 'zones.3.name', message: M.blankName },
    ]);
  });

  it('refuses fractional or negative fees and thresholds, and accepts 0', () => {
    const table = copy();
    table[1]!.fee = 2500.5;
    table[2]!.fee = -1;
    table[3]!.freeFrom = 99_999.5;
    table[4]!.freeFrom = -1;
    expect(checkDeliveryZones(table)).toEqual([
      { path: 'zones.1.fee', message: M.wholeFee },
      { path: 'zones.2.fee', message: M.wholeFee },
      { path: 'zones.3.freeFrom', message: M.wholeThreshold },
      { path: 'zones.4.freeFrom', message: M.wholeThreshold },
    ]);
    const free = copy();
    free[0]!.fee = 0;
    free[0]!.freeFrom = 0;
    expect(checkDeliveryZones(free)).toEqual([]);
  });

  it('wants whole estimates of at least a day, the shortest not after the longest', () => {
    const table = copy();
    table[0]!.estimate = { minDays: 0, maxDays: 4 };
    table[1]!.estimate = { minDays: 4, maxDays: 0 };
    table[2]!.estimate = { minDays: 1.5, maxDays: 3 };
    table[3]!.estimate = { minDays: 2, maxDays: 2.5 };
    table[4]!.estimate = { minDays: 7, maxDays: 6 };
    expect(checkDeliveryZones(table)).toEqual([
      { path: 'zones.0.estimate', message: M.wholeDays },
      { path: 'zones.1.estimate', message: M.wholeDays },
      { path: 'zones.2.estimate', message: M.wholeDays },
      { path: 'zones.3.estimate', message: M.wholeDays },
      { path: 'zones.4.estimate.minDays', message: M.minAfterMax },
    ]);
    const sameDay = copy();
    sameDay[0]!.estimate = { minDays: 1, maxDays: 1 };
    expect(checkDeliveryZones(sameDay)).toEqual([]);
  });

  it('wants every district in exactly one zone, and only districts', () => {
    const table = copy();
    table[0]!.districts.push('musanze ', 'Kigali');
    table[1]!.districts = table[1]!.districts.filter((district) => district !== 'Rulindo');
    expect(checkDeliveryZones(table)).toEqual([
      { path: 'zones.0.districts', message: M.notADistrict('Kigali') },
      { path: 'zones.1.districts', message: M.twoZones('Musanze') },
      { path: 'zones', message: M.noZone('Rulindo') },
    ]);
    expect(M.notADistrict('Kigali')).toBe('Kigali is not one of Rwanda’s 30 districts');
    expect(M.twoZones('Musanze')).toBe('Musanze is in more than one delivery zone');
    expect(M.noZone('Rulindo')).toBe('Rulindo is in no delivery zone');
  });

  it('stores names trimmed and districts spelled the one way', () => {
    const table = copy();
    table[0] = { ...table[0]!, id: ' kigali ', name: ' Kigali ', districts: ['gasabo', 'KICUKIRO ', 'Nyarugenge'] };
    const stored = normaliseDeliveryZones(table);
    expect(stored[0]).toEqual({ ...KIGALI_DELIVERY_ZONE, name: 'Kigali' });
    expect(stored.slice(1)).toEqual(zones.slice(1));
    expect(normaliseDeliveryZones([{ ...northern, districts: ['Atlantis'] }])[0]!.districts).toEqual(['Atlantis']);
  });
});
