// Stand-ins for unit tests of the orders core's parts: a stored order and a log that keeps what
// it was told.
import type { OrderRecord } from '../core/order/order';
import type { OrdersLog } from '../core/orders-ports';

/** Aline's placed Mobile Money order, unpaid, its reservation released; a test overrides what it looks at. */
export function anOrderRecord(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
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
  };
}

/** What a use case told the operator. */
export class RecordingLog implements OrdersLog {
  readonly lines: Array<[string, Record<string, unknown>, string]> = [];
  warn(fields: Record<string, unknown>, message: string): void {
    this.lines.push(['warn', fields, message]);
  }
  info(fields: Record<string, unknown>, message: string): void {
    this.lines.push(['info', fields, message]);
  }
}
