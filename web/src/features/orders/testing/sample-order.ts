import type { Order } from '@shop/contracts';

/** An order as the server sends it, for unit tests; `changes` override any field. */
export function sampleOrder(changes: Partial<Order> = {}): Order {
  return {
    _id: '6b026ac5cce645e17cdcf7ac',
    orderNumber: 'DS-2611-7K3F9Q',
    userId: '6b026aa5cce645e17cdcf7a1',
    status: 'confirmed',
    orderNotes: '',
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:05:00.000Z',
    subtotal: 30000,
    discount: 0,
    deliveryFee: 1000,
    total: 31000,
    items: [
      {
        product: '6b026ab5cce645e17cdcf7a2',
        name: 'DevShop Developer Sticker Pack (50 pieces)',
        price: 15000,
        quantity: 2,
        productSnapshot: { name: 'DevShop Developer Sticker Pack (50 pieces)', category: 'other', image: '/images/products/stickers.svg' },
      },
    ],
    user: { firstName: 'Demo', lastName: 'Shopper', email: 'shopper@devshop.rw' },
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
    paymentInfo: { method: 'stripe', status: 'paid', amount: 31000, currency: 'RWF', reference: 'pi_sim_1' },
    estimatedDelivery: '2026-11-25T08:00:00.000Z',
    ...changes,
  };
}
