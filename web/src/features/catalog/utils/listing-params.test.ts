import { describe, expect, it } from 'vitest';
import {
  categoryFromSegment,
  hasActiveFilters,
  isKnownCategory,
  isProductIdSegment,
  listingSearchParams,
  parseListingParams,
  toProductQuery,
} from './listing-params';

const parse = (query: string, path?: string) => parseListingParams(new URLSearchParams(query), path);

describe('listing URL parameters', () => {
  it('reads the defaults from an empty query', () => {
    expect(parse('')).toEqual({
      search: null,
      exact: false,
      category: null,
      brand: null,
      minPrice: null,
      maxPrice: null,
      featured: false,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      page: 1,
    });
    expect(listingSearchParams(parse('')).toString()).toBe('');
  });

  it('round-trips every filter and leaves the default sort out', () => {
    const query = 'search=mx+keys&category=keyboards&brand=Logitech&minPrice=15000&maxPrice=95000.5&featured=true&sortBy=price&sortOrder=asc&page=2';
    const state = parse(query);
    expect(state).toMatchObject({ brand: 'Logitech', minPrice: 15000, maxPrice: 95000.5, featured: true, page: 2 });
    expect(listingSearchParams(state).toString()).toBe(query);
    expect(listingSearchParams({ ...state, sortBy: 'createdAt', sortOrder: 'desc', page: 1 }).toString()).not.toMatch(/sort|page/);
  });

  it('ignores unknown sorts, bad numbers and blank text', () => {
    expect(parse('sortBy=hack&sortOrder=up&minPrice=abc&maxPrice=-5&search=%20%20&page=0&featured=1')).toMatchObject({
      sortBy: 'createdAt',
      sortOrder: 'desc',
      minPrice: null,
      maxPrice: null,
      search: null,
      page: 1,
      featured: false,
    });
  });

  it('maps the route aliases and keeps the path category out of the query', () => {
    expect(categoryFromSegment('smartwatches')).toBe('watches');
    expect(categoryFromSegment('apparel')).toBe('hoodies');
    expect(categoryFromSegment('Keyboards')).toBe('keyboards');
    const state = parse('brand=Keychron', 'apparel');
    expect(state.category).toBe('hoodies');
    expect(listingSearchParams(state, false).toString()).toBe('brand=Keychron');
  });

  it('searches the words as typed with exact=true, which means nothing without a search', () => {
    const state = parse('search=keybord&exact=true&brand=Keychron');
    expect(state).toMatchObject({ search: 'keybord', exact: true });
    expect(listingSearchParams(state).toString()).toBe('search=keybord&exact=true&brand=Keychron');
    expect(toProductQuery(state)).toMatchObject({ search: 'keybord', exact: true });
    expect(parse('search=keybord').exact).toBe(false);
    expect(parse('exact=true').exact).toBe(false);
    expect(listingSearchParams({ ...state, search: null }).toString()).toBe('brand=Keychron');
    expect(toProductQuery(parse('search=keybord')).exact).toBeUndefined();
  });

  it('knows the shop’s categories and their route aliases, and nothing else', () => {
    for (const category of ['keyboards', 'Keyboards', 'hoodies', 'apparel', 'smartwatches', 'watches', 'other']) {
      expect(isKnownCategory(category), category).toBe(true);
    }
    for (const category of ['nonsense', 'hoodie', 'products', '']) expect(isKnownCategory(category), category).toBe(false);
  });

  it('recognises a product id in place of a category', () => {
    expect(isProductIdSegment('64b7f0c2a1b2c3d4e5f60718')).toBe(true);
    expect(isProductIdSegment('keyboards')).toBe(false);
  });

  it('says when filters are applied and builds the API query', () => {
    expect(hasActiveFilters(parse('sortBy=price&sortOrder=asc&page=3'))).toBe(false);
    expect(hasActiveFilters(parse('featured=true'))).toBe(true);
    expect(toProductQuery(parse('brand=LG&page=2'))).toEqual({
      page: 2,
      limit: 20,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      category: undefined,
      brand: 'LG',
      minPrice: undefined,
      maxPrice: undefined,
      featured: undefined,
      search: undefined,
      exact: undefined,
    });
  });
});
