import { DEFAULT_LANGUAGE, type Language } from '@shop/domain';
import type { MessageValues, Translator } from '@shop/platform';

/**
 * The words of one message in one language: `t(key, values)` writes a message of the service's
 * catalogues (src/locales/) in `language`; an unknown key throws.
 */
export interface MessageTexts {
  language: Language;
  t(key: string, values?: MessageValues): string;
}

/** `translate` bound to `language`: the order's or the subscriber's; absent (older records), English. */
export function textsIn(translate: Translator, language: Language | undefined): MessageTexts {
  const chosen = language ?? DEFAULT_LANGUAGE;
  return { language: chosen, t: (key, values) => translate(chosen, key, values) };
}
