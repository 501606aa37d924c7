import { useLingui } from '@lingui/react';
import type admin from '@/locales/en/admin.json';
import type shell from '@/locales/en/shell.json';
import type shop from '@/locales/en/shop.json';
import { i18n } from './i18n';

/** Every message key; the English catalogues are the reference every language must match. */
export type MessageKey = keyof typeof shell | keyof typeof shop | keyof typeof admin;
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** The message `key` in the current language, for code outside React (toasts, titles). */
export const translate: Translate = (key, values) => i18n._(key, values);

/** `t(key, values)` in the current language; the component renders again when it changes. */
export function useT(): Translate {
  const { i18n: active } = useLingui();
  return (key, values) => active._(key, values);
}
