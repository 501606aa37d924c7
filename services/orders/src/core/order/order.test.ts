import { describe, expect, it } from 'vitest';
import { toOrderView, type OrderRecord } from './order';

const placed = (overrides: Partial<OrderRecord> = {}): OrderRecord => ({
  id: '65a1b2c3d4e5f6a7b8c9d0e3',
  orderNumber: 'DS-2611-7K3F9Q',
  userId: '65a1b2c3d4e5f6a7b8c9d0e1',
  stage: 'placed',
  customer: { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw' },
  status: 'pending',
  orderNotes: '',
  items: [{ productId: '65a1b2c3d4e5f6a7b8c9d0e2', name: 'Kitenge', price: 10_000, quantity: 1, category: 'Fashion', image: 'kitenge.jpg' }],
  subtotal: 10_000,
  discount: 0,
  couponUsage: 'none',
  deliveryFee: 1000,
  total: 11_000,
  shippingAddress: { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw', phone: '0788123456', street: 'KG 7 Ave', city: 'Kigali', district: 'Gasabo', country: 'Rwanda' },
  paymentInfo: { method: 'momo', status: 'pending', amount: 11_000, currency: 'RWF' },
  reservation: { reference: '65a1b2c3d4e5f6a7b8c9d0e3', state: 'released', expiresAt: '2026-11-24T10:30:00.000Z', attempts: 1 },
  history: [],
  searchPrefixes: [],
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

describe('the order a shopper or admin sees', () => {
  it('shows no tracking number, notes, coupon or payment details before there are any', () => {
    const view = toOrderView(placed({ trackingNumber: '', adminNotes: '', couponCode: '' }));
    for (const field of ['trackingNumber', 'adminNotes', 'couponCode', 'reservationExpiresAt', 'attention']) expect(view).not.toHaveProperty(field);
    expect(view.paymentInfo).toStrictEqual({ method: 'momo', status: 'pending', amount: 11_000, currency: 'RWF' });
  });

  it('shows the tracking number, notes, coupon and payment details once they are set', () => {
    const paidAt = '2026-11-24T10:05:00.000Z';
    const view = toOrderView(
      placed({
        trackingNumber: 'TRK-1',
        adminNotes: 'Fragile',
        couponCode: 'WELCOME10',
        paymentInfo: { method: 'momo', status: 'paid', amount: 11_000, currency: 'RWF', reference: 'MP-1', failureReason: 'First try timed out', paidAt },
      }),
    );
    expect(view).toMatchObject({ trackingNumber: 'TRK-1', adminNotes: 'Fragile', couponCode: 'WELCOME10' });
    expect(view.paymentInfo).toStrictEqual({ method: 'momo', status: 'paid', amount: 11_000, currency: 'RWF', reference: 'MP-1', failureReason: 'First try timed out', paidAt });
  });
});
