import { COUPON_MESSAGES } from '@shop/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { cryptoRandomness } from '../../adapters/crypto/crypto-randomness';
import { failureOf, orderFor, productInput, startTestOrders, userId, type TestOrders, adminActor, adminAccount } from '../../testing/orders-test-kit';
import type { Randomness } from '../ports/randomness.port';

let t: TestOrders;
afterEach(() => t?.close());

describe('PlaceOrder pricing', () => {
  it('charges delivery below 50,000 after the discount and not from 50,000', async () => {
    t = await startTestOrders();
    await t.saveCoupon({ code: 'LESS1000', type: 'fixed', value: 1000 });
    const at = async (price: number, coupon?: string) => {
      const product = await t.createProduct({ price });
      const discount = coupon ? 1000 : 0;
      const fee = price - discount < 50_000 ? 1000 : 0;
      const input = orderFor(1, [{ product, quantity: 1 }], { couponCode: coupon, discount, deliveryFee: fee, total: price - discount + fee });
      return (await t.api.placeOrder(input)).order;
    };
    expect(await at(49_999)).toMatchObject({ deliveryFee: 1000, total: 50_999 });
    expect(await at(50_000)).toMatchObject({ deliveryFee: 0, total: 50_000 });
    expect(await at(51_000, 'LESS1000')).toMatchObject({ discount: 1000, deliveryFee: 0, total: 50_000 });
    expect(await at(50_999, 'LESS1000')).toMatchObject({ discount: 1000, deliveryFee: 1000, total: 50_999 });
    // A client that forgot the coupon's effect on delivery is told the server's figures.
    const product = await t.createProduct({ price: 50_500 });
    const wrong = orderFor(2, [{ product, quantity: 1 }], { couponCode: 'LESS1000', discount: 1000, deliveryFee: 0, total: 49_500 });
    expect((await failureOf(t.api.placeOrder(wrong))).details).toMatchObject({ discount: 1000, deliveryFee: 1000, total: 50_500 });
  });

  it('adds up a product sent on two lines, and refuses a non-RWF currency or a foreign address', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 10_000, stock: { quantity: 5 } });
    const input = orderFor(3, [{ product, quantity: 1 }, { product, quantity: 2 }]);
    const { order } = await t.api.placeOrder(input);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ quantity: 3, price: 10_000 });
    expect((await t.product(product._id)).stock.reserved).toBe(3);
    const foreign = await failureOf(
      t.api.placeOrder({ ...input, shippingAddress: { ...input.shippingAddress, country: 'Kenya' }, paymentInfo: { method: 'stripe', currency: 'usd' } }),
    );
    expect(foreign.errors).toEqual([
      { path: 'shippingAddress.country', message: 'We deliver in Rwanda only' },
      { path: 'paymentInfo.currency', message: 'Prices are in RWF' },
    ]);
  });
});

