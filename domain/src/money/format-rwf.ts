import { CURRENCY, LOCALE, roundRwf } from './rwf';

// One formatter for the whole app: building Intl formatters is slow.
const formatter = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
});

/**
 * Formats an amount as the shop shows prices, e.g. "RF 1.234.567" (the space is a
 * no-break space U+00A0). The amount is rounded to whole francs first; a value that is
 * not a finite number shows as RF 0 rather than "RF NaN".
 */
export function formatRwf(amount: number): string {
  return formatter.format(Number.isFinite(amount) ? roundRwf(amount) : 0);
}
