import type { RefundView } from '@shop/contracts';
import type { AdminOrder } from '../order-types';

/**
 * A paid MTN MoMo order as GET /orders answers an admin: two keyboards at 20,000 and three
 * cables at 5,000, with a 2% coupon (1,100) and free delivery: 53,900 RWF. `changes` override any field.
 */
export function sampleAdminOrder(changes: Partial<AdminOrder> = {}): AdminOrder {
  return {
    _id: '6b026ac5cce645e17cdcf7ac',
    orderNumber: 'DS-2611-7K3F9Q',
    userId: '6b026aa5cce645e17cdcf7a1',
    status: 'confirmed',
    orderNotes: '',
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:05:00.000Z',
    subtotal: 55000,
    discount: 1100,
    couponCode: 'WELCOME2',
    deliveryFee: 0,
    total: 53900,
    items: [
      { product: 'keyboard', name: 'Split keyboard', price: 20000, quantity: 2, productSnapshot: { name: 'Split keyboard', category: 'keyboards', image: '' } },
      { product: 'cable', name: 'USB-C cable', price: 5000, quantity: 3, productSnapshot: { name: 'USB-C cable', category: 'accessories', image: '' } },
    ],
    user: { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw' },
    shippingAddress: {
      firstName: 'Aline',
      lastName: 'Uwase',
      email: 'aline@example.rw',
      phone: '0788123456',
      street: 'KG 11 Ave',
      city: 'Kigali',
      district: 'Gasabo',
      country: 'Rwanda',
    },
    paymentInfo: { method: 'momo', status: 'paid', amount: 53900, currency: 'RWF', wallet: 'mtn', paidAt: '2026-11-22T08:03:00.000Z' },
    estimatedDelivery: '2026-11-25T08:00:00.000Z',
    ...changes,
  };
}

export function sampleAdminRefund(changes: Partial<RefundView> = {}): RefundView {
  return {
    refundId: 'rf_1',
    amount: 19600,
    state: 'succeeded',
    reason: 'Arrived broken',
    lines: [{ product: 'keyboard', name: 'Split keyboard', quantity: 1 }],
    requestedAt: '2026-11-24T08:00:00.000Z',
    settledAt: '2026-11-24T08:01:00.000Z',
    ...changes,
  };
}
