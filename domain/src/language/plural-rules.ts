import type { Language } from './languages';

/**
 * The plural category of `count` in `language`: which form of a message to show. Node's and
 * browsers' ICU have no plural rules for Kinyarwanda (`Intl.PluralRules.supportedLocalesOf(['rw'])`
 * is empty, and `new Intl.PluralRules('rw')` silently takes the default locale's), so they are
 * named here: like Swahili, a Bantu language whose nouns change class between one and many
 * (isaha / amasaha), Kinyarwanda has `one` for exactly 1 and `other` for everything else, 0 and
 * fractions included. English and French follow their own CLDR rules.
 */
export const PLURAL_LOCALE: Readonly<Record<Language, string>> = { en: 'en', fr: 'fr', rw: 'sw' };

export function pluralRules(language: Language): Intl.PluralRules {
  return new Intl.PluralRules(PLURAL_LOCALE[language]);
}

export function pluralCategory(language: Language, count: number): Intl.LDMLPluralRule {
  return pluralRules(language).select(count);
}
