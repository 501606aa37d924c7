import { roundRwf } from './rwf';

/**
 * Formats an amount as the shop shows every price, in every language and on every medium (page,
 * e-mail, SMS, PDF receipt): "1,234,567 RWF", as SPEC's own texts write it ("50,000 RWF"), with
 * commas between thousands and a no-break space before RWF. Written out rather than left to Intl:
 * browsers and Node ship different locale data (rw-RW prints "RF 1.234.567" in one ICU and groups
 * differently in another), and a price must read the same everywhere. The amount is rounded to
 * whole francs first; a value that is not a finite number shows as 0 RWF.
 */
export function formatRwf(amount: number): string {
  const value = Number.isFinite(amount) ? roundRwf(amount) : 0;
  return `${value < 0 ? '-' : ''}${groupThousands(Math.abs(value))}\u00a0RWF`;
}

/** A whole number with commas between thousands: 1234567 → "1,234,567". */
export function groupThousands(value: number): string {
  return value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
