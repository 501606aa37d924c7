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
