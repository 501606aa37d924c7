import { describe, expect, it } from 'vitest';
import { usernameBase, usernameCandidate } from './username';

describe('usernames', () => {
  it('come from the e-mail local part, or a preferred handle', () => {
    expect(usernameBase('Jean.Paul+shop@example.rw')).toBe('jean.paulshop');
    expect(usernameBase('x@example.rw', 'Octo-Cat')).toBe('octo-cat');
    expect(usernameBase('Ámélie@example.rw')).toBe('amelie');
    expect(usernameBase('+++@example.rw')).toBe('user');
  });

  it('number the candidates after the first and keep within 30 characters', () => {
    expect(usernameCandidate('john', 1)).toBe('john');
    expect(usernameCandidate('john', 2)).toBe('john2');
    expect(usernameCandidate('a'.repeat(30), 12)).toBe(`${'a'.repeat(28)}12`);
  });
});
