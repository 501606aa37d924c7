import { describe, expect, it } from 'vitest';
import type { Category } from '@shop/domain';
import { productRecordOf } from '../../testing/catalog-read-fixtures';
import { prefixesOf } from './search-words';

/** The words a shopper may type for each category, besides its own name. */
const SHOPPER_WORDS: Record<Category, string[]> = {
  monitors: ['monitor', 'display', 'screen'],
  keyboards: ['keyboard'],
  mice: ['mouse'],
  audio: ['headphone', 'headphones', 'headset', 'headsets'],
  hoodies: ['hoodie', 'apparel', 'clothing', 'sweatshirt'],
  watches: ['watch', 'smartwatch', 'smartwatches'],
  accessories: ['accessory'],
  laptops: ['laptop', 'notebook'],
  smartphones: ['smartphone', 'phone', 'phones'],
  tablets: ['tablet'],
  other: [],
};

/** A product of the category whose own texts say nothing of it. */
const plainProductOf = (category: Category) =>
  productRecordOf({ name: 'Zq', brand: 'Zq', category, shortDescription: '', features: [], tags: [] });

describe('category words in search', () => {
  for (const [category, words] of Object.entries(SHOPPER_WORDS) as [Category, string[]][]) {
    it(`finds a product of ${category} by its category and the words shoppers use for it, and no others`, () => {
      const { searchPrefixes } = plainProductOf(category);
      for (const word of [category, ...words]) expect(searchPrefixes).toContain(word);
      expect(searchPrefixes).toEqual(prefixesOf(['zq', category, ...words]));
    });
  }
});
