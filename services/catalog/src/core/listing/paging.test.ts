import { describe, expect, it } from 'vitest';
import { AppError, type FieldError } from '@shop/domain';
import { pageRequestOf, paginationOf, shortListLimit, throwIfInvalid } from './paging';

const pageOf = (input: { page?: unknown; limit?: unknown }) => {
  const errors: FieldError[] = [];
  return { request: pageRequestOf(input, 20, errors), errors };
};

const pageInvalid = { path: 'page', message: 'Page must be a whole number of 1 or more' };
const limitInvalid = { path: 'limit', message: 'Limit must be a whole number of 1 or more' };

describe('paging', () => {
  it('reads a missing, empty or zero page and limit as the first page of the default size', () => {
    expect(pageOf({})).toEqual({ request: { page: 1, limit: 20, skip: 0 }, errors: [] });
    expect(pageOf({ page: null, limit: null })).toEqual({ request: { page: 1, limit: 20, skip: 0 }, errors: [] });
    expect(pageOf({ page: 0, limit: 0 })).toEqual({ request: { page: 1, limit: 20, skip: 0 }, errors: [] });
  });

  it('skips the earlier pages and caps the limit at 100', () => {
    expect(pageOf({ page: 3, limit: 7 }).request).toEqual({ page: 3, limit: 7, skip: 14 });
    expect(pageOf({ page: 2, limit: 500 }).request).toEqual({ page: 2, limit: 100, skip: 100 });
  });

  it('refuses a page or limit that is not a whole number of 1 or more', () => {
    expect(pageOf({ page: 1.5, limit: -2 }).errors).toEqual([pageInvalid, limitInvalid]);
    expect(pageOf({ page: '2', limit: '5' }).errors).toEqual([pageInvalid, limitInvalid]);
    expect(pageOf({ limit: 2 ** 53 }).errors).toEqual([limitInvalid]);
    expect(pageOf({ limit: Number.NaN }).errors).toEqual([limitInvalid]);
    expect(pageOf({ page: 2.5 }).request).toEqual({ page: 1, limit: 20, skip: 0 });
  });

  it('counts the pages a total fills', () => {
    expect(paginationOf({ page: 2, limit: 10, skip: 10 }, 21)).toEqual({ page: 2, limit: 10, total: 21, totalPages: 3 });
    expect(paginationOf({ page: 1, limit: 10, skip: 0 }, 0)).toEqual({ page: 1, limit: 10, total: 0, totalPages: 0 });
  });

  it('refuses with the first field error as the message and every one listed', () => {
    const errors = [pageInvalid, limitInvalid];
    expect(() => throwIfInvalid(errors)).toThrow(new AppError('invalid', pageInvalid.message, errors));
    expect(() => throwIfInvalid([])).not.toThrow();
  });

  it('bounds a short list: the default when not asked, 100 at most, refused when not whole', () => {
    expect(shortListLimit(undefined, 6)).toBe(6);
    expect(shortListLimit(250, 6)).toBe(100);
    expect(() => shortListLimit(-1, 6)).toThrow('Limit must be a whole number of 1 or more');
  });
});
