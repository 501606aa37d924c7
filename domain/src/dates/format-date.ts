import type { Language } from '../language/languages';
import { toEpochMs, type Instant } from './instant';

export const SHOP_TIME_ZONE = 'Africa/Kigali';

const MONTHS: Readonly<Record<Language, readonly string[]>> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  rw: ['Mutarama', 'Gashyantare', 'Werurwe', 'Mata', 'Gicurasi', 'Kamena', 'Nyakanga', 'Kanama', 'Nzeri', 'Ukwakira', 'Ugushyingo', 'Ukuboza'],
};

/** The calendar day of `value` in `timeZone`: only numbers come from Intl, the same in every ICU. */
function calendarDay(value: Instant, timeZone: string): { year: number; month: number; day: number } {
  const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone }).formatToParts(
    new Date(toEpochMs(value)),
  );
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * The long date of order cards and receipts: 'January 5, 2025', '5 janvier 2025', '5 Mutarama
 * 2025'. Read in Kigali time by default, so the server and every browser print the same day; the
 * words are the shop's own, since ICU versions disagree on Kinyarwanda (Node's prints '2025 Mutarama 5').
 */
export function formatLongDate(value: Instant, language: Language = 'en', timeZone: string = SHOP_TIME_ZONE): string {
  const { year, month, day } = calendarDay(value, timeZone);
  const monthName = MONTHS[language][month - 1];
  return language === 'en' ? `${monthName} ${day}, ${year}` : `${day} ${monthName} ${year}`;
}

/** 'January 2025', 'janvier 2025', 'Mutarama 2025' (a profile's "member since"). */
export function formatMonthYear(value: Instant, language: Language = 'en', timeZone: string = SHOP_TIME_ZONE): string {
  const { year, month } = calendarDay(value, timeZone);
  return `${MONTHS[language][month - 1]} ${year}`;
}
