// Test support: order.placed, payment.settled, payment.refunded and order.status-changed
// envelopes as the orders and payments services publish them.
import { ORDER_PLACED, ORDER_STATUS_CHANGED, PAYMENT_REFUNDED, PAYMENT_SETTLED } from '@shop/contracts';
import { createEvent, newId, type DomainEvent } from '@shop/platform';

export const ORDER_ID = 'a1b2c3d4e5f6a1b2c3d4e5f6';

export function orderPlacedEvent(overrides: Record<string, unknown> = {}, id = newId()): DomainEvent {
  const data = {
    orderId: ORDER_ID,
    orderNumber: 'DS-20261114-0042',
    userId: 'b'.repeat(24),
    customer: { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw' },
    items: [
      { productId: 'c'.repeat(24), name: 'Logitech MX Master 3S', price: 89000, quantity: 1 },
      { productId: 'd'.repeat(24), name: 'Keychron K2 Keyboard', price: 65000, quantity: 2 },
    ],
    subtotal: 219000,
    discount: 4380,
    couponCode: 'WELCOME2',
    deliveryFee: 0,
    total: 214620,
    currency: 'RWF',
    paymentMethod: 'manual_momo',
    reservationExpiresAt: '2026-11-15T09:00:00.000Z',
    placedAt: '2026-11-14T09:00:00.000Z',
    ...overrides,
  };
  return createEvent(ORDER_PLACED, data, { id, now: new Date('2026-11-14T09:00:00.000Z') });
}

export function paymentSettledEvent(status: 'paid' | 'failed', overrides: Record<string, unknown> = {}, id = newId()): DomainEvent {
  const data = { paymentId: 'e'.repeat(24), orderId: ORDER_ID, status, method: 'manual_momo', amount: 214620, currency: 'RWF', ...overrides };
  return createEvent(PAYMENT_SETTLED, data, { id, now: new Date('2026-11-14T10:00:00.000Z') });
}

export function paymentRefundedEvent(status: 'succeeded' | 'failed', overrides: Record<string, unknown> = {}, id = newId()): DomainEvent {
  const data = {
    refundId: '9'.repeat(24),
    orderId: ORDER_ID,
    paymentId: 'e'.repeat(24),
    method: 'momo',
    amount: 89000,
    currency: 'RWF',
    status,
    settledAt: '2026-11-16T09:00:00.000Z',
    ...overrides,
  };
  return createEvent(PAYMENT_REFUNDED, data, { id, now: new Date('2026-11-16T09:00:00.000Z') });
}

export function statusChangedEvent(overrides: Record<string, unknown> = {}, id = newId()): DomainEvent {
  const data = {
    orderId: ORDER_ID,
    orderNumber: 'DS-20261114-0042',
    userId: 'b'.repeat(24),
    email: 'aline@example.rw',
    from: 'processing',
    to: 'shipped',
    paymentStatus: 'paid',
    trackingNumber: 'KGL-778899',
    reason: 'admin',
    changedBy: 'f'.repeat(24),
    changedAt: '2026-11-15T09:00:00.000Z',
    ...overrides,
  };
  return createEvent(ORDER_STATUS_CHANGED, data, { id, now: new Date('2026-11-15T09:00:00.000Z') });
}
