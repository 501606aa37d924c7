import { describe, expect, it } from 'vitest';
import {
  canChangeOrderStatus,
  canTransition,
  isFinalOrderStatus,
  isOrderStatus,
  nextOrderStatuses,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderStatusChangeRefusal,
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

describe('admin status changes', () => {
  const open: OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped'];

  it('allows any move among pending, confirmed, processing and shipped, back or forth', () => {
    for (const from of open) for (const to of open) expect(canChangeOrderStatus(from, to), `${from} -> ${to}`).toBe(true);
    expect(canTransition('shipped', 'pending')).toBe(true);
    expect(canTransition('processing', 'confirmed')).toBe(true);
  });

  it('allows delivering or cancelling an order that is still open, shipped included', () => {
    for (const from of open) {
      expect(canChangeOrderStatus(from, 'delivered')).toBe(true);
      expect(canChangeOrderStatus(from, 'cancelled')).toBe(true);
    }
  });

  it('keeps delivered and cancelled final, with a message that says so', () => {
    for (const to of ORDER_STATUSES.filter((status) => status !== 'delivered')) {
      expect(canChangeOrderStatus('delivered', to)).toBe(false);
      expect(orderStatusChangeRefusal('delivered', to)).toBe('This order is delivered; its status can no longer be changed');
    }
    for (const to of ORDER_STATUSES.filter((status) => status !== 'cancelled')) {
      expect(canChangeOrderStatus('cancelled', to)).toBe(false);
      expect(orderStatusChangeRefusal('cancelled', to)).toBe('This order is cancelled; its status can no longer be changed');
    }
    expect(isFinalOrderStatus('delivered')).toBe(true);
    expect(isFinalOrderStatus('shipped')).toBe(false);
  });

  it('lets the same status be set again (a tracking number or notes), final ones included', () => {
    for (const status of ORDER_STATUSES) {
      expect(canChangeOrderStatus(status, status)).toBe(true);
      expect(orderStatusChangeRefusal(status, status)).toBeNull();
      expect(canTransition(status, status)).toBe(false);
    }
  });

  it('lists the other statuses an admin can pick', () => {
    expect(nextOrderStatuses('pending')).toEqual(['confirmed', 'processing', 'shipped', 'delivered', 'cancelled']);
    expect(nextOrderStatuses('shipped')).toEqual(['pending', 'confirmed', 'processing', 'delivered', 'cancelled']);
    expect(nextOrderStatuses('delivered')).toEqual([]);
    expect(nextOrderStatuses('cancelled')).toEqual([]);
  });
});
