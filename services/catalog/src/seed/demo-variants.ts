import type { ProductVariantsBody } from '@shop/contracts';

const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];

/** One row per size, in the order of SIZES: how many of each the shop holds (0: sold out). */
const bySize = (quantities: number[], colour?: string): ProductVariantsBody['variants'] =>
  SIZES.map((size, index) => ({ options: colour ? [size, colour] : [size], quantity: quantities[index] ?? 0 }));

/**
 * The demo products sold in variants, by name: apparel in sizes S–XXL (and colours where it has
 * them), SSDs in capacities with their own prices, two keyboards in US and UK layouts. Some
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
    variants: [...bySize([3, 6, 5, 2, 1], 'Black'), ...bySize([0, 4, 4, 3, 0], 'Grey')],
  },
  'DevShop "Hello, Kigali" </> Hoodie': {
    options: [{ name: 'Size', values: SIZES }],
    variants: bySize([5, 9, 9, 6, 3]),
  },
  'DevShop "404: Sleep Not Found" Hoodie': {
    options: [{ name: 'Size', values: SIZES }],
    variants: bySize([2, 0, 7, 5, 2]),
  },
  'DevShop "Hello, World" T-Shirt': {
    options: [
      { name: 'Size', values: SIZES },
      { name: 'Colour', values: ['Black', 'White'] },
    ],
    variants: [...bySize([6, 10, 12, 8, 3], 'Black'), ...bySize([4, 7, 0, 5, 2], 'White')],
  },
  'Samsung T7 Portable SSD': {
    options: [{ name: 'Capacity', values: ['500GB', '1TB', '2TB'] }],
    variants: [
      { options: ['500GB'], price: 109_000, quantity: 9 },
      { options: ['1TB'], price: 159_000, quantity: 19 },
      { options: ['2TB'], price: 259_000, quantity: 4 },
    ],
  },
  'Samsung 990 PRO PCIe 4.0 NVMe M.2 SSD': {
    options: [{ name: 'Capacity', values: ['1TB', '2TB', '4TB'] }],
    variants: [
      { options: ['1TB'], price: 165_000, quantity: 12 },
      { options: ['2TB'], price: 265_000, quantity: 5 },
      { options: ['4TB'], price: 489_000, quantity: 0 },
    ],
  },
  'Royal Kludge RK61 60% Wireless Mechanical Keyboard': {
    options: [{ name: 'Layout', values: ['US', 'UK'] }],
    variants: [
      { options: ['US'], quantity: 14 },
      { options: ['UK'], quantity: 3 },
    ],
  },
  'Redragon K552 Kumara Mechanical Keyboard': {
    options: [{ name: 'Layout', values: ['US', 'UK'] }],
    variants: [
      { options: ['US'], quantity: 20 },
      { options: ['UK'], quantity: 0 },
    ],
  },
};
