/**
 * Fixed contacts and category names the shell displays. Money rules and the shop's figures
 * (delivery threshold and fee, warranty, return days) live in @shop/domain; the static pages
 * state them in prose.
 */
export const support = {
  email: 'support@devshop.rw',
  phone: '+250 788 000 000',
  phoneHref: 'tel:+250788000000',
  hours: '24/7',
} as const;

/** The five categories of the header, in its order. */
export const headerCategories = [
  { slug: 'monitors', label: 'Monitors' },
  { slug: 'keyboards', label: 'Keyboards' },
  { slug: 'audio', label: 'Audio' },
  { slug: 'mice', label: 'Mice' },
  { slug: 'accessories', label: 'Accessories' },
] as const;

/** The categories of the /products/{category} route (SPEC section 2). */
export const listingCategories = [
  'monitors',
  'keyboards',
  'mice',
  'audio',
  'smartwatches',
  'apparel',
  'accessories',
] as const;

const categoryLabels: Record<string, string> = {
  monitors: 'Monitors',
  keyboards: 'Keyboards',
  mice: 'Mice',
  audio: 'Audio',
  smartwatches: 'Smartwatches',
  watches: 'Watches',
  apparel: 'Apparel',
  hoodies: 'Hoodies',
  accessories: 'Accessories',
  laptops: 'Laptops',
  smartphones: 'Smartphones',
  tablets: 'Tablets',
  other: 'Other',
};

export function categoryLabel(slug: string): string {
  const known = categoryLabels[slug.toLowerCase()];
  if (known) return known;
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Products';
}
