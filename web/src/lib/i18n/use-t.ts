import { useLingui } from '@lingui/react';
import type { Language } from '@shop/domain';
import type account from '@/locales/en/account.json';
import type admin from '@/locales/en/admin.json';
import type catalog from '@/locales/en/catalog.json';
import type chat from '@/locales/en/chat.json';
import type messages from '@/locales/en/messages.json';
import type orders from '@/locales/en/orders.json';
import type checkout from '@/locales/en/checkout.json';
import type pages from '@/locales/en/pages.json';
import type shell from '@/locales/en/shell.json';
import { i18n } from './i18n';

/** Every message key; the English catalogues are the reference every language must match. */
export type MessageKey =
  | keyof typeof shell
  | keyof typeof messages
  | keyof typeof catalog
  | keyof typeof checkout
  | keyof typeof orders
  | keyof typeof account
  | keyof typeof pages
  | keyof typeof chat
  | keyof typeof admin;
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The message `key` in the current language, for code outside React (toasts, titles). */
export const translate: Translate = (key, values) => i18n._(key, values);

/** `t(key, values)` in the current language; the component renders again when it changes. */
export function useT(): Translate {
  const { i18n: active } = useLingui();
  return (key, values) => active._(key, values);
}

/** The language the shop speaks now, for dates (formatLongDate) and requests that carry it. */
export function useLanguage(): Language {
  return useLingui().i18n.locale as Language;
}

export const currentLanguage = (): Language => i18n.locale as Language;
