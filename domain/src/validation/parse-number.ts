import { isBlank } from './field-error';

// Form fields arrive as strings, API bodies as numbers: both are read here, strictly,
// so '12abc' is an error rather than 12 as parseFloat would have it.

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const INTEGER = /^[+-]?\d+$/;

/** A decimal number from a number or numeric string; null when blank or not a number. */
export function parseDecimal(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || isBlank(value) || !DECIMAL.test(value.trim())) return null;
  return Number(value.trim());
}

/** A whole number from a number or numeric string; null when blank, fractional or not a number. */
export function parseInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value !== 'string' || isBlank(value) || !INTEGER.test(value.trim())) return null;
  const parsed = Number(value.trim());
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/** Why an amount of RWF was refused: not a number of 0 or more, or one with decimals. */
export type RwfRefusal = 'invalid' | 'fractional';

/**
 * An amount of RWF as typed or sent: a whole number of 0 or more, 'blank', or why it is refused.
 * RWF has no decimals, so 62500.5 is refused rather than silently rounded to 62501. How large an
 * amount may be is the caller's limit: a number too large to count exactly comes back as it is.
 */
export function readRwf(value: unknown): number | RwfRefusal | 'blank' {
  if (isBlank(value)) return 'blank';
  const parsed = parseDecimal(value);
  if (parsed === null || parsed < 0) return 'invalid';
  return Number.isFinite(parsed) && !Number.isInteger(parsed) ? 'fractional' : parsed;
}
