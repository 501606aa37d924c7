import { COUPON_MESSAGES, type CouponRecord } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentCouponRepository } from '../../adapters/storage/document-coupon-repository';
import { DocumentOrderRepository } from '../../adapters/storage/document-order-repository';
import { orderFor, silentLogger, startTestOrders, userId, type TestOrders } from '../../testing/orders-test-kit';
import { CouponUsage } from './coupon-usage';

let t: TestOrders;
afterEach(() => t?.close());

const applied = (record: CouponRecord) => ({ code: record.code, discountType: record.type, discountValue: record.value });

async function start() {
  t = await startTestOrders();
  const coupons = new DocumentCouponRepository(t.documents);
  const orders = new DocumentOrderRepository(t.documents);
  const usage = new CouponUsage({ coupons, orders, clock: t.clock, log: silentLogger() });
  return { coupons, orders, usage };
}

/** Places an order of shopper n with the coupon (100 off one 20 000 item) and returns its stored record. */
async function placeWith(orders: DocumentOrderRepository, code: string, n: number) {
  const product = await t.createProduct({ price: 20_000 });
  const { order } = await t.api.placeOrder(orderFor(n, [{ product, quantity: 1 }], { couponCode: code, discount: 100, total: 20_900 }));
  return (await orders.findAnyById(order._id))!;
}

describe('counting a coupon use when an order is placed', () => {
  it('refuses a coupon whose uses are all taken, with the used-up message', async () => {
    const { coupons, usage } = await start();
    const record: CouponRecord = { code: 'TWICE', type: 'fixed', value: 100, usageLimit: 2 };
    await t.saveCoupon(record);

    expect(await usage.count(applied(record), record, userId(1))).toBeNull();
    expect(await usage.count(applied(record), record, userId(2))).toBeNull();
    expect(await usage.count(applied(record), record, userId(3))).toEqual({ reason: 'used_up', message: COUPON_MESSAGES.used_up });
    expect(await coupons.timesUsedBy('TWICE', userId(3))).toBe(0);
  });

  it('refuses a shopper who used up their own uses, giving the overall use back', async () => {
    const { coupons, usage } = await start();
    const record: CouponRecord = { code: 'ONCEEACH', type: 'fixed', value: 100, perUserLimit: 1 };
    await t.saveCoupon(record);

    expect(await usage.count(applied(record), record, userId(1))).toBeNull();
    expect(await usage.count(applied(record), record, userId(1))).toEqual({ reason: 'user_used_up', message: 'You have already used this coupon' });
    expect(await t.couponUses('ONCEEACH')).toBe(1);
    expect(await coupons.timesUsedBy('ONCEEACH', userId(1))).toBe(1);
    expect(await usage.count(applied(record), record, userId(2))).toBeNull();
  });
});

describe('giving a coupon use back when an order is cancelled or expires', () => {
  it('gives the use back once, however often it is asked with the same order', async () => {
    const { coupons, orders, usage } = await start();
    await t.saveCoupon({ code: 'BACK', type: 'fixed', value: 100 });
    const first = await placeWith(orders, 'BACK', 1);
    await placeWith(orders, 'BACK', 2);
    expect(await t.couponUses('BACK')).toBe(2);

    await usage.giveBack(first);
    await usage.giveBack(first);
    await usage.giveBack((await orders.findAnyById(first.id))!);

    expect(await t.couponUses('BACK')).toBe(1);
    expect(await coupons.timesUsedBy('BACK', first.userId)).toBe(0);
    expect((await orders.findAnyById(first.id))!.couponUsage).toBe('returned');
  });

  it('counts a returned use again, once and beyond the limit, when the order is paid with the discount after all', async () => {
    const { coupons, orders, usage } = await start();
    await t.saveCoupon({ code: 'LATE', type: 'fixed', value: 100, usageLimit: 1 });
    const first = await placeWith(orders, 'LATE', 1);
    await usage.giveBack(first);
    // Another shopper takes the freed use meanwhile.
    await placeWith(orders, 'LATE', 2);
    const returned = (await orders.findAnyById(first.id))!;

    await usage.recount(returned);
    await usage.recount(returned);
    await usage.recount((await orders.findAnyById(first.id))!);

    expect(await t.couponUses('LATE')).toBe(2);
    expect(await coupons.timesUsedBy('LATE', first.userId)).toBe(1);
    expect((await orders.findAnyById(first.id))!.couponUsage).toBe('counted');
  });

  it('counts nothing again for an order whose use was never given back', async () => {
    const { orders, usage } = await start();
    await t.saveCoupon({ code: 'KEPT', type: 'fixed', value: 100 });
    const order = await placeWith(orders, 'KEPT', 1);

    await usage.recount(order);

    expect(await t.couponUses('KEPT')).toBe(1);
  });
});
