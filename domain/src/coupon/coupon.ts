import { roundRwf } from '../money/rwf';

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export function isDiscountType(value: unknown): value is DiscountType {
  return typeof value === 'string' && (DISCOUNT_TYPES as readonly string[]).includes(value);
}

/** The coupon as the cart holds it (SPEC section 3). */
export interface AppliedCoupon {
  code: string;
  discountType: DiscountType;
  discountValue: number;
}

/** Codes are matched trimmed and upper-cased: ' welcome2 ' is WELCOME2. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The discount a coupon gives on a subtotal, in whole francs, never more than the
 * subtotal. Percentage: subtotal * value / 100 (value held to 0..100). Fixed: the value,
 * capped at the subtotal.
 */
export function couponDiscount(
  subtotal: number,
  coupon: Pick<AppliedCoupon, 'discountType' | 'discountValue'>,
): number {
  const value = coupon.discountValue;
  if (!(subtotal > 0) || !Number.isFinite(value) || value <= 0) return 0;
  const raw =
    coupon.discountType === 'percentage' ? (subtotal * Math.min(value, 100)) / 100 : value;
  return Math.min(roundRwf(subtotal), roundRwf(raw));
}
