import { describe, expect, it } from 'vitest';
import { productRecordOf } from '../../testing/catalog-read-fixtures';
import { keysOf, toProductView, type ProductRecord } from './product';

const record = (fields: Parameters<typeof productRecordOf>[0] = {}): ProductRecord => ({ _id: 'p1', ...productRecordOf(fields) });

describe('the keys a product is sorted and found by', () => {
  it('are its name and brand as lower-case words, and the prefixes of its name', () => {
    const keys = keysOf(productRecordOf({ name: 'MX Keys', brand: 'Logi Tech' }));
    expect(keys.nameKey).toBe('mx keys');
    expect(keys.brandKey).toBe('logi tech');
    expect(keys.namePrefixes).toEqual(['k', 'ke', 'key', 'keys', 'm', 'mx']);
  });
});

describe('a product as shoppers see it', () => {
  it('shows the price before a discount when there is one', () => {
    expect(toProductView(record({ price: 80_000, originalPrice: 95_000 }))).toMatchObject({ price: 80_000, originalPrice: 95_000 });
    expect(Object.keys(toProductView(record()))).not.toContain('originalPrice');
  });

  it('is active only with the active status', () => {
    expect(toProductView(record()).isActive).toBe(true);
    expect(toProductView(record({ status: 'discontinued' })).isActive).toBe(false);
  });
});
