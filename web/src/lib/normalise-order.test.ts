import { describe, expect, it } from 'vitest';
import { isOrderLike, normaliseOrder } from './normalise-order';

describe('normaliseOrder', () => {
  it('keeps what the shopper may see and leaves admin notes out', () => {
    const order = normaliseOrder({
      _id: 'o1',
      orderNumber: 'DS-2611-7K3F9Q',
      status: 'shipped',
      trackingNumber: 'TRK-1',
      adminNotes: 'internal',
      total: 31000,
      items: [{ product: 'p1', name: 'Mouse', price: 15000, quantity: 2, productSnapshot: { name: 'Mouse', category: 'mice', image: '/m.svg' } }],
      paymentInfo: { method: 'stripe', status: 'paid' },
    });
    expect(order).not.toHaveProperty('adminNotes');
    expect(order.trackingNumber).toBe('TRK-1');
    expect(order.items[0]).toEqual({ product: 'p1', name: 'Mouse', price: 15000, quantity: 2, productSnapshot: { name: 'Mouse', category: 'mice', image: '/m.svg' } });
    expect(order.paymentInfo).toMatchObject({ method: 'stripe', status: 'paid', amount: 31000, currency: 'RWF' });
  });

  it('fills missing fields so the screens never read undefined', () => {
    const order = normaliseOrder({ orderNumber: 'DS-1', items: [{ name: 'Cable' }] });
    expect(order.shippingAddress.street).toBe('');
    expect(order.user.firstName).toBe('');
    expect(order.subtotal).toBe(0);
    expect(order.items[0]!.productSnapshot.name).toBe('Cable');
    expect(order.trackingNumber).toBeUndefined();
  });

  it('tells an order from something else', () => {
    expect(isOrderLike({ orderNumber: 'DS-1' })).toBe(true);
    expect(isOrderLike(null)).toBe(false);
    expect(isOrderLike({ message: 'x' })).toBe(false);
  });
});
