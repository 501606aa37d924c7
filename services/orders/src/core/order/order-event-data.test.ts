import { afterEach, describe, expect, it } from 'vitest';
import { DocumentOrderRepository } from '../../adapters/storage/document-order-repository';
import { ADMIN_ID, orderFor, startTestOrders, type TestOrders } from '../../testing/orders-test-kit';
import { anOrderRecord } from '../../testing/order-record';
import { orderPlacedData, statusChangedData } from './order-event-data';

let t: TestOrders;
afterEach(() => t?.close());

/** A placed order's stored record, with or without a coupon. */
async function placed(couponCode?: string) {
  t = await startTestOrders();
  const product = await t.createProduct({ name: 'Kitenge shirt', price: 20_000 });
  if (couponCode) await t.saveCoupon({ code: couponCode, type: 'fixed', value: 100 });
  const input = orderFor(1, [{ product, quantity: 2 }], couponCode ? { couponCode, discount: 100, total: 40_900 } : {});
  const { order } = await t.api.placeOrder(input);
  return { product, record: (await new DocumentOrderRepository(t.documents).findAnyById(order._id))! };
}

describe('order.placed data', () => {
  it('lists each line with product, name, price and quantity only, and names the coupon used', async () => {
    const { product, record } = await placed('PLACED');

    const data = orderPlacedData(record);

    expect(data.items).toEqual([{ productId: product._id, name: 'Kitenge shirt', price: 20_000, quantity: 2 }]);
    expect(data).toMatchObject({ couponCode: 'PLACED', subtotal: 40_000, discount: 100, total: 40_900, currency: 'RWF' });
  });

  it('names no coupon for an order placed without one', async () => {
    const { record } = await placed();

    expect(orderPlacedData(record)).not.toHaveProperty('couponCode');
  });
});

describe('order.placed data of variant lines', () => {
  it('names the variant bought and its label beside the product, for the messages to show', () => {
    const hoodie = { productId: 'a0a0a0a0a0a0a0a0a0a0a0a0', variantId: 'a1a1a1a1a1a1a1a1a1a1a1a1', variantLabel: 'L / Black', name: 'Hoodie', price: 25_000, quantity: 2, category: 'clothing', image: '/h.svg' };
    const mouse = { productId: 'b0b0b0b0b0b0b0b0b0b0b0b0', name: 'Mouse', price: 9000, quantity: 1, category: 'mice', image: '/m.svg' };
    expect(orderPlacedData(anOrderRecord({ items: [hoodie, mouse] })).items).toStrictEqual([
      { productId: hoodie.productId, variantId: hoodie.variantId, variantLabel: 'L / Black', name: 'Hoodie', price: 25_000, quantity: 2 },
      { productId: mouse.productId, name: 'Mouse', price: 9000, quantity: 1 },
    ]);
  });
});

describe('order.placed data for the messages', () => {
  it('names the delivery phone, the shopper’s SMS choice and the order’s language', async () => {
    const { record } = await placed();
    const data = orderPlacedData({ ...record, smsUpdates: false, language: 'rw' });
    expect(data.customer.phone).toBe(record.shippingAddress.phone);
    expect(data).toMatchObject({ smsUpdates: false, language: 'rw' });
  });

  it('leaves both out for an order stored before they existed', async () => {
    const { record } = await placed();
    const { smsUpdates: _sms, language: _language, ...older } = record;
    const data = orderPlacedData(older);
    expect(data).not.toHaveProperty('smsUpdates');
    expect(data).not.toHaveProperty('language');
  });
});

describe('order.status-changed data', () => {
  it('carries the tracking number and the admin notes only when there are some', async () => {
    const { record } = await placed();
    const shipped = { ...record, status: 'shipped' as const, trackingNumber: 'RW123' };

    expect(statusChangedData(record, shipped, { reason: 'admin', by: ADMIN_ID, notes: 'left with the guard' })).toMatchObject({
      from: 'pending',
      to: 'shipped',
      trackingNumber: 'RW123',
      notes: 'left with the guard',
    });
    const plain = statusChangedData(record, { ...record, status: 'processing', trackingNumber: '' }, { reason: 'admin', by: ADMIN_ID, notes: '' });
    expect(plain).not.toHaveProperty('trackingNumber');
    expect(plain).not.toHaveProperty('notes');
  });
});
