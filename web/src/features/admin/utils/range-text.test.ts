import { beforeAll, describe, expect, it } from 'vitest';
import { speak } from '@/lib/i18n/testing/speak';
import { rangeText } from './range-text';

describe('rangeText', () => {
  beforeAll(() => speak('en'));

  it('names the rows of the page shown and the total', () => {
    expect(rangeText({ page: 1, limit: 10, total: 73 }, 10, 'users')).toBe('Showing 1–10 of 73 users');
    expect(rangeText({ page: 8, limit: 10, total: 73 }, 3, 'users')).toBe('Showing 71–73 of 73 users');
  });

  it('speaks of one in the singular and of none plainly', () => {
    expect(rangeText({ page: 1, limit: 10, total: 1 }, 1, 'users')).toBe('Showing 1–1 of 1 user');
    expect(rangeText({ page: 1, limit: 10, total: 0 }, 0, 'users')).toBe('No users');
  });

  it('reads in French and Kinyarwanda, with their plural forms', async () => {
    await speak('fr');
    expect(rangeText({ page: 1, limit: 10, total: 1 }, 1, 'orders')).toBe('Affichage de 1 à 1 sur 1 commande');
    expect(rangeText({ page: 2, limit: 10, total: 12 }, 2, 'orders')).toBe('Affichage de 11 à 12 sur 12 commandes');
    await speak('rw');
    expect(rangeText({ page: 1, limit: 10, total: 1 }, 1, 'reviews')).toBe('Herekanywe 1–1 mu gitekerezo 1');
    expect(rangeText({ page: 1, limit: 10, total: 0 }, 0, 'products')).toBe('Nta bicuruzwa');
    await speak('en');
  });
});
