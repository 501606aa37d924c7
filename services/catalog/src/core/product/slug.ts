import { wordsOf } from '../search/search-words';

const MAX_SLUG_LENGTH = 80;

/** 'Logitech MX Master 3S — Écran' → 'logitech-mx-master-3s-ecran'; 'product' when nothing is left. */
export function slugBase(name: string): string {
  const words = wordsOf(name).filter((word) => /^[a-z0-9]+$/.test(word));
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH) break;
    slug = next;
  }
  return slug || 'product';
}

/** The n-th candidate: the base, then base-2, base-3... */
export function slugCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}

/** Whether a slug was made from this base (the base itself or base-N). */
export function slugHasBase(slug: string, base: string): boolean {
  return slug === base || (slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1)));
}
