import { ADMIN_PAGE_SIZE } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '../orders-messages';
import { pageOf } from './paging';

describe('order list pages', () => {
  // Not in SPEC: the most the gateway's other lists serve in one page too.
  it('hold at most 100 orders, however many are asked for', () => {
    expect(MAX_PAGE_SIZE).toBe(100);
    expect(pageOf(1, MAX_PAGE_SIZE, ADMIN_PAGE_SIZE).limit).toBe(MAX_PAGE_SIZE);
    expect(pageOf(1, MAX_PAGE_SIZE + 1, ADMIN_PAGE_SIZE).limit).toBe(MAX_PAGE_SIZE);
    expect(pageOf(3, MAX_PAGE_SIZE + 1, ADMIN_PAGE_SIZE)).toEqual({ page: 3, limit: 100, skip: 200 });
  });
});
