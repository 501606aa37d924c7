import { translate, type MessageKey } from './i18n/use-t';

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
  { slug: 'monitors' },
  { slug: 'keyboards' },
  { slug: 'audio' },
  { slug: 'mice' },
  { slug: 'accessories' },
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

/** Categories with a translated name in the shell's catalogue. */
const namedCategories = new Set([
  'monitors', 'keyboards', 'mice', 'audio', 'smartwatches', 'watches', 'apparel', 'hoodies', 'accessories',
  'laptops', 'smartphones', 'tablets', 'other',
]);

/** A category's name in the current language; a category the catalogue does not name reads as its slug. */
export function categoryLabel(slug: string): string {
  const known = slug.toLowerCase();
  if (namedCategories.has(known)) return translate(`category.${known}` as MessageKey);
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : translate('category.products');
}
