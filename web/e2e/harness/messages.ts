import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type Messages } from '@lingui/core';
import { PLURAL_LOCALE, type Language } from '@shop/domain';
import { compileCatalogue } from '../../build/compiled-catalogues';

// What the shop says, read from its own catalogues, so a browser test checks a screen, an e-mail
// or an SMS against the text a translator wrote for that language.

const webLocales = join(import.meta.dirname, '../../src/locales');
const notificationLocales = join(import.meta.dirname, '../../../services/notifications/src/locales');

function speaker(load: (language: Language) => Record<string, string>) {
  const i18n = setupI18n();
  const loaded = new Set<Language>();
  return (language: Language, key: string, values?: Record<string, string | number>): string => {
    if (!loaded.has(language)) {
      i18n.load(language, compileCatalogue(JSON.stringify(load(language))) as Messages);
      loaded.add(language);
    }
    i18n.activate(language, [PLURAL_LOCALE[language]]);
    if (!(key in i18n.messages)) throw new Error(`no message ${key} in ${language}`);
    return i18n._(key, values);
  };
}

/** A message of the web app's catalogues (every area). */
export const screenText = speaker((language) => {
  const dir = join(webLocales, language);
  return Object.assign({}, ...readdirSync(dir).map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>));
});

/** A message of the e-mails and SMS. */
export const messageText = speaker(
  (language) => JSON.parse(readFileSync(join(notificationLocales, `${language}.json`), 'utf8')) as Record<string, string>,
);
