import type { MessageKey, Translate } from '@/lib/i18n/use-t';
import { headerCategories } from '@/lib/shop-info';

/** The header's shop links: All Products, then the five categories. */
export const shopLinks: { to: string; label: MessageKey }[] = [
  { to: '/products', label: 'nav.allProducts' },
  ...headerCategories.map((c) => ({ to: `/products/${c.slug}`, label: `category.${c.slug}` as const })),
];

export function providerLabel(t: Translate, provider: string): string {
  const names: Record<string, string> = { google: 'Google', github: 'GitHub', local: t('menu.provider.local'), demo: t('menu.provider.demo') };
  return names[provider.toLowerCase()] ?? provider;
}

export function initials(name: string): string {
  const parts = name.split(/[\s@._-]+/).filter(Boolean);
  const letters = (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '');
  return letters.toUpperCase() || '?';
}
