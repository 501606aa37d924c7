import type { Language } from '@shop/domain';
import { activateLanguage, CATALOGUE_AREAS, loadCatalogueArea } from '../i18n';

/** For tests of code that shows messages: every area's messages, in `language`. */
export async function speak(language: Language = 'en'): Promise<void> {
  await activateLanguage(language);
  await Promise.all(CATALOGUE_AREAS.map(loadCatalogueArea));
}
