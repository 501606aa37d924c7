import type { ProductVariantsBody } from '@shop/contracts';

const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];

/** A size or colour runs low at 2 units: the shop reorders it then. */
const ALERT = 2;

/** One row per size, in the order of SIZES: how many of each the shop holds (0: sold out). */
const bySize = (quantities: number[], colour?: string): ProductVariantsBody['variants'] =>
  SIZES.map((size, index) => ({ options: colour ? [size, colour] : [size], quantity: quantities[index] ?? 0, lowStockThreshold: ALERT }));

/**
 * The demo products sold in variants, by name: apparel in sizes S–XXL (and colours where it has
 * them), SSDs in capacities with their own prices, two keyboards in US and UK layouts. Two
 * variants are sold out, as in a real shop.
 */
export const DEMO_VARIANTS: Record<string, ProductVariantsBody> = {
  'DevShop "It works on my machine" Hoodie': {
    options: [{ name: 'Size', values: SIZES }],
    variants: bySize([8, 14, 16, 11, 0]),
  },
  'DevShop "git push --force" Zip Hoodie': {
    options: [
      { name: 'Size', values: SIZES },
      { name: 'Colour', values: ['Black', 'Grey'] },
    ],
    variants: [...bySize([3, 6, 5, 4, 3], 'Black'), ...bySize([0, 4, 4, 3, 3], 'Grey')],
  },
  'DevShop "Hello, Kigali" </> Hoodie': {
    options: [{ name: 'Size', values: SIZES }],
    variants: bySize([5, 9, 9, 6, 3]),
  },
  'DevShop "404: Sleep Not Found" Hoodie': {
    options: [{ name: 'Size', values: SIZES }],
    variants: bySize([3, 6, 7, 5, 3]),
  },
  'DevShop "Hello, World" T-Shirt': {
    options: [
      { name: 'Size', values: SIZES },
      { name: 'Colour', values: ['Black', 'White'] },
    ],
    variants: [...bySize([6, 10, 12, 8, 3], 'Black'), ...bySize([4, 7, 6, 5, 3], 'White')],
  },
  'Samsung T7 Portable SSD': {
    options: [{ name: 'Capacity', values: ['500GB', '1TB', '2TB'] }],
    variants: [
      { options: ['500GB'], price: 109_000, quantity: 9, lowStockThreshold: ALERT },
      { options: ['1TB'], price: 159_000, quantity: 19, lowStockThreshold: ALERT },
      { options: ['2TB'], price: 259_000, quantity: 4, lowStockThreshold: ALERT },
    ],
  },
  'Samsung 990 PRO PCIe 4.0 NVMe M.2 SSD': {
    options: [{ name: 'Capacity', values: ['1TB', '2TB', '4TB'] }],
    variants: [
      { options: ['1TB'], price: 165_000, quantity: 12, lowStockThreshold: ALERT },
      { options: ['2TB'], price: 265_000, quantity: 5, lowStockThreshold: ALERT },
      { options: ['4TB'], price: 489_000, quantity: 3, lowStockThreshold: ALERT },
    ],
  },
  'Royal Kludge RK61 60% Wireless Mechanical Keyboard': {
    options: [{ name: 'Layout', values: ['US', 'UK'] }],
    variants: [
      { options: ['US'], quantity: 14, lowStockThreshold: ALERT },
      { options: ['UK'], quantity: 3, lowStockThreshold: ALERT },
    ],
  },
  'Redragon K552 Kumara Mechanical Keyboard': {
    options: [{ name: 'Layout', values: ['US', 'UK'] }],
    variants: [
      { options: ['US'], quantity: 20, lowStockThreshold: ALERT },
      { options: ['UK'], quantity: 6, lowStockThreshold: ALERT },
    ],
  },
};
