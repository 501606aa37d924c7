import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, PLURAL_LOCALE, type Language } from '@shop/domain';

/** The values a message interpolates: `{name}`, and `{count, plural, …}` from a number. */
export type MessageValues = Record<string, string | number>;

/**
 * Writes the message `key` of a catalogue in `language`, with its values; throws on a key the
 * catalogue does not hold, so a missing text fails loudly instead of showing its key.
 */
export type Translator = (language: Language, key: string, values?: MessageValues) => string;

/** Flat catalogues, one per language: key -> ICU MessageFormat message. */
export type Catalogues = Record<Language, Record<string, string>>;

/**
 * A translator over `catalogues`. Every message is compiled here, once (Lingui's production
 * runtime only interpolates compiled messages): a message that does not parse fails at start, not
 * when it is first sent. Each language picks its plural forms with PLURAL_LOCALE's rules
 * (Kinyarwanda with Swahili's: one is exactly 1).
 */
export function createTranslator(catalogues: Catalogues): Translator {
  const byLanguage = new Map<Language, { i18n: I18n; keys: ReadonlySet<string> }>();
  for (const language of LANGUAGES) {
    const catalogue = catalogues[language];
    const messages: Messages = {};
    for (const [key, message] of Object.entries(catalogue)) {
      try {
        messages[key] = compileMessageOrThrow(message);
      } catch (error) {
        throw new Error(`The ${language} message ${key} does not parse: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const i18n = setupI18n({ locale: language, locales: [PLURAL_LOCALE[language]], messages: { [language]: messages } });
    byLanguage.set(language, { i18n, keys: new Set(Object.keys(messages)) });
  }
  return (language, key, values) => {
    const entry = byLanguage.get(language);
    if (!entry) throw new Error(`No catalogue for the language ${String(language)}`);
    if (!entry.keys.has(key)) throw new Error(`No message ${key} in the ${language} catalogue`);
    return entry.i18n._(key, values);
  };
}
