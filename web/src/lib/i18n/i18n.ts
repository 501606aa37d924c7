import { setupI18n, type Messages } from '@lingui/core';
import { PLURAL_LOCALE, type Language } from '@shop/domain';

/**
 * The web app's messages, in Lingui. Catalogues are split by language and by area, so a shopper
 * downloads only their language, and each area's messages only with the screens that show them:
 * `shell` (header, footer, home, shared controls) before the first paint; `messages` (the shop's
 * validation, coupon and checkout messages, see shop-messages.ts) with every screen that shows them;
 * `catalog` (listing,
 * product, search, wishlist), `checkout` (cart, checkout), `orders` (confirmation, history, receipt), `account`
 * (sign-in, profile, newsletter), `pages` (help, terms, privacy and the other static pages),
 * `chat` (the assistant) and `admin` with their screens.
 */
export const CATALOGUE_AREAS = ['shell', 'messages', 'catalog', 'checkout', 'orders', 'account', 'pages', 'chat', 'admin'] as const;
export type CatalogueArea = (typeof CATALOGUE_AREAS)[number];

export const i18n = setupI18n();

const catalogues = import.meta.glob<{ default: Messages }>('../../locales/*/*.json');
const areasLoaded = new Set<CatalogueArea>(['shell']);

async function messagesOf(language: Language, areas: Iterable<CatalogueArea>): Promise<Messages> {
  const parts = await Promise.all(
    [...areas].map((area) => {
      const load = catalogues[`../../locales/${language}/${area}.json`];
      if (!load) throw new Error(`No ${area} catalogue for ${language}`);
      return load();
    }),
  );
  return Object.assign({}, ...parts.map((part) => part.default)) as Messages;
}

/** Speaks `language` from now on, with every area loaded so far; `<html lang>` follows. */
export async function activateLanguage(language: Language): Promise<void> {
  i18n.load(language, await messagesOf(language, areasLoaded));
  // Lingui picks plural forms with Intl.PluralRules of these locales: see PLURAL_LOCALE for rw.
  i18n.activate(language, [PLURAL_LOCALE[language]]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Loads an area's messages in the current language, once; screens await it with their code. */
export async function loadCatalogueArea(area: CatalogueArea): Promise<void> {
  if (areasLoaded.has(area)) return;
  // Counted as loaded at once, so a language switch meanwhile loads it too.
  areasLoaded.add(area);
  const language = i18n.locale as Language;
  try {
    i18n.load(language, await messagesOf(language, [area]));
  } catch (error) {
    areasLoaded.delete(area);
    throw error;
  }
}
