import { DEFAULT_DELIVERY_ZONES, DELIVERY_ZONE_MESSAGES } from '@shop/domain';
import { expect, it } from 'vitest';
import { adminActor, failureOf, orderFor } from '../orders-test-kit';
import type { ContractContext } from './context';

export function deliveryZonesContract(ctx: ContractContext): void {
  it('answers the seeded zones, takes the admin’s table and prices the next order with it', async () => {
    const { t } = ctx;
    expect((await t.api.deliveryZones()).zones.map((zone) => zone.id)).toEqual(DEFAULT_DELIVERY_ZONES.map((zone) => zone.id));
    const zones = DEFAULT_DELIVERY_ZONES.map((zone) => (zone.id === 'northern' ? { ...zone, fee: 2_800 } : zone));
    expect((await t.api.replaceDeliveryZones({ zones, ...adminActor })).zones[1]).toMatchObject({ id: 'northern', fee: 2_800 });
    const product = await t.createProduct({ price: 30_000 });
    const base = orderFor(70, [{ product, quantity: 1 }]);
    const { order } = await t.api.placeOrder({
      ...base,
      shippingAddress: { ...base.shippingAddress, district: 'Musanze' },
      deliveryFee: 2_800,
      total: 32_800,
      paymentInfo: { ...base.paymentInfo, amount: 32_800 },
    });
    expect(order).toMatchObject({ deliveryFee: 2_800, total: 32_800, delivery: { zone: 'northern', district: 'Musanze', fee: 2_800, estimate: { minDays: 4, maxDays: 6 } } });
  });

  it('refuses a table that leaves a district out, and an order to an unknown district', async () => {
    const { t } = ctx;
    const failure = await failureOf(t.api.replaceDeliveryZones({ zones: DEFAULT_DELIVERY_ZONES.slice(1), ...adminActor }));
    expect(failure).toMatchObject({ kind: 'invalid', message: DELIVERY_ZONE_MESSAGES.noZone('Gasabo') });
    const product = await t.createProduct();
    const base = orderFor(71, [{ product, quantity: 1 }]);
    const refused = await failureOf(t.api.placeOrder({ ...base, shippingAddress: { ...base.shippingAddress, district: 'Atlantis' } }));
    expect(refused).toMatchObject({ kind: 'invalid', errors: [{ path: 'shippingAddress.district', message: DELIVERY_ZONE_MESSAGES.unknownDistrict }] });
  });
}
