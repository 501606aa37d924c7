import { SUBSCRIBER_CSV_COLUMNS } from '../constants/limits';
import { SHOP_TIME_ZONE } from '../dates/format-date';

/**
 * CSV for spreadsheets (RFC 4180): fields are quoted when they hold a comma, a quote, CR or LF
 * (quotes doubled), and rows end with CRLF. A cell a spreadsheet would read as a formula
 * (beginning with =, +, -, @, tab or CR) is prefixed with a single quote, so an e-mail address
 * like `=HYPERLINK(...)@x.rw` is shown as text rather than run.
 */

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The cell as a spreadsheet should show it: text, never a formula. */
export function neutraliseCsvCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One field: neutralised, then quoted when RFC 4180 asks for it. */
export function csvField(value: string): string {
  const cell = neutraliseCsvCell(value);
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One record, CRLF-terminated. */
export function csvRow(values: readonly string[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

const KIGALI_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** YYYY-MM-DD of the shop's day (Africa/Kigali). */
function kigaliDay(at: Date): string {
  return KIGALI_DAY.format(at);
}

/** The header row: SPEC's columns Email, Subscribed Date, Status. */
export function subscriberCsvHeader(): string {
  return csvRow(SUBSCRIBER_CSV_COLUMNS);
}

/** A subscriber's row of the export: the e-mail, the day subscribed (YYYY-MM-DD, Kigali), Active or Inactive. */
export function subscriberCsvRow(subscriber: { email: string; subscribedAt: string; isActive: boolean }): string {
  return csvRow([subscriber.email, kigaliDay(new Date(subscriber.subscribedAt)), subscriber.isActive ? 'Active' : 'Inactive']);
}

/** `subscribers-YYYY-MM-DD.csv`, the day of `at` in Kigali. */
export function subscribersCsvFilename(at: Date): string {
  return `subscribers-${kigaliDay(at)}.csv`;
}
