import { toEpochMs, type Instant } from './instant';

export const SHOP_TIME_ZONE = 'Africa/Kigali';

/**
 * The long English date of order cards, e.g. 'January 5, 2025', read in Kigali time
 * by default so the server and every browser print the same day.
 */
export function formatLongDate(value: Instant, timeZone: string = SHOP_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(
    new Date(toEpochMs(value)),
  );
}
