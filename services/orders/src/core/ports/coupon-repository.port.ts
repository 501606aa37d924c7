import type { CouponRecord } from '@shop/domain';

/** A coupon as stored: the domain's record (code normalised) and how often it was used. */
export interface StoredCoupon extends CouponRecord {
  timesUsed: number;
}

/**
 * Coupons and their usage counters. Counting is atomic with the limit in the condition, so a
 * limit is never exceeded however many orders use the coupon at once.
 */
export interface CouponRepository {
  findByCode(code: string): Promise<StoredCoupon | null>;
  /** Inserts the coupon unless one with its code exists (seeding); true when inserted. */
  insertIfAbsent(coupon: CouponRecord): Promise<boolean>;
  /** Counts one use if fewer than `limit` were counted (no limit when null); false when used up. */
  claimUse(code: string, limit: number | null): Promise<boolean>;
  /** Gives one use back (never below zero). */
  releaseUse(code: string): Promise<void>;
  timesUsedBy(code: string, userId: string): Promise<number>;
  /** Counts one use by the user if fewer than `limit` were (no limit when null); false when used up. */
  claimUserUse(code: string, userId: string, limit: number | null): Promise<boolean>;
  releaseUserUse(code: string, userId: string): Promise<void>;
}
