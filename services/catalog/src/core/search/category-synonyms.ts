import type { Category } from '@shop/domain';

/**
 * Words a shopper may use for a category, stored with each product of it so that
 * 'logitech mouse' finds the mice and 'headphones' the audio products.
 */
export const CATEGORY_SYNONYMS: Record<Category, readonly string[]> = {
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

/** Names the storefront uses for a category in its routes. */
export const CATEGORY_ALIASES: Readonly<Record<string, Category>> = {
  apparel: 'hoodies',
  smartwatches: 'watches',
};
