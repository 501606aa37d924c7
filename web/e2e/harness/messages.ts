import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, type Language } from '@shop/domain';
import { createTranslator, type Catalogues } from '@shop/platform/i18n';

// What the shop says, read from its own catalogues, so a browser test checks a screen, an e-mail
// or an SMS against the text a translator wrote for that language.

const webLocales = join(import.meta.dirname, '../../src/locales');
const notificationLocales = join(import.meta.dirname, '../../../services/notifications/src/locales');

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
const catalogues = (read: (language: Language) => Record<string, string>) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, read(language)])) as Catalogues;

/** A message of the web app's catalogues (every area). */
export const screenText = createTranslator(
  catalogues((language) => {
    const dir = join(webLocales, language);
    return Object.assign({}, ...readdirSync(dir).map((file) => readJson(join(dir, file))));
  }),
);

/** A message of the e-mails and SMS. */
export const messageText = createTranslator(catalogues((language) => readJson(join(notificationLocales, `${language}.json`))));
