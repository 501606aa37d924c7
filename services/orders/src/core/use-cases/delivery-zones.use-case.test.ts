import { DEFAULT_DELIVERY_ZONES, DELIVERY_ZONE_MESSAGES, type DeliveryZone } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { adminAccount, adminActor, failureOf, orderFor, startTestOrders, type TestOrders } from '../../testing/orders-test-kit';

let t: TestOrders;
afterEach(() => t?.close());

const table = (): DeliveryZone[] => DEFAULT_DELIVERY_ZONES.map((zone) => ({ ...zone, estimate: { ...zone.estimate }, districts: [...zone.districts] }));
const to = (district: string) => ({ district });

describe('the delivery zone table', () => {
  it('is seeded with Kigali on SPEC’s rule and one zone per province', async () => {
    t = await startTestOrders();
    expect(await t.api.deliveryZones()).toEqual({ zones: table() });
  });

  it('is replaced by the admin, and refused with every broken rule named', async () => {
    t = await startTestOrders();
    const edited = table();
    edited[1] = { ...edited[1]!, name: ' Amajyaruguru ', fee: 2000, districts: edited[1]!.districts.map((name) => name.toLowerCase()) };
    const saved = await t.api.replaceDeliveryZones({ zones: edited, ...adminActor });
    expect(saved.zones[1]).toMatchObject({ name: 'Amajyaruguru', fee: 2000, districts: DEFAULT_DELIVERY_ZONES[1]!.districts });
    expect(await t.api.deliveryZones()).toEqual(saved);

    const broken = table();
    broken[0]!.districts.push('Musanze');
    broken[2]!.estimate = { minDays: 6, maxDays: 4 };
    const failure = await failureOf(t.api.replaceDeliveryZones({ zones: broken, ...adminActor }));
    expect(failure).toMatchObject({ kind: 'invalid', message: DELIVERY_ZONE_MESSAGES.twoZones('Musanze') });
    expect(failure.errors).toEqual([
      { path: 'zones.1.districts', message: DELIVERY_ZONE_MESSAGES.twoZones('Musanze') },
      { path: 'zones.2.estimate.minDays', message: DELIVERY_ZONE_MESSAGES.minAfterMax },
    ]);
    expect(await t.api.deliveryZones()).toEqual(saved);
  });

  it('records in the audit trail what the admin changed, with the table, and nothing for a table unchanged', async () => {
    t = await startTestOrders();
    const edited = table();
    edited[1] = { ...edited[1]!, fee: 2500, estimate: { minDays: 3, maxDays: 5 }, districts: edited[1]!.districts.filter((name) => name !== 'Musanze') };
    edited[4] = { ...edited[4]!, districts: [...edited[4]!.districts, 'Musanze'] };
    await t.api.replaceDeliveryZones({ zones: edited, ...adminActor });
    const [entry] = await t.eventsOf('orders.admin-action');
    expect(entry?.data).toMatchObject({
      action: 'delivery-zones.changed',
      actor: adminAccount,
      target: { type: 'delivery-zones', id: 'delivery-zones' },
      changes: [
        { field: 'northern.fee', before: 3000, after: 2500 },
        { field: 'northern.estimate', before: { minDays: 4, maxDays: 6 }, after: { minDays: 3, maxDays: 5 } },
        { field: 'district.Musanze', before: 'northern', after: 'western' },
      ],
    });
    await t.api.replaceDeliveryZones({ zones: edited, ...adminActor });
    await t.outboxSettled();
    expect(await t.eventsOf('orders.admin-action')).toHaveLength(1);
  });
});

describe('an order priced with the zone of its district', () => {
  it('to Musanze pays the Northern fee below 100,000 and records the Northern estimate', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 60_000 });
    const base = orderFor(1, [{ product, quantity: 1 }]);
    const input = { ...base, shippingAddress: { ...base.shippingAddress, city: 'Musanze', ...to('Musanze') }, deliveryFee: 3000, total: 63_000, paymentInfo: { ...base.paymentInfo, amount: 63_000 } };
    const { order } = await t.api.placeOrder(input);
    expect(order).toMatchObject({ subtotal: 60_000, deliveryFee: 3000, total: 63_000 });
    expect(order.delivery).toEqual({ zone: 'northern', district: 'Musanze', fee: 3000, estimate: { minDays: 4, maxDays: 6 } });
    // Expected from the zone's shortest estimate (Kigali's: SPEC's 3 days).
    expect(Date.parse(order.estimatedDelivery) - Date.parse(order.createdAt)).toBe(4 * 86_400_000);
    expect(await t.api.getOrder({ orderId: order._id, actor: { userId: order.userId, role: 'USER' } })).toMatchObject({ delivery: order.delivery });
    const [placed] = await t.eventsOf('order.placed');
    expect(placed?.data).toMatchObject({ deliveryFee: 3000, delivery: order.delivery });
  });

  it('keeps SPEC’s rule in Kigali, and refuses Kigali’s figures upcountry with the zone’s', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 60_000, stock: { quantity: 5 } });
    const kigali = (await t.api.placeOrder(orderFor(2, [{ product, quantity: 1 }]))).order;
    expect(kigali).toMatchObject({ deliveryFee: 0, total: 60_000, delivery: { zone: 'kigali', district: 'Gasabo', fee: 0, estimate: { minDays: 3, maxDays: 4 } } });
    expect(Date.parse(kigali.estimatedDelivery) - Date.parse(kigali.createdAt)).toBe(3 * 86_400_000);
    const base = orderFor(3, [{ product, quantity: 1 }]);
    const failure = await failureOf(t.api.placeOrder({ ...base, shippingAddress: { ...base.shippingAddress, ...to(' huye ') } }));
    expect(failure).toMatchObject({ kind: 'conflict', details: { deliveryFee: 3000, total: 63_000 } });
  });

  it('is free from the zone’s threshold and follows the admin’s edit', async () => {
    t = await startTestOrders();
    const zones = table();
    zones[4] = { ...zones[4]!, fee: 4000, freeFrom: 70_000 };
    await t.api.replaceDeliveryZones({ zones, ...adminActor });
    const product = await t.createProduct({ price: 60_000, stock: { quantity: 5 } });
    const base = orderFor(4, [{ product, quantity: 1 }]);
    const west = { ...base, shippingAddress: { ...base.shippingAddress, ...to('Rubavu') }, deliveryFee: 4000, total: 64_000, paymentInfo: { ...base.paymentInfo, amount: 64_000 } };
    expect((await t.api.placeOrder(west)).order).toMatchObject({ deliveryFee: 4000, delivery: { zone: 'western', fee: 4000 } });
    const two = orderFor(5, [{ product, quantity: 2 }]);
    const free = { ...two, shippingAddress: { ...two.shippingAddress, ...to('Rubavu') } };
    expect((await t.api.placeOrder(free)).order).toMatchObject({ deliveryFee: 0, total: 120_000, delivery: { zone: 'western', fee: 0 } });
  });

  it('refuses a district no zone delivers to, with a clear message and nothing placed', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 20_000 });
    const base = orderFor(6, [{ product, quantity: 1 }]);
    const failure = await failureOf(t.api.placeOrder({ ...base, shippingAddress: { ...base.shippingAddress, ...to('Nairobi') } }));
    expect(failure).toMatchObject({ kind: 'invalid', message: DELIVERY_ZONE_MESSAGES.unknownDistrict });
    expect(failure.errors).toEqual([{ path: 'shippingAddress.district', message: DELIVERY_ZONE_MESSAGES.unknownDistrict }]);
    expect(await t.documents.collection('orders').count({})).toBe(0);
  });
});
