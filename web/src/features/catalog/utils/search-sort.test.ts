import { describe, expect, it } from 'vitest';
import { parseSearchSort, searchSortQuery, sortSearchPage } from './search-sort';

const items = [
  { name: 'a', price: 30, rating: { average: 4 } },
  { name: 'b', price: 10, rating: { average: 5 } },
  { name: 'c', price: 20, rating: { average: 0 } },
  { name: 'd', price: 10, rating: { average: 4 } },
];
const names = (list: { name: string }[]) => list.map((i) => i.name).join('');

describe('search sort', () => {
  it('reads the URL value, relevance by default', () => {
    expect(parseSearchSort('price-desc')).toBe('price-desc');
    expect(parseSearchSort('nonsense')).toBe('relevance');
    expect(parseSearchSort(null)).toBe('relevance');
  });

  it('asks the server for the sort, and nothing for relevance', () => {
    expect(searchSortQuery('relevance')).toEqual({});
    expect(searchSortQuery('price-asc')).toEqual({ sortBy: 'price', sortOrder: 'asc' });
    expect(searchSortQuery('rating')).toEqual({ sortBy: 'rating', sortOrder: 'desc' });
  });

  it('orders a page stably by the chosen key and keeps the ranking for relevance', () => {
    expect(names(sortSearchPage(items, 'relevance'))).toBe('abcd');
    expect(names(sortSearchPage(items, 'price-asc'))).toBe('bdca');
    expect(names(sortSearchPage(items, 'price-desc'))).toBe('acbd');
    expect(names(sortSearchPage(items, 'rating'))).toBe('badc');
  });
});
