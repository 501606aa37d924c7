import { describe, expect, it } from 'vitest';
import { normaliseAdminOrder } from './normalise-admin-order';

describe('normaliseAdminOrder', () => {
  it('keeps what the admin needs: admin notes, the payment and a flag that needs attention', () => {
    const order = normaliseAdminOrder({
      _id: 'a1',
      orderNumber: 'DS-2611-7K3F9Q',
      status: 'confirmed',
      adminNotes: 'Call before delivery',
      total: 31_000,
      items: [{ product: 'p1', name: 'Sticker Pack', price: 15_000, quantity: 2, productSnapshot: { name: 'Sticker Pack', category: 'accessories', image: '/img.png' } }],
      paymentInfo: { method: 'manual_momo', status: 'paid', amount: 31_000 },
      attention: { reason: 'refund_due', message: 'Paid after the reservation expired: refund 31,000 RWF', flaggedAt: '2026-11-23T10:00:00.000Z' },
    });
    expect(order.adminNotes).toBe('Call before delivery');
    expect(order.items).toEqual([{ product: 'p1', name: 'Sticker Pack', price: 15_000, quantity: 2, image: '/img.png' }]);
    expect(order.paymentInfo).toMatchObject({ method: 'manual_momo', status: 'paid', amount: 31_000 });
    expect(order.attention).toEqual({
      reason: 'refund_due',
      message: 'Paid after the reservation expired: refund 31,000 RWF',
      flaggedAt: '2026-11-23T10:00:00.000Z',
    });
  });

  it('fills in missing fields so a partial order still shows', () => {
    const order = normaliseAdminOrder({ orderNumber: 'DS-1', total: 5_000, attention: null });
    expect(order.items).toEqual([]);
    expect(order.user).toEqual({ firstName: '', lastName: '', email: '' });
    expect(order.shippingAddress.street).toBe('');
    expect(order.paymentInfo.amount).toBe(5_000);
    expect(order.attention).toBeUndefined();
  });
});