describe('PlaceOrder against what the shopper was shown', () => {
  const nothingPlaced = async (productId: string) => {
    expect((await t.product(productId)).stock.reserved).toBe(0);
    expect(await t.documents.collection('orders').count({})).toBe(0);
  };

  it('refuses to charge an amount other than the total the shopper was shown, with the server figures; the amount may be left out', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 20_000, stock: { quantity: 2 } });
    const input = orderFor(60, [{ product, quantity: 1 }]);

    const failure = await failureOf(t.api.placeOrder({ ...input, paymentInfo: { ...input.paymentInfo, amount: input.total - 1 } }));

    expect(failure).toMatchObject({ kind: 'conflict', message: 'Prices have changed. Please review your cart.' });
    expect(failure.details).toEqual({ subtotal: 20_000, discount: 0, deliveryFee: 1000, total: 21_000, items: [{ product: product._id, price: 20_000 }] });
    await nothingPlaced(product._id);
    const { order } = await t.api.placeOrder({ ...input, paymentInfo: { method: 'momo' } });
    expect(order.paymentInfo.amount).toBe(21_000);
  });

  it('refuses a line shown at an old price even when the total matches today’s', async () => {
    t = await startTestOrders();
    const keyboard = await t.createProduct({ price: 20_000 });
    const mouse = await t.createProduct({ price: 5000 });
    const input = orderFor(61, [
      { product: keyboard, quantity: 1 },
      { product: mouse, quantity: 1 },
    ]);
    // The keyboard line still shows yesterday's 21,000 while the totals are today's.
    const items = [{ ...input.items[0]!, price: 21_000 }, input.items[1]!];

    const failure = await failureOf(t.api.placeOrder({ ...input, items }));

    expect(failure).toMatchObject({ kind: 'conflict', message: 'Prices have changed. Please review your cart.' });
    expect(failure.details).toMatchObject({ total: input.total, items: [{ product: keyboard._id, price: 20_000 }, { product: mouse._id, price: 5000 }] });
    await nothingPlaced(keyboard._id);
  });

  it('refuses a product deleted since it was put in the cart, naming its line', async () => {
    t = await startTestOrders();
    const kept = await t.createProduct();
    const gone = await t.createProduct();
    await t.catalog.deleteProduct(gone._id, adminAccount);

    const failure = await failureOf(t.api.placeOrder(orderFor(62, [{ product: kept, quantity: 1 }, { product: gone, quantity: 2 }])));

    expect(failure).toMatchObject({ kind: 'conflict', message: 'Product not found' });
    expect(failure.errors).toEqual([{ path: 'items.1.product', message: 'Product not found' }]);
    expect(failure.details).toEqual({ productId: gone._id, requested: 2, available: 0 });
    await nothingPlaced(kept._id);
  });

  it('refuses a product switched off since it was put in the cart, naming it and its line', async () => {
    t = await startTestOrders();
    const kept = await t.createProduct();
    const off = await t.createProduct();
    await t.catalog.updateProduct({ id: off._id, product: productInput({ name: off.name, status: 'inactive' }), actor: adminAccount });

    const failure = await failureOf(t.api.placeOrder(orderFor(63, [{ product: kept, quantity: 1 }, { product: off, quantity: 2 }])));

    const message = `${off.name} is no longer available`;
    expect(failure).toMatchObject({ kind: 'conflict', message });
    expect(failure.errors).toEqual([{ path: 'items.1.product', message }]);
    expect(failure.details).toEqual({ productId: off._id, name: off.name, requested: 2, available: 0 });
    await nothingPlaced(kept._id);
  });
});

describe('PlaceOrder coupon usage', () => {
  it('a coupon limited to one use is used by exactly one of 20 concurrent orders', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 30_000, stock: { quantity: 100 } });
    await t.saveCoupon({ code: 'FIRST20', type: 'percentage', value: 20, usageLimit: 1 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        t.api.placeOrder(orderFor(10 + i, [{ product, quantity: 1 }], { couponCode: 'FIRST20', discount: 6000, deliveryFee: 1000, total: 25_000 })),
      ),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    expect(placed).toHaveLength(1);
    const reasons = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
    expect(new Set(reasons)).toEqual(new Set([COUPON_MESSAGES.used_up]));
    expect(await t.couponUses('FIRST20')).toBe(1);
    expect((await t.product(product._id)).stock.reserved).toBe(1);
  });

  it('gives the use back when the stock cannot be reserved', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 30_000, stock: { quantity: 1 } });
    await t.saveCoupon({ code: 'ONEUSE', type: 'fixed', value: 500, usageLimit: 1, perUserLimit: 1 });
    const input = orderFor(30, [{ product, quantity: 2 }], { couponCode: 'ONEUSE', discount: 500, deliveryFee: 0, total: 59_500 });
    expect((await failureOf(t.api.placeOrder(input))).message).toBe('Only 1 left of Product 1');
    expect(await t.couponUses('ONEUSE')).toBe(0);
    expect(await t.documents.collection('orders').count({})).toBe(0);
  });
});

