import type { Language } from '../language/languages';
import { pluralCategory } from '../language/plural-rules';
import { DAY_MS, HOUR_MS, MINUTE_MS, toEpochMs, type Instant } from './instant';

type Unit = 'minute' | 'hour' | 'day';

const JUST_NOW: Readonly<Record<Language, string>> = { en: 'just now', fr: 'à l’instant', rw: 'ubu nyine' };

/** How long ago, with the unit in the form the count takes in each language. */
const AGO: Readonly<Record<Language, (count: number, unit: Unit, one: boolean) => string>> = {
  en: (count, unit, one) => `${count} ${unit}${one ? '' : 's'} ago`,
  fr: (count, unit, one) => `il y a ${count} ${{ minute: 'minute', hour: 'heure', day: 'jour' }[unit]}${one ? '' : 's'}`,
  // Kinyarwanda names the time first: hashize iminota 5 ("5 minutes have passed").
  rw: (count, unit, one) => {
    const words = { minute: ['umunota', 'iminota'], hour: ['isaha', 'amasaha'], day: ['umunsi', 'iminsi'] }[unit];
    return `hashize ${one ? words[0] : words[1]} ${count}`;
  },
};

function ago(language: Language, count: number, unit: Unit): string {
  return AGO[language](count, unit, pluralCategory(language, count) === 'one');
}

/**
 * 'just now', 'N minutes ago', 'N hours ago' or 'N days ago' for the admin lists, in `language`.
 * A moment in the future (clock skew) also reads 'just now'.
 */
export function relativeTime(then: Instant, now: Instant, language: Language = 'en'): string {
  const elapsed = toEpochMs(now) - toEpochMs(then);
  if (!(elapsed >= MINUTE_MS)) return JUST_NOW[language];
  if (elapsed < HOUR_MS) return ago(language, Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return ago(language, Math.floor(elapsed / HOUR_MS), 'hour');
  return ago(language, Math.floor(elapsed / DAY_MS), 'day');
}

/** Whether `then` lies within the `days` before `now` (the subscribers' 'This week'). */
export function isWithinLastDays(then: Instant, now: Instant, days: number): boolean {
  const elapsed = toEpochMs(now) - toEpochMs(then);
  return elapsed >= 0 && elapsed <= days * DAY_MS;
}
