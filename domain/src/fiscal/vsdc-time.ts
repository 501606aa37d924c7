// The VSDC writes dates as digits in the taxpayer's local time, and the taxpayer is in Kigali
// (Africa/Kigali: UTC+2 all year, no daylight saving). A UTC stamp would put a 23:30 sale on
// the next day's report.
import { HOUR_MS, toEpochMs, type Instant } from '../dates/instant';

const KIGALI_OFFSET_MS = 2 * HOUR_MS;
const STAMP = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

export interface KigaliDateTime {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The wall-clock parts of an instant in Kigali, zero-padded. */
export function kigaliDateTime(at: Instant): KigaliDateTime {
  const ms = toEpochMs(at);
  if (!Number.isFinite(ms)) throw new RangeError('not a date');
  const iso = new Date(ms + KIGALI_OFFSET_MS).toISOString();
  return { year: iso.slice(0, 4), month: iso.slice(5, 7), day: iso.slice(8, 10), hour: iso.slice(11, 13), minute: iso.slice(14, 16), second: iso.slice(17, 19) };
}

/** `yyyyMMddHHmmss` in Kigali, as the VSDC's cfmDt, resultDt and vsdcRcptPbctDate. */
export function vsdcTimestamp(at: Instant): string {
  const t = kigaliDateTime(at);
  return `${t.year}${t.month}${t.day}${t.hour}${t.minute}${t.second}`;
}

/** `yyyyMMdd` in Kigali, as the VSDC's salesDt. */
export function vsdcDate(at: Instant): string {
  return vsdcTimestamp(at).slice(0, 8);
}

/** A VSDC `yyyyMMddHHmmss` (Kigali) as ISO 8601 with the Kigali offset; null when it is not one. */
export function vsdcTimestampToIso(stamp: string): string | null {
  const match = STAMP.exec(stamp);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}+02:00`;
  // Refuse a stamp that names no real moment (month 13, 31 February).
  return Number.isFinite(Date.parse(iso)) && vsdcTimestamp(iso) === stamp ? iso : null;
}
