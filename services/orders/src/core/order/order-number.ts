import type { Randomness } from '../ports/randomness.port';

/** No 0/O, 1/I/L: a number read over the phone is not misheard. */
export const ORDER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_CODE_LENGTH = 6;
/** Kigali is UTC+2 all year (no daylight saving): the month on the number is the shopper's. */
const KIGALI_OFFSET_MS = 2 * 60 * 60 * 1000;

export const ORDER_NUMBER_PATTERN = /^DS-\d{4}-[2-9A-HJKMNP-Z]{6}$/;

/** `DS-<yymm>-<6 unambiguous characters>`, e.g. DS-2611-7K3F9Q. */
export function newOrderNumber(now: Date, random: Randomness): string {
  const kigali = new Date(now.getTime() + KIGALI_OFFSET_MS);
  const yy = String(kigali.getUTCFullYear() % 100).padStart(2, '0');
  const mm = String(kigali.getUTCMonth() + 1).padStart(2, '0');
  return `DS-${yy}${mm}-${random.chars(ORDER_CODE_ALPHABET, ORDER_CODE_LENGTH)}`;
}

/** Order numbers are matched trimmed and upper-cased. */
export function normaliseOrderNumber(value: unknown): string {
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}
