// The shop speaks English, French and Kinyarwanda; English is the language of SPEC's texts and
// what anyone gets whose preference is none of the three.

export const LANGUAGES = ['en', 'fr', 'rw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages a product's texts are translated into: all but English, which its own fields hold. */
export const TRANSLATION_LANGUAGES = ['fr', 'rw'] as const satisfies readonly Exclude<Language, 'en'>[];
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** A language tag's own language (fr-CA → fr; kin, the three-letter code of Kinyarwanda, → rw), if the shop speaks it. */
function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  const language = primary === 'kin' ? 'rw' : primary;
  return isLanguage(language) ? language : undefined;
}

/**
 * The best of the shop's languages for an Accept-Language header ("rw-RW,rw;q=0.9,en;q=0.8"),
 * by the weights the browser gives; undefined when it names none of them.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.split(';') as [string, ...string[]];
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: languageOfTag(tag), weight: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.language !== undefined && entry.weight > 0)
    // A stable sort: of equal weights, the first named wins.
    .sort((a, b) => b.weight - a.weight);
  return ranked[0]?.language;
}

/**
 * The language to speak to someone: their profile's when signed in, else the choice stored in
 * their browser, else what their browser asks for, else English.
 */
export function chooseLanguage(preferences: { profile?: unknown; stored?: unknown; acceptLanguage?: string }): Language {
  if (isLanguage(preferences.profile)) return preferences.profile;
  if (isLanguage(preferences.stored)) return preferences.stored;
  return languageFromAcceptLanguage(preferences.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
