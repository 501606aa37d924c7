import { describe, expect, it } from 'vitest';
import { findTotalsMismatch, orderTotal } from './order-total';

describe('orderTotal', () => {
  it('is subtotal - discount + delivery fee', () => {
    expect(orderTotal(30_000, 600, 1000)).toBe(30_400);
    expect(orderTotal(60_000, 0, 0)).toBe(60_000);
  });

  it('is a whole number of francs', () => {
    expect(orderTotal(10_000.4, 0, 1000)).toBe(11_000);
  });

  it('never goes below zero', () => {
    expect(orderTotal(1000, 5000, 0)).toBe(0);
  });
});

describe('findTotalsMismatch', () => {
  const computed = { subtotal: 30_000, discount: 600, deliveryFee: 1000, total: 30_400 };

  it('finds nothing when the client agrees with the server', () => {
    expect(findTotalsMismatch({ ...computed }, computed)).toEqual([]);
  });

  it('names each field a client got wrong', () => {
    expect(findTotalsMismatch({ ...computed, deliveryFee: 0, total: 29_400 }, computed)).toEqual([
      'deliveryFee',
      'total',
    ]);
  });

  it('reads a missing discount as none', () => {
    const noDiscount = { subtotal: 60_000, deliveryFee: 0, total: 60_000 };
    expect(findTotalsMismatch(noDiscount, { ...noDiscount, discount: 0 })).toEqual([]);
    expect(findTotalsMismatch(noDiscount, { ...noDiscount, discount: 1200, total: 58_800 })).toEqual([
      'discount',
      'total',
    ]);
  });
});
