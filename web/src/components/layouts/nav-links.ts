import { headerCategories } from '@/lib/shop-info';

/** The header's shop links: All Products, then the five categories. */
export const shopLinks = [
  { to: '/products', label: 'All Products' },
  ...headerCategories.map((c) => ({ to: `/products/${c.slug}`, label: c.label })),
];

export function providerLabel(provider: string): string {
  const names: Record<string, string> = { google: 'Google', github: 'GitHub', local: 'Email', demo: 'Demo Account' };
  return names[provider.toLowerCase()] ?? provider;
}

export function initials(name: string): string {
  const parts = name.split(/[\s@._-]+/).filter(Boolean);
  const letters = (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '');
  return letters.toUpperCase() || '?';
}
