import { chooseLanguage, isLanguage, type Language } from '@shop/domain';
import { readJson, readRaw, storageKeys, writeRaw } from '../storage';

/**
 * The language to start in: the signed-in user's profile (as last stored), else the choice made
 * in this browser, else what the browser asks for, else English.
 */
export function initialLanguage(): Language {
  const user = readJson<{ language?: unknown }>(storageKeys.user);
  return chooseLanguage({
    profile: user?.language,
    stored: readRaw(storageKeys.language),
    acceptLanguage: typeof navigator === 'undefined' ? undefined : navigator.languages.join(','),
  });
}

export function rememberLanguage(language: Language): void {
  if (isLanguage(language)) writeRaw(storageKeys.language, language);
}
