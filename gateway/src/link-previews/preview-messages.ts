// The texts of link previews (titles and descriptions a crawler reads), one flat ICU catalogue
// per language, in the web app's words (web/src/locales/GLOSSARY.md).
import { isCategory, type Language } from '@shop/domain';
import { createTranslator, type Catalogues, type MessageValues } from '@shop/platform/i18n';
import en from './messages/en.json';
import fr from './messages/fr.json';
import rw from './messages/rw.json';

export const PREVIEW_CATALOGUES: Catalogues = { en, fr, rw };

const translate = createTranslator(PREVIEW_CATALOGUES);

/** A preview text in `language`; throws on a key the catalogues do not hold. */
export function previewText(language: Language, key: string, values?: MessageValues): string {
  return translate(language, key, values);
}

/** A category's name in `language`; one the catalogue does not name reads as itself. */
export function categoryName(language: Language, category: string): string {
  return isCategory(category) ? translate(language, `category.${category}`) : category;
}
