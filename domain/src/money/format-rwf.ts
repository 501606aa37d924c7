import { roundRwf } from './rwf';

/**
 * Formats an amount as the shop shows prices, in the rw-RW convention: "RF 1.234.567"
 * (the space is a no-break space U+00A0, groups of three separated by "."). Written out
 * rather than left to Intl, because browsers ship different locale data for rw-RW and a
 * price must read the same on the page, in the receipt and in the mail. The amount is
 * rounded to whole francs first; a value that is not a finite number shows as RF 0.
 */
export function formatRwf(amount: number): string {
  const value = Number.isFinite(amount) ? roundRwf(amount) : 0;
  const grouped = Math.abs(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${value < 0 ? '-' : ''}RF\u00a0${grouped}`;
}
