import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, looksLikeEmail } from './email';

describe('an e-mail address', () => {
  it('has a name, an @ and a domain with a dot, and no spaces inside', () => {
    expect(looksLikeEmail('aline@example.rw')).toBe(true);
    expect(looksLikeEmail('  aline@example.rw ')).toBe(true);
    for (const typo of ['aline.example.rw', 'aline@example', '@example.rw', 'aline @example.rw', 'a@b@example.rw']) {
      expect(looksLikeEmail(typo), typo).toBe(false);
    }
  });

  it('is at most 254 characters long, as mail can carry, the spaces around it aside', () => {
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.rw'.length)}@example.rw`;
    expect(longest).toHaveLength(254);
    expect(looksLikeEmail(longest)).toBe(true);
    expect(looksLikeEmail(` ${longest} `)).toBe(true);
    expect(looksLikeEmail(`a${longest}`)).toBe(false);
  });
});
