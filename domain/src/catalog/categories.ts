/** The product categories (SPEC section 3). */
export const CATEGORIES = [
  'monitors',
  'keyboards',
  'mice',
  'audio',
  'hoodies',
  'watches',
  'accessories',
  'laptops',
  'smartphones',
  'tablets',
  'other',
] as const;
export type Category = (typeof CATEGORIES)[number];

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** The five category links of the header, in order. */
export const HEADER_CATEGORIES = ['monitors', 'keyboards', 'audio', 'mice', 'accessories'] as const satisfies readonly Category[];
