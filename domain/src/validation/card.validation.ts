import { toEpochMs, type Instant } from '../dates/instant';
import { isBlank, trimmed, type FieldError } from './field-error';
import { passesLuhn } from './luhn';
import { CARD_MESSAGES as M } from './messages';

export interface CardDetailsInput {
  nameOnCard?: string;
  cardNumber?: string;
  /** MM/YY (MM/YYYY also read). */
  expiryDate?: string;
  cvv?: string;
}

/** Card numbers run 12 to 19 digits; spaces and dashes between groups are ignored. */
export function isValidCardNumber(input: string): boolean {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits);
}

/** Reads MM/YY or MM/YYYY into a month and full year; null when malformed. */
export function parseCardExpiry(input: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(input.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]) + (match[2]?.length === 2 ? 2000 : 0);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * A card is good through the last day of its expiry month. Months are compared in UTC
 * so the browser and server agree; the provider has the final word anyway.
 */
export function isCardExpired(expiry: { month: number; year: number }, now: Instant): boolean {
  const today = new Date(toEpochMs(now));
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < current;
}

export function validateCardDetails(input: CardDetailsInput, now: Instant): FieldError[] {
  const errors: FieldError[] = [];
  const add = (path: keyof CardDetailsInput, message: string): void => {
    errors.push({ path: `card.${path}`, message });
  };
  if (isBlank(input.nameOnCard)) add('nameOnCard', M.nameRequired);
  if (isBlank(input.cardNumber)) add('cardNumber', M.numberRequired);
  else if (!isValidCardNumber(trimmed(input.cardNumber))) add('cardNumber', M.numberInvalid);
  if (isBlank(input.expiryDate)) add('expiryDate', M.expiryRequired);
  else {
    const expiry = parseCardExpiry(trimmed(input.expiryDate));
    if (!expiry) add('expiryDate', M.expiryInvalid);
    else if (isCardExpired(expiry, now)) add('expiryDate', M.expired);
  }
  if (isBlank(input.cvv)) add('cvv', M.cvvRequired);
  else if (!/^\d{3,4}$/.test(trimmed(input.cvv))) add('cvv', M.cvvInvalid);
  return errors;
}
