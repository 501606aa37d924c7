import { CHECKOUT_EMPTY_CART, CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from '@shop/domain';
import { expect, it } from 'vitest';
import { asAdmin, asUser, failureOf, orderFor, shopper, userId } from '../orders-test-kit';
import { ORDER_NUMBER, type ContractContext } from './context';

export function placingContract(ctx: ContractContext): void {
  it('prices from the catalogue, holds the stock and starts pending whatever payment status the client sends', async () => {
    const { t } = ctx;
    const keyboard = await t.createProduct({ name: 'Keychron K2', price: 20_000, stock: { quantity: 5 } });
    const input = orderFor(1, [{ product: keyboard, quantity: 2 }], { orderNotes: ' Call at the gate ' });
    const { order, replayed } = await t.api.placeOrder({ ...input, paymentInfo: { ...input.paymentInfo, status: 'paid' } });
    expect(replayed).toBe(false);
    expect(order.orderNumber).toMatch(ORDER_NUMBER);
    expect(order.orderNumber.startsWith('DS-2611-')).toBe(true);
    expect(order).toMatchObject({
      status: 'pending',
      subtotal: 40_000,
      discount: 0,
      deliveryFee: 1000,
      total: 41_000,
      orderNotes: 'Call at the gate',
      user: { firstName: 'Aline1', lastName: 'Uwase', email: 'shopper1@example.rw' },
      paymentInfo: { method: 'momo', status: 'pending', amount: 41_000, currency: 'RWF' },
      shippingAddress: { city: 'Kigali', country: 'Rwanda', district: 'Gasabo', phone: '0788123456' },
      estimatedDelivery: '2026-11-17T09:00:00.000Z',
      reservationExpiresAt: '2026-11-14T09:30:00.000Z',
    });
    expect(order.items).toEqual([
      {
        product: keyboard._id,
        name: 'Keychron K2',
        price: 20_000,
        quantity: 2,
        productSnapshot: { name: 'Keychron K2', category: 'keyboards', image: '/images/products/keyboard.svg' },
      },
    ]);
    expect((await t.product(keyboard._id)).stock).toMatchObject({ quantity: 5, reserved: 2, available: 3 });
    const [placed] = await t.eventsOf('order.placed');
    expect(placed!.data).toMatchObject({ orderId: order._id, orderNumber: order.orderNumber, total: 41_000, currency: 'RWF', paymentMethod: 'momo' });
  });

  it('answers 409 with the server figures when the client is off by 1 RWF, creating and reserving nothing', async () => {
    const { t } = ctx;
    const mouse = await t.createProduct({ price: 30_000, stock: { quantity: 3 } });
    const input = orderFor(2, [{ product: mouse, quantity: 1 }]);
    const failure = await failureOf(t.api.placeOrder({ ...input, total: input.total - 1 }));
    expect(failure.kind).toBe('conflict');
    expect(failure.message).toBe('Prices have changed. Please review your cart.');
    expect(failure.details).toEqual({ subtotal: 30_000, discount: 0, deliveryFee: 1000, total: 31_000, items: [{ product: mouse._id, price: 30_000 }] });
    const stalePrice = orderFor(2, [{ product: { ...mouse, price: 29_999 }, quantity: 1 }]);
    expect((await failureOf(t.api.placeOrder(stalePrice))).details).toMatchObject({ total: 31_000, items: [{ product: mouse._id, price: 30_000 }] });
    expect((await t.api.listMyOrders({ userId: userId(2) })).orders).toEqual([]);
    expect((await t.product(mouse._id)).stock).toMatchObject({ reserved: 0, available: 3 });
  });

  it('checks every field with the checkout messages', async () => {
    const { t } = ctx;
    const product = await t.createProduct();
    const input = orderFor(3, [{ product, quantity: 1 }]);
    const failure = await failureOf(
      t.api.placeOrder({
        ...input,
        shippingAddress: { firstName: ' ', lastName: '', email: 'not-mail', phone: '+1 555 0100', street: '', city: '', district: '' },
        paymentInfo: { method: 'paypal' },
      }),
    );
    expect(failure.kind).toBe('invalid');
    expect(failure.message).toBe(CHECKOUT_MESSAGES.firstNameRequired);
    expect(failure.errors).toEqual([
      { path: 'shippingAddress.firstName', message: CHECKOUT_MESSAGES.firstNameRequired },
      { path: 'shippingAddress.lastName', message: CHECKOUT_MESSAGES.lastNameRequired },
      { path: 'shippingAddress.email', message: CHECKOUT_MESSAGES.emailInvalid },
      { path: 'shippingAddress.phone', message: CHECKOUT_MESSAGES.phoneInvalid },
      { path: 'shippingAddress.street', message: CHECKOUT_MESSAGES.addressRequired },
      { path: 'shippingAddress.city', message: CHECKOUT_MESSAGES.cityRequired },
      { path: 'shippingAddress.district', message: CHECKOUT_MESSAGES.districtRequired },
      { path: 'paymentInfo.method', message: PAYMENT_MESSAGES.unsupportedMethod },
    ]);
    const empty = await failureOf(t.api.placeOrder({ ...input, items: [] }));
    expect(empty.errors).toEqual([{ path: 'items', message: CHECKOUT_EMPTY_CART }]);
    const badLine = await failureOf(t.api.placeOrder({ ...input, items: [{ product: 'nope', quantity: 1.5, price: -1 }] }));
    expect(badLine.errors?.map((e) => e.path)).toEqual(['items.0.product', 'items.0.quantity', 'items.0.price']);
  });

  it('refuses an inactive product and a short stock, naming the product and what is left', async () => {
    const { t } = ctx;
    const hidden = await t.createProduct({ name: 'Old Hub', status: 'inactive' });
    const inactive = await failureOf(t.api.placeOrder(orderFor(4, [{ product: hidden, quantity: 1 }])));
    expect(inactive).toMatchObject({ kind: 'conflict', message: 'Old Hub is no longer available' });
    const monitor = await t.createProduct({ name: 'Dell UltraSharp 27', price: 60_000, stock: { quantity: 2 } });
    const hub = await t.createProduct({ name: 'Anker Hub', price: 10_000, stock: { quantity: 9 } });
    const short = await failureOf(t.api.placeOrder(orderFor(4, [{ product: hub, quantity: 1 }, { product: monitor, quantity: 3 }])));
    expect(short.kind).toBe('conflict');
    expect(short.message).toBe('Only 2 left of Dell UltraSharp 27');
    expect(short.details).toEqual({ productId: monitor._id, name: 'Dell UltraSharp 27', requested: 3, available: 2 });
    expect((await t.product(hub._id)).stock.reserved).toBe(0);
    expect((await t.api.listMyOrders({ userId: userId(4) })).pagination.total).toBe(0);
  });

  it('200 orders at once for a product with 10 in stock: exactly 10 succeed, each holding real stock', async () => {
    const { t } = ctx;
    const scarce = await t.createProduct({ name: 'Limited Keyboard', price: 50_000, stock: { quantity: 10 } });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => t.api.placeOrder(orderFor(100 + i, [{ product: scarce, quantity: 1 }]))),
    );
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.order] : []));
    expect(placed).toHaveLength(10);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { kind: string; message: string }] : []));
    expect(refused.every((e) => e.kind === 'conflict' && /Limited Keyboard/.test(e.message))).toBe(true);
    expect((await t.product(scarce._id)).stock).toMatchObject({ quantity: 10, reserved: 10, available: 0 });
    const all = await t.api.adminListOrders({ limit: 100 });
    expect(all.pagination.total).toBe(10);
    expect(new Set(all.orders.map((o) => o.orderNumber)).size).toBe(10);
    expect(all.orders.every((o) => o.reservationExpiresAt && o.items[0]!.quantity === 1)).toBe(true);
  });

  it('with an Idempotency-Key, 20 copies at once place one order and all answer with it', async () => {
    const { t } = ctx;
    const product = await t.createProduct({ stock: { quantity: 50 } });
    const input = { ...orderFor(5, [{ product, quantity: 1 }]), idempotencyKey: 'checkout-5-abcdef' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.api.placeOrder(input)));
    expect(new Set(answers.map((a) => a.order._id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect((await t.api.listMyOrders({ userId: userId(5) })).pagination.total).toBe(1);
    expect((await t.product(product._id)).stock.reserved).toBe(1);
    const again = await t.api.placeOrder(input);
    expect(again).toMatchObject({ replayed: true, order: { _id: answers[0]!.order._id } });

    const otherPayload = await failureOf(t.api.placeOrder({ ...input, orderNotes: 'different' }));
    expect(otherPayload).toMatchObject({ kind: 'conflict', message: 'This Idempotency-Key was already used for a different order' });
    const otherUser = await t.api.placeOrder({ ...orderFor(6, [{ product, quantity: 1 }]), idempotencyKey: 'checkout-5-abcdef' });
    expect(otherUser.order._id).not.toBe(answers[0]!.order._id);
    expect((await failureOf(t.api.placeOrder({ ...input, idempotencyKey: 'short' }))).errors).toEqual([
      { path: 'Idempotency-Key', message: 'Idempotency-Key must be 8 to 100 letters, digits, "-" or "_"' },
    ]);
  });

  it('frees the key when the first request fails, so a corrected retry with it succeeds', async () => {
    const { t } = ctx;
    const product = await t.createProduct({ price: 10_000 });
    const good = { ...orderFor(7, [{ product, quantity: 1 }]), idempotencyKey: 'retry-key-0001' };
    expect((await failureOf(t.api.placeOrder({ ...good, total: 1 }))).kind).toBe('conflict');
    expect((await t.api.placeOrder({ ...good, total: 1 }).catch((e: { kind: string }) => e.kind))).toBe('conflict');
    const placed = await t.api.placeOrder(good);
    expect(placed.order.total).toBe(11_000);
    expect((await t.api.getOrder({ orderId: placed.order._id, actor: asAdmin })).user.email).toBe(shopper(7).email);
    expect((await t.api.getOrder({ orderId: placed.order._id, actor: asUser(7) }))._id).toBe(placed.order._id);
  });
}
