import { CATEGORIES, LANGUAGES } from '@shop/domain';
import { placeholdersOf } from '@shop/platform/i18n';
import { describe, expect, it } from 'vitest';
import { categoryName, PREVIEW_CATALOGUES, previewText } from './preview-messages';

const KEYS = Object.keys(PREVIEW_CATALOGUES.en).sort();

describe('the link preview catalogues', () => {
  it('hold the same keys, with the same values to fill in, in every language', () => {
    for (const language of LANGUAGES) {
      const catalogue = PREVIEW_CATALOGUES[language];
      expect(Object.keys(catalogue).sort(), language).toEqual(KEYS);
      for (const key of KEYS) expect(placeholdersOf(catalogue[key]!), `${language} ${key}`).toEqual(placeholdersOf(PREVIEW_CATALOGUES.en[key]!));
    }
  });

  it('name every category in every language', () => {
    for (const language of LANGUAGES) {
      for (const category of CATEGORIES) expect(categoryName(language, category), `${language} ${category}`).not.toBe(category);
    }
    expect(categoryName('fr', 'keyboards')).toBe('Claviers');
  });

  it('fill in the values they are given', () => {
    expect(previewText('rw', 'product.title', { name: 'Keychron K2' })).toBe('Keychron K2 | DevShop');
    expect(previewText('fr', 'category.description', { category: 'Souris' })).toMatch(/^Souris pour développeurs au Rwanda/);
  });
});
