// The notifications service's messages (e-mails and SMS), one flat catalogue per language:
// key -> ICU MessageFormat message. English is SPEC's wording; French and Kinyarwanda follow
// web/src/locales/GLOSSARY.md. The core writes them through the Translator made from these.
import { createTranslator, type Catalogues, type Translator } from '@shop/platform/i18n';
import en from './en.json';
import fr from './fr.json';
import rw from './rw.json';

export const NOTIFICATIONS_CATALOGUES: Catalogues = { en, fr, rw };

/** The service's translator: every message compiled once, here. */
export function createNotificationsTranslator(): Translator {
  return createTranslator(NOTIFICATIONS_CATALOGUES);
}
