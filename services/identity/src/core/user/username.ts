const MAX_USERNAME_LENGTH = 30;

/** A username from a preferred handle or the e-mail's local part: lower case, letters, digits, `.`, `_`, `-`. */
export function usernameBase(email: string, preferred?: string): string {
  const source = preferred?.trim() || email.split('@')[0] || '';
  const cleaned = source
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, MAX_USERNAME_LENGTH);
  return cleaned || 'user';
}

/** The n-th candidate for a base: `base`, `base2`, `base3`... kept within the length limit. */
export function usernameCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = String(attempt);
  return base.slice(0, MAX_USERNAME_LENGTH - suffix.length) + suffix;
}
