import { describe, expect, it } from 'vitest';
import { usernameBase, usernameCandidate } from './username';

describe('usernames', () => {
  it('come from the e-mail local part, or a preferred handle', () => {
    expect(usernameBase('Jean.Paul+shop@example.rw')).toBe('jean.paulshop');
    expect(usernameBase('x@example.rw', 'Octo-Cat')).toBe('octo-cat');
    expect(usernameBase('Ámélie@example.rw')).toBe('amelie');
    expect(usernameBase('+++@example.rw')).toBe('user');
  });

  it('fall back to "user" when nothing usable is left', () => {
    expect(usernameBase('Жан@example.rw')).toBe('user');
    expect(usernameBase('@example.rw')).toBe('user');
  });

  it('ignore a blank preferred handle', () => {
    expect(usernameBase('amina@example.rw', '   ')).toBe('amina');
  });

  it('do not start or end with a dot, dash or underscore', () => {
    expect(usernameBase('..__jean-paul--__@example.rw')).toBe('jean-paul');
    expect(usernameBase('x@example.rw', '-._octo_.-')).toBe('octo');
  });

  it('keep within 30 characters', () => {
    expect(usernameBase(`${'a'.repeat(40)}@example.rw`)).toBe('a'.repeat(30));
  });

  it('number the candidates after the first and keep within 30 characters', () => {
    expect(usernameCandidate('john', 1)).toBe('john');
    expect(usernameCandidate('john', 2)).toBe('john2');
    expect(usernameCandidate('a'.repeat(30), 12)).toBe(`${'a'.repeat(28)}12`);
  });
});
