import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isOrderStatus,
  nextOrderStatuses,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderStatusColour,
  type OrderStatus,
} from './order-status';

describe('order status values', () => {
  it('are the six of the status filter, in its order', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled']);
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status])).toEqual([
      'Pending',
      'Confirmed',
      'Processing',
      'Shipped',
      'Delivered',
      'Cancelled',
    ]);
    expect(isOrderStatus('refunded')).toBe(false);
  });

  it.each([
    ['pending', 'yellow'],
    ['confirmed', 'blue'],
    ['processing', 'purple'],
    ['shipped', 'indigo'],
    ['delivered', 'green'],
    ['cancelled', 'red'],
    ['on-hold', 'neutral'],
    ['', 'neutral'],
  ])('shows %s in %s', (status, colour) => {
    expect(orderStatusColour(status)).toBe(colour);
  });
});

describe('canTransition (the normal flow)', () => {
  it('moves forward along the delivery flow, one step or more', () => {
    expect(canTransition('pending', 'confirmed')).toBe(true);
    expect(canTransition('confirmed', 'processing')).toBe(true);
    expect(canTransition('processing', 'shipped')).toBe(true);
    expect(canTransition('shipped', 'delivered')).toBe(true);
    expect(canTransition('confirmed', 'shipped')).toBe(true);
  });

  it('never moves backwards', () => {
    expect(canTransition('shipped', 'processing')).toBe(false);
    expect(canTransition('confirmed', 'pending')).toBe(false);
  });

  it('allows cancelling only before the parcel is shipped', () => {
    expect(canTransition('pending', 'cancelled')).toBe(true);
    expect(canTransition('confirmed', 'cancelled')).toBe(true);
    expect(canTransition('processing', 'cancelled')).toBe(true);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
  });

  it('lets nothing leave delivered or cancelled', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('delivered', to)).toBe(false);
      expect(canTransition('cancelled', to)).toBe(false);
    }
  });

  it('does not count staying put as a transition', () => {
    for (const status of ORDER_STATUSES) expect(canTransition(status, status)).toBe(false);
  });

  it('lists the next statuses an admin can pick in the normal flow', () => {
    const next: Record<OrderStatus, OrderStatus[]> = {
      pending: ['confirmed', 'processing', 'shipped', 'delivered', 'cancelled'],
      confirmed: ['processing', 'shipped', 'delivered', 'cancelled'],
      processing: ['shipped', 'delivered', 'cancelled'],
      shipped: ['delivered'],
      delivered: [],
      cancelled: [],
    };
    for (const status of ORDER_STATUSES) expect(nextOrderStatuses(status)).toEqual(next[status]);
  });
});
