import { describe, expect, it } from 'vitest';
import { chooseLanguage, isLanguage, languageFromAcceptLanguage, LANGUAGES } from './languages';
import { pluralCategory, pluralRules } from './plural-rules';

describe('the languages the shop speaks', () => {
  it('are English, French and Kinyarwanda', () => {
    expect(LANGUAGES).toEqual(['en', 'fr', 'rw']);
    expect([isLanguage('rw'), isLanguage('fr'), isLanguage('en'), isLanguage('sw'), isLanguage('EN'), isLanguage(undefined)]).toEqual([true, true, true, false, false, false]);
  });
});

describe("a browser's Accept-Language", () => {
  it('gives the shop language it weighs most, regions aside', () => {
    expect(languageFromAcceptLanguage('rw-RW,rw;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('rw');
    expect(languageFromAcceptLanguage('fr-CA')).toBe('fr');
    expect(languageFromAcceptLanguage('en-GB;q=0.5, fr;q=0.8')).toBe('fr');
    expect(languageFromAcceptLanguage('kin, en;q=0.5')).toBe('rw');
  });

  it('reads q among other parameters and spaces, and ignores what only looks like one', () => {
    expect(languageFromAcceptLanguage('rw; q=0.2, fr;q=0.5')).toBe('fr');
    expect(languageFromAcceptLanguage('fr;q=0.5 , en;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('fr;level=1;q=0.1, en;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage('rw;xq=0.1, fr;q=0.5')).toBe('rw');
    expect(languageFromAcceptLanguage('en;q=0.9, fr;q=0.5x')).toBe('fr');
  });

  it('skips languages the shop does not speak and those refused with q=0, keeping the order of equal weights', () => {
    expect(languageFromAcceptLanguage('sw-KE,sw;q=0.9,fr;q=0.5')).toBe('fr');
    expect(languageFromAcceptLanguage('rw;q=0, en;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('fr, rw')).toBe('fr');
    expect(languageFromAcceptLanguage('de, rw, fr, en')).toBe('rw');
    expect(languageFromAcceptLanguage('en;q=0.5, rw;q=0.5, fr;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage('rw;q=0')).toBeUndefined();
    expect(languageFromAcceptLanguage('sw, fr;q=0.5')).toBe('fr');
    expect(languageFromAcceptLanguage('sw, de')).toBeUndefined();
    expect(languageFromAcceptLanguage('')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });
});

describe('the language to speak to someone', () => {
  it("is their profile's, then their stored choice, then their browser's, then English", () => {
    expect(chooseLanguage({ profile: 'rw', stored: 'fr', acceptLanguage: 'en' })).toBe('rw');
    expect(chooseLanguage({ stored: 'fr', acceptLanguage: 'rw' })).toBe('fr');
    expect(chooseLanguage({ profile: 'xx', stored: 'de', acceptLanguage: 'rw-RW' })).toBe('rw');
    expect(chooseLanguage({ acceptLanguage: 'de-DE' })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });
});

describe('plural forms', () => {
  it('in Kinyarwanda: one for exactly 1, other for 0, many and fractions, whatever the machine\'s ICU knows of rw', () => {
    expect([0, 1, 2, 5, 21, 1.5].map((n) => pluralCategory('rw', n))).toEqual(['other', 'one', 'other', 'other', 'other', 'other']);
    // Named, not left to the machine's default locale, which ICU would fall back to for rw.
    expect(pluralRules('rw').resolvedOptions().locale).toBe('sw');
  });

  it('in French: one for 0 and 1 (and 1.5), other from 2; in English: one for 1 only', () => {
    expect([0, 1, 1.5, 2].map((n) => pluralCategory('fr', n))).toEqual(['one', 'one', 'one', 'other']);
    expect([0, 1, 2].map((n) => pluralCategory('en', n))).toEqual(['other', 'one', 'other']);
  });
});
