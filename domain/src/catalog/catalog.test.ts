import { describe, expect, it } from 'vitest';
import { CATEGORIES, HEADER_CATEGORIES, isCategory } from './categories';
import { productImageUrl } from './product-image';
import { DEFAULT_PRODUCT_SORT, PRODUCT_SORT_OPTIONS } from './product-sort';
import { isProductStatus, PRODUCT_STATUSES } from './product-status';

describe('catalogue vocabulary', () => {
  it('has the eleven categories of the spec', () => {
    expect(CATEGORIES).toEqual([
      'monitors', 'keyboards', 'mice', 'audio', 'hoodies', 'watches',
      'accessories', 'laptops', 'smartphones', 'tablets', 'other',
    ]);
    expect(HEADER_CATEGORIES.every(isCategory)).toBe(true);
    expect(isCategory('apparel')).toBe(false);
  });

  it('has three product statuses', () => {
    expect(PRODUCT_STATUSES).toEqual(['active', 'inactive', 'discontinued']);
    expect(isProductStatus('out-of-stock')).toBe(false);
  });

  it('offers the nine sort choices, newest first being the default', () => {
    expect(PRODUCT_SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Newest First', 'Oldest First', 'Name A-Z', 'Name Z-A', 'Price Low to High',
      'Price High to Low', 'Highest Rated', 'Lowest Rated', 'Most Popular',
    ]);
    expect(PRODUCT_SORT_OPTIONS[0]).toMatchObject(DEFAULT_PRODUCT_SORT);
  });
});

describe('productImageUrl', () => {
  it('prefers the primary image, then the single image, then the placeholder', () => {
    expect(productImageUrl({ images: { primary: '/a.jpg' }, image: '/b.jpg' }, '/p.svg')).toBe('/a.jpg');
    expect(productImageUrl({ images: { primary: ' ' }, image: '/b.jpg' }, '/p.svg')).toBe('/b.jpg');
    expect(productImageUrl({}, '/p.svg')).toBe('/p.svg');
  });
});
