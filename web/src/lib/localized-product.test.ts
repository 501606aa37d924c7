import { describe, expect, it } from 'vitest';
import { localizedProduct, type TranslatableProduct } from './localized-product';

const english = {
  _id: 'p1',
  price: 25_000,
  name: 'Wireless Mouse',
  shortDescription: 'Quiet clicks',
  description: 'A mouse for long sessions.',
  features: ['Silent buttons', 'USB-C'],
} as const;

function product(translations: TranslatableProduct['translations']) {
  return { ...english, features: [...english.features], translations };
}

describe('localizedProduct', () => {
  it('gives the product itself in English, whatever its translations', () => {
    const mouse = product({ fr: { name: 'Souris sans fil' } });
    expect(localizedProduct(mouse, 'en')).toBe(mouse);
  });

  it('takes every text of the language that has them, and keeps the rest of the product', () => {
    const mouse = product({
      fr: { name: 'Souris sans fil', shortDescription: 'Clics silencieux', description: 'Une souris pour les longues sessions.', features: ['Boutons silencieux'] },
      rw: { name: 'Imbeba idakoresha umugozi' },
    });
    const shown = localizedProduct(mouse, 'fr');
    expect(shown).toMatchObject({
      _id: 'p1',
      price: 25_000,
      name: 'Souris sans fil',
      shortDescription: 'Clics silencieux',
      description: 'Une souris pour les longues sessions.',
      features: ['Boutons silencieux'],
    });
    expect(mouse.name).toBe('Wireless Mouse');
  });

  it('falls back to English field by field: missing, blank or empty texts', () => {
    const mouse = product({ rw: { name: 'Imbeba idakoresha umugozi', shortDescription: '  ', description: '', features: [' '] } });
    const shown = localizedProduct(mouse, 'rw');
    expect(shown).toMatchObject({
      name: 'Imbeba idakoresha umugozi',
      shortDescription: 'Quiet clicks',
      description: 'A mouse for long sessions.',
      features: ['Silent buttons', 'USB-C'],
    });
  });

  it('drops blank lines from translated features', () => {
    const mouse = product({ fr: { features: ['Boutons silencieux', ' ', 'USB-C'] } });
    expect(localizedProduct(mouse, 'fr').features).toEqual(['Boutons silencieux', 'USB-C']);
  });

  it('gives the product itself when the language has no texts to show', () => {
    const bare = product({});
    const blank = product({ fr: { name: ' ' } });
    expect(localizedProduct(bare, 'fr')).toBe(bare);
    expect(localizedProduct(blank, 'fr')).toBe(blank);
  });

  it('gives the same copy for the same product and language', () => {
    const mouse = product({ fr: { name: 'Souris sans fil' }, rw: { name: 'Imbeba idakoresha umugozi' } });
    expect(localizedProduct(mouse, 'fr')).toBe(localizedProduct(mouse, 'fr'));
    expect(localizedProduct(mouse, 'rw').name).toBe('Imbeba idakoresha umugozi');
  });
});
