import { normaliseCouponCode } from '../coupon/coupon';
import { parseDecimal } from './parse-number';

/** The code to apply from the promo box; null for blank input, which does nothing. */
export function parsePromoCodeInput(input: string | null | undefined): string | null {
  const code = normaliseCouponCode(input ?? '');
  return code === '' ? null : code;
}

/** Search text trimmed; null when blank, since search boxes ignore blank text. */
export function normaliseSearchText(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  return text === '' ? null : text;
}

/** A min/max price filter read as a decimal; blank, non-numeric or negative input means no filter. */
export function parsePriceFilter(input: string | number | null | undefined): number | null {
  const value = parseDecimal(input);
  return value !== null && value >= 0 ? value : null;
}
