import { toEpochMs, type Instant } from '../dates/instant';
import { formatRwf } from '../money/format-rwf';
import { couponDiscount, normaliseCouponCode, type AppliedCoupon, type DiscountType } from './coupon';

/** A coupon as the server stores it. Absent limits mean unlimited. */
export interface CouponRecord {
  code: string;
  type: DiscountType;
  value: number;
  minSubtotal?: number | null;
  validFrom?: Instant | null;
  validUntil?: Instant | null;
  /** How many times the coupon may be used in all. */
  usageLimit?: number | null;
  /** How many times one user may use it. */
  perUserLimit?: number | null;
  firstOrderOnly?: boolean;
  subscribersOnly?: boolean;
  /** An admin switch; false rejects the coupon. Absent means active. */
  active?: boolean;
}

export interface CouponContext {
  subtotal: number;
  now: Instant;
  /** Uses so far by everybody. */
  timesUsed: number;
  /** Uses so far by this user. */
  timesUsedByUser: number;
  isFirstOrder: boolean;
  isSubscriber: boolean;
}

export type CouponRejection =
  | 'unknown'
  | 'inactive'
  | 'not_yet_valid'
  | 'expired'
  | 'used_up'
  | 'user_used_up'
  | 'first_order_only'
  | 'subscribers_only'
  | 'minimum_not_reached';

export type CouponEvaluation =
  | { ok: true; coupon: AppliedCoupon; discount: number }
  | { ok: false; reason: CouponRejection; message: string };

// None of these contains 'applied' or 'successfully': the cart shows a promo message
// as a success when it does (SPEC section 4).
export const COUPON_MESSAGES = {
  unknown: 'Invalid coupon code',
  inactive: 'This coupon is no longer available',
  not_yet_valid: 'This coupon is not valid yet',
  expired: 'This coupon has expired',
  used_up: 'This coupon has reached its usage limit',
  user_used_up: 'You have already used this coupon',
  first_order_only: 'This coupon is only valid on your first order',
  subscribers_only: 'This coupon is only for newsletter subscribers',
  minimum_not_reached: 'Your order does not reach the minimum amount for this coupon',
} as const satisfies Record<CouponRejection, string>;

export const COUPON_APPLIED_MESSAGE = 'Coupon applied successfully';
export const COUPON_REMOVED_MESSAGE = 'Coupon removed successfully';

function reject(reason: CouponRejection, message: string = COUPON_MESSAGES[reason]): CouponEvaluation {
  return { ok: false, reason, message };
}

function reached(count: number, limit: number | null | undefined): boolean {
  return limit != null && count >= limit;
}

/**
 * Decides whether a coupon may be used, and if so the discount it gives. Pass the record
 * the code looked up (null or undefined when none: 'unknown'). Checks run in the order a
 * shopper can act on least to most: availability, dates, usage, audience, amount.
 * An unreadable date closes the window rather than opening it.
 */
export function evaluateCoupon(record: CouponRecord | null | undefined, context: CouponContext): CouponEvaluation {
  if (!record) return reject('unknown');
  if (record.active === false) return reject('inactive');
  const now = toEpochMs(context.now);
  if (record.validFrom != null) {
    const from = toEpochMs(record.validFrom);
    if (Number.isNaN(from) || now < from) return reject('not_yet_valid');
  }
  if (record.validUntil != null) {
    const until = toEpochMs(record.validUntil);
    if (Number.isNaN(until) || now > until) return reject('expired');
  }
  if (reached(context.timesUsed, record.usageLimit)) return reject('used_up');
  if (reached(context.timesUsedByUser, record.perUserLimit)) return reject('user_used_up');
  if (record.firstOrderOnly && !context.isFirstOrder) return reject('first_order_only');
  if (record.subscribersOnly && !context.isSubscriber) return reject('subscribers_only');
  if (record.minSubtotal != null && context.subtotal < record.minSubtotal) {
    return reject('minimum_not_reached', `A minimum order of ${formatRwf(record.minSubtotal)} is required for this coupon`);
  }
  const coupon: AppliedCoupon = {
    code: normaliseCouponCode(record.code),
    discountType: record.type,
    discountValue: record.value,
  };
  return { ok: true, coupon, discount: couponDiscount(context.subtotal, coupon) };
}

/** SPEC section 4: a promo message is displayed as a success when it says so. */
export function isPromoSuccessMessage(message: string): boolean {
  const lower = message.toLowerCase();
  return lower.includes('successfully') || lower.includes('applied');
}