describe('PlaceOrder numbering', () => {
  /** The first `collisions` codes repeat the same characters; then real randomness. */
  function collidingRandomness(collisions: number): Randomness {
    let calls = 0;
    return {
      newId: cryptoRandomness.newId,
      chars: (alphabet, length) => (calls++ < collisions ? 'A'.repeat(length) : cryptoRandomness.chars(alphabet, length)),
    };
  }

  it('draws another number when one is taken', async () => {
    t = await startTestOrders({ random: collidingRandomness(3) });
    const product = await t.createProduct({ stock: { quantity: 5 } });
    const first = await t.api.placeOrder(orderFor(40, [{ product, quantity: 1 }]));
    const second = await t.api.placeOrder(orderFor(41, [{ product, quantity: 1 }]));
    expect(first.order.orderNumber).toBe('DS-2611-AAAAAA');
    expect(second.order.orderNumber).not.toBe('DS-2611-AAAAAA');
    expect(second.order.orderNumber).toMatch(/^DS-2611-[2-9A-HJKMNP-Z]{6}$/);
  });

  it('gives up after repeated collisions, holding nothing', async () => {
    t = await startTestOrders({ random: collidingRandomness(100) });
    const product = await t.createProduct({ stock: { quantity: 5 } });
    await t.api.placeOrder(orderFor(42, [{ product, quantity: 1 }]));
    const failure = await failureOf(t.api.placeOrder(orderFor(43, [{ product, quantity: 1 }])));
    expect(failure).toMatchObject({ kind: 'unavailable', message: 'Could not number the order. Please try again.' });
    expect((await t.product(product._id)).stock.reserved).toBe(1);
    expect((await t.api.listMyOrders({ userId: userId(43) })).pagination.total).toBe(0);
  });
});

describe('PlaceOrder idempotency after a crash', () => {
  it('a stale claim is taken over without placing the order a second time', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ stock: { quantity: 5 } });
    const input = { ...orderFor(50, [{ product, quantity: 1 }]), idempotencyKey: 'crash-after-placing' };
    const { order } = await t.api.placeOrder(input);
    // As a process that died after placing, before recording the result, leaves the key.
    const keys = t.documents.collection('idempotency_keys');
    await keys.updateOne({ key: 'crash-after-placing' }, { $set: { state: 'processing', claimedAt: t.clock.now().toISOString() }, $unset: { orderId: true } });
    t.clock.advance(61_000);
    const again = await t.api.placeOrder(input);
    expect(again.order._id).toBe(order._id);
    expect((await t.api.listMyOrders({ userId: userId(50) })).pagination.total).toBe(1);
    expect((await t.product(product._id)).stock.reserved).toBe(1);
    expect(await keys.findOne({ key: 'crash-after-placing' })).toMatchObject({ state: 'done', orderId: order._id });
  });
});

describe('PlaceOrder customer', () => {
  it('names the order after the account, not the shipping address, and checks subscriber coupons on its e-mail', async () => {
    t = await startTestOrders();
    t.accounts.set({ userId: userId(90), email: 'grace@example.rw', firstName: 'Grace', lastName: 'Mutesi' });
    await t.api.recordSubscriber('grace@example.rw');
    const product = await t.createProduct({ price: 60_000 });
    const input = orderFor(90, [{ product, quantity: 1 }], { couponCode: 'WELCOME2', discount: 1200, total: 58_800 });
    const { order } = await t.api.placeOrder({ ...input, shippingAddress: { ...input.shippingAddress, firstName: 'Someone', email: 'someone@example.rw' } });
    expect(order.user).toEqual({ firstName: 'Grace', lastName: 'Mutesi', email: 'grace@example.rw' });
    expect(order).toMatchObject({ couponCode: 'WELCOME2', discount: 1200, shippingAddress: { firstName: 'Someone', email: 'someone@example.rw' } });
    const [placed] = await t.eventsOf('order.placed');
    expect(placed!.data).toMatchObject({ customer: { firstName: 'Grace', lastName: 'Mutesi', email: 'grace@example.rw' } });
  });

  it('takes the address names when the account has none, and places nothing for an account identity does not know', async () => {
    t = await startTestOrders();
    t.accounts.set({ userId: userId(91), email: 'nameless@example.rw', firstName: '', lastName: ' ' });
    const product = await t.createProduct({ stock: { quantity: 4 } });
    const { order } = await t.api.placeOrder(orderFor(91, [{ product, quantity: 1 }]));
    expect(order.user).toEqual({ firstName: 'Aline91', lastName: 'Uwase', email: 'nameless@example.rw' });
    const unknown = await failureOf(t.api.placeOrder({ ...orderFor(92, [{ product, quantity: 1 }]), userId: 'f'.repeat(24) }));
    expect(unknown.kind).toBe('not_found');
    expect((await t.product(product._id)).stock.reserved).toBe(1);
  });
});

