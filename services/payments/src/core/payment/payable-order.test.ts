import { describe, expect, it } from 'vitest';
import type { PayableOrder, PayableOrders } from '../ports/payable-orders.port';
import { assertPayableOrder, payableOrder, scopedIdempotencyKey } from './payable-order';
import { A_PAYABLE_ORDER as ORDER, refusalOf } from '../../testing/payment-records';

const NOT_PAYABLE = { kind: 'invalid', message: 'This order cannot be paid' };

describe('the order to charge', () => {
  const book = (): PayableOrders & { asked: string[][] } => {
    const asked: string[][] = [];
    return { asked, orderToPay: async (orderId, userId) => (asked.push([orderId, userId]), ORDER) };
  };

  it('is read from the orders service for the paying shopper', async () => {
    const orders = book();
    expect(await payableOrder(orders, { orderId: ORDER.orderId, userId: 'user-1' })).toBe(ORDER);
    expect(orders.asked).toEqual([[ORDER.orderId, 'user-1']]);
  });

  it.each([
    ['no order id', { orderId: undefined, userId: 'user-1' }],
    ['an order id that is not text', { orderId: 42, userId: 'user-1' }],
    ['no shopper', { orderId: ORDER.orderId, userId: undefined }],
    ['a shopper that is not text', { orderId: ORDER.orderId, userId: 7 }],
    ['an empty shopper', { orderId: ORDER.orderId, userId: '' }],
  ])('is not found, without asking the orders service, for %s', async (_case, input) => {
    const orders = book();
    expect(await refusalOf(() => payableOrder(orders, input))).toEqual({ kind: 'not_found', message: 'Order not found' });
    expect(orders.asked).toEqual([]);
  });
});

describe('an order may be charged', () => {
  it('when it is unpaid, open and has a positive RWF total', () => {
    expect(() => assertPayableOrder(ORDER)).not.toThrow();
    expect(() => assertPayableOrder({ ...ORDER, total: 1 })).not.toThrow();
    expect(() => assertPayableOrder({ ...ORDER, orderNumber: 'N'.repeat(50) })).not.toThrow();
  });

  it.each([
    ['no order at all', null],
    ['an order id that is not an object id', { ...ORDER, orderId: 'order-1' }],
    ['an order number that is not text', { ...ORDER, orderNumber: 42 }],
    ['a blank order number', { ...ORDER, orderNumber: '   ' }],
    ['an order number over 50 characters', { ...ORDER, orderNumber: 'N'.repeat(51) }],
    ['an owner that is not text', { ...ORDER, userId: 7 }],
    ['no owner', { ...ORDER, userId: '' }],
    ['a currency other than RWF', { ...ORDER, currency: 'USD' }],
    ['a zero total', { ...ORDER, total: 0 }],
    ['a negative total', { ...ORDER, total: -500 }],
    ['a total with a fraction of a franc', { ...ORDER, total: 100.5 }],
  ])('not with %s', async (_case, order) => {
    expect(await refusalOf(() => assertPayableOrder(order as PayableOrder))).toEqual(NOT_PAYABLE);
  });

  it('not twice: a paid order is a conflict', async () => {
    expect(await refusalOf(() => assertPayableOrder({ ...ORDER, paymentStatus: 'paid' }))).toEqual({
      kind: 'conflict',
      message: 'This order has already been paid',
    });
  });

  it('not once cancelled, unless a proof of money already sent is being taken', async () => {
    const cancelled = { ...ORDER, orderStatus: 'cancelled' };
    expect(await refusalOf(() => assertPayableOrder(cancelled))).toEqual({
      kind: 'conflict',
      message: 'This order was cancelled, so it can no longer be paid. Please place a new order.',
    });
    expect(() => assertPayableOrder(cancelled, { whenCancelled: 'allow' })).not.toThrow();
  });
});

describe('idempotency keys', () => {
  it('are scoped to the shopper who sent them', () => {
    expect(scopedIdempotencyKey('user-1', 'checkout-7')).toBe('user-1:checkout-7');
    expect(scopedIdempotencyKey('user-1', 'k'.repeat(200))).toBe(`user-1:${'k'.repeat(200)}`);
  });

  it('are optional: none, or an empty one, means none', () => {
    expect(scopedIdempotencyKey('user-1', undefined)).toBeUndefined();
    expect(scopedIdempotencyKey('user-1', '')).toBeUndefined();
  });

  it.each([
    ['longer than 200 characters', 'k'.repeat(201)],
    ['not text', 12345 as unknown as string],
  ])('are refused when %s', async (_case, key) => {
    expect(await refusalOf(() => scopedIdempotencyKey('user-1', key))).toEqual({
      kind: 'invalid',
      message: 'Idempotency-Key must be at most 200 characters',
    });
  });
});
