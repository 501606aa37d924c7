import { ADMIN_PAGE_SIZE, type AppError } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { ORDER_LIMITS } from '@shop/contracts';
import { ORDERS_MESSAGES as M } from '../orders-messages';
import { pageOf, statusFilters } from './paging';

const MAX_PAGE_SIZE = ORDER_LIMITS.pageSize;

describe('order list pages', () => {
  // Not in SPEC: the most the gateway's other lists serve in one page too.
  it('hold at most 100 orders, however many are asked for', () => {
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(pageOf(1, MAX_PAGE_SIZE, ADMIN_PAGE_SIZE).limit).toBe(MAX_PAGE_SIZE);
    expect(pageOf(1, MAX_PAGE_SIZE + 1, ADMIN_PAGE_SIZE).limit).toBe(MAX_PAGE_SIZE);
    expect(pageOf(3, MAX_PAGE_SIZE + 1, ADMIN_PAGE_SIZE)).toEqual({ page: 3, limit: 100, skip: 200 });
  });
});

describe('choosing a page of orders', () => {
  it('serves the first page at the default size unless a whole number of 1 or more is asked for', () => {
    expect(pageOf(undefined, undefined, ADMIN_PAGE_SIZE)).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE, skip: 0 });
    expect(pageOf(1, 1, ADMIN_PAGE_SIZE)).toEqual({ page: 1, limit: 1, skip: 0 });
    for (const odd of [0, -2, 2.5, '3', Number.NaN]) {
      expect(pageOf(odd, odd, ADMIN_PAGE_SIZE)).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE, skip: 0 });
    }
  });

  it('filters by order and payment status however they are typed', () => {
    expect(statusFilters({ status: ' Shipped ', paymentStatus: ' PAID ' })).toEqual({ status: 'shipped', paymentStatus: 'paid' });
    expect(statusFilters({ status: ' ', paymentStatus: '' })).toEqual({});
  });

  it('refuses a status filter it does not know, naming the filter', () => {
    const failure = (query: { status?: unknown; paymentStatus?: unknown }) => {
      try {
        statusFilters(query);
      } catch (error) {
        return error as AppError;
      }
      throw new Error('expected the filter to be refused');
    };
    const payment = failure({ paymentStatus: 'refunded' });
    expect(payment.kind).toBe('invalid');
    expect(payment.message).toBe('Payment status must be one of pending, awaiting_verification, paid or failed');
    expect(payment.errors).toEqual([{ path: 'paymentStatus', message: M.paymentStatusInvalid }]);
    expect(failure({ status: 'lost' }).errors).toEqual([{ path: 'status', message: M.statusInvalid }]);
  });
});
