import { describe, expect, it } from 'vitest';
import { AppError } from '@shop/domain';
import type { ProductListQuery } from '../../api/catalog-api';
import { listingPlanOf } from './listing-query';

const refusal = (query: ProductListQuery): AppError => {
  try {
    listingPlanOf(query);
  } catch (error) {
    return error as AppError;
  }
  throw new Error('the listing was accepted');
};

const badQuery = (query: Record<string, unknown>) => query as unknown as ProductListQuery;

describe('a shopper listing query', () => {
  it('with nothing asked lists active products newest first, page 1 of 20, with no other filter', () => {
    expect(listingPlanOf({})).toStrictEqual({
      criteria: { status: 'active' },
      order: { by: 'createdAt', direction: 'desc' },
      paging: { page: 1, limit: 20, skip: 0 },
      matchesNothing: false,
    });
  });

  it('reads blank sort fields as the defaults', () => {
    const plan = listingPlanOf(badQuery({ sortBy: '', sortOrder: '', category: '  ', brand: ' ', tags: [] }));
    expect(plan.order).toEqual({ by: 'createdAt', direction: 'desc' });
    expect(plan.criteria).toStrictEqual({ status: 'active' });
    expect(listingPlanOf(badQuery({ minPrice: null, maxPrice: null })).criteria).toStrictEqual({ status: 'active' });
    expect(listingPlanOf(badQuery({ sortBy: null, sortOrder: null, category: null })).order).toEqual({
      by: 'createdAt',
      direction: 'desc',
    });
  });

  it('follows a chosen sort and reads "views" as Most Popular', () => {
    expect(listingPlanOf({ sortBy: 'price', sortOrder: 'asc' }).order).toEqual({ by: 'price', direction: 'asc' });
    expect(listingPlanOf(badQuery({ sortBy: 'views' })).order).toEqual({ by: 'popularity', direction: 'desc' });
  });

  it('refuses an unknown sort or sort order, naming every bad field', () => {
    const error = refusal(badQuery({ sortBy: 'colour', sortOrder: 'up' }));
    expect(error).toBeInstanceOf(AppError);
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe('sortBy must be one of createdAt, price, name, rating or popularity');
    expect(error.errors).toEqual([
      { path: 'sortBy', message: 'sortBy must be one of createdAt, price, name, rating or popularity' },
      { path: 'sortOrder', message: 'sortOrder must be asc or desc' },
    ]);
  });

  it('reads a category in any case and its storefront names, and refuses an unknown one', () => {
    expect(listingPlanOf({ category: ' Monitors ' }).criteria.category).toBe('monitors');
    expect(listingPlanOf({ category: 'Apparel' }).criteria.category).toBe('hoodies');
    const error = refusal({ category: 'toys' });
    expect(error.message).toBe('Please choose a valid category');
    expect(error.errors).toEqual([{ path: 'category', message: 'Please choose a valid category' }]);
  });

  it('filters by brand ignoring case and accents', () => {
    expect(listingPlanOf({ brand: ' SEÑOR Code ' }).criteria.brandKey).toBe('senor code');
  });

  it('takes price bounds of 0 or more, rounded inward to whole francs', () => {
    expect(listingPlanOf({ minPrice: 0, maxPrice: 0 }).criteria).toMatchObject({ minPrice: 0, maxPrice: 0 });
    expect(listingPlanOf({ minPrice: 10.2, maxPrice: 99.8 }).criteria).toMatchObject({ minPrice: 11, maxPrice: 99 });
  });

  it('refuses a negative, non-numeric or infinite price bound, naming the field', () => {
    const message = 'Price filters must be numbers of 0 or more';
    expect(refusal({ minPrice: -1 }).errors).toEqual([{ path: 'minPrice', message }]);
    expect(refusal({ maxPrice: -0.5 }).errors).toEqual([{ path: 'maxPrice', message }]);
    expect(refusal(badQuery({ minPrice: '5' })).errors).toEqual([{ path: 'minPrice', message }]);
    expect(refusal({ maxPrice: Number.POSITIVE_INFINITY }).errors).toEqual([{ path: 'maxPrice', message }]);
    expect(refusal({ minPrice: Number.NaN }).errors).toEqual([{ path: 'minPrice', message }]);
    expect(refusal(badQuery({ minPrice: true })).message).toBe(message);
  });

  it('filters featured and in-stock products only when asked with a yes or no', () => {
    expect(listingPlanOf({ featured: false, inStock: true }).criteria).toMatchObject({ featured: false, inStock: true });
    const plan = listingPlanOf(badQuery({ featured: 'yes', inStock: 1 }));
    expect(plan.criteria).toStrictEqual({ status: 'active' });
  });

  it('reads tags trimmed, lower-cased, once each, at most 20', () => {
    const plan = listingPlanOf(badQuery({ tags: [' Wireless ', 'wireless', 'RGB', '', '  ', 7] }));
    expect(plan.criteria.tags).toEqual(['wireless', 'rgb']);
    const many = Array.from({ length: 25 }, (_, i) => `tag${i}`);
    expect(listingPlanOf(badQuery({ tags: many })).criteria.tags).toEqual(many.slice(0, 20));
    expect(listingPlanOf(badQuery({ tags: 'wireless' })).criteria.tags).toBeUndefined();
  });

  it('searches by the words of the text; a blank search is no search', () => {
    expect(listingPlanOf({ search: 'Mice' }).criteria.search).toEqual([['mice']]);
    expect(listingPlanOf({ search: '   ' })).toMatchObject({ criteria: { status: 'active' }, matchesNothing: false });
    expect(listingPlanOf({ search: '   ' }).criteria.search).toBeUndefined();
  });

  it('a search with no letters or digits matches nothing', () => {
    const plan = listingPlanOf({ search: '.*' });
    expect(plan.criteria.search).toEqual([]);
    expect(plan.matchesNothing).toBe(true);
  });
});