describe('PlaceOrder details the shopper relies on', () => {
  it('replays an order by its key only while the order exists', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ stock: { quantity: 5 } });
    const input = { ...orderFor(70, [{ product, quantity: 1 }]), idempotencyKey: 'removed-order-1' };
    const { order } = await t.api.placeOrder(input);
    expect((await t.api.placeOrder(input)).replayed).toBe(true);
    expect(await t.documents.collection('orders').deleteOne({ _id: order._id })).toBe(true);
    expect(await failureOf(t.api.placeOrder(input))).toMatchObject({ kind: 'not_found', message: 'Order not found' });
  });

  it('draws at most eight order numbers for one order before giving up', async () => {
    let draws = 0;
    t = await startTestOrders({
      random: {
        newId: cryptoRandomness.newId,
        chars: (_alphabet, length) => {
          draws += 1;
          return 'B'.repeat(length);
        },
      },
    });
    const product = await t.createProduct({ stock: { quantity: 5 } });
    await t.api.placeOrder(orderFor(71, [{ product, quantity: 1 }]));
    draws = 0;
    expect(await failureOf(t.api.placeOrder(orderFor(72, [{ product, quantity: 1 }])))).toMatchObject({ kind: 'unavailable' });
    expect(draws).toBe(8);
  });

  it('places an order at full price when its cart is unknown, waiting for the payment', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ stock: { quantity: 5 } });
    const { order } = await t.api.placeOrder({ ...orderFor(73, [{ product, quantity: 1 }]), cartId: 'no-such-cart' });
    expect(order).toMatchObject({ discount: 0, status: 'pending', paymentInfo: { method: 'momo', status: 'pending', currency: 'RWF' } });
    expect(order.couponCode).toBeUndefined();
  });

  it('trims the account’s names and e-mail, taking the address name for a blank one', async () => {
    t = await startTestOrders();
    t.accounts.set({ userId: userId(74), email: ' grace@example.rw ', firstName: '  ', lastName: ' Mutesi ' });
    const product = await t.createProduct({ stock: { quantity: 5 } });
    const { order } = await t.api.placeOrder(orderFor(74, [{ product, quantity: 1 }]));
    expect(order.user).toEqual({ firstName: 'Aline74', lastName: 'Mutesi', email: 'grace@example.rw' });
  });

  it('gives a counted coupon use back when the order is cancelled', async () => {
    t = await startTestOrders();
    const product = await t.createProduct({ price: 60_000, stock: { quantity: 5 } });
    await t.saveCoupon({ code: 'BACKAGAIN', type: 'fixed', value: 1000, usageLimit: 1 });
    const { order } = await t.api.placeOrder(orderFor(75, [{ product, quantity: 1 }], { couponCode: 'BACKAGAIN', discount: 1000, total: 59_000 }));
    expect(await t.couponUses('BACKAGAIN')).toBe(1);
    await t.api.updateOrderStatus({ orderId: order._id, status: 'cancelled', ...adminActor });
    expect(await t.couponUses('BACKAGAIN')).toBe(0);
  });
});
