import { describe, expect, it } from 'vitest';
import {
  COUPON_APPLIED_MESSAGE,
  COUPON_MESSAGES,
  COUPON_REMOVED_MESSAGE,
  evaluateCoupon,
  isPromoSuccessMessage,
  type CouponContext,
  type CouponRecord,
} from './coupon-eligibility';

const welcome: CouponRecord = {
  code: 'welcome2',
  type: 'percentage',
  value: 2,
  firstOrderOnly: true,
  subscribersOnly: true,
};

const context: CouponContext = {
  subtotal: 30_000,
  now: new Date('2025-06-15T12:00:00Z'),
  timesUsed: 0,
  timesUsedByUser: 0,
  isFirstOrder: true,
  isSubscriber: true,
};

function reasonFor(record: CouponRecord | null, overrides: Partial<CouponContext> = {}): string {
  const result = evaluateCoupon(record, { ...context, ...overrides });
  return result.ok ? 'ok' : result.reason;
}

describe('evaluateCoupon', () => {
  it('gives a subscriber 2% off a first order with WELCOME2', () => {
    expect(evaluateCoupon(welcome, context)).toEqual({
      ok: true,
      coupon: { code: 'WELCOME2', discountType: 'percentage', discountValue: 2 },
      discount: 600,
    });
  });

  it('caps a fixed coupon at the subtotal', () => {
    const result = evaluateCoupon({ code: 'BIG', type: 'fixed', value: 50_000 }, context);
    expect(result.ok && result.discount).toBe(30_000);
  });

  it('reports a code that matched nothing as unknown', () => {
    expect(evaluateCoupon(null, context)).toEqual({ ok: false, reason: 'unknown', message: 'Invalid coupon code' });
    expect(reasonFor(null)).toBe('unknown');
  });

  it('rejects a coupon an admin switched off', () => {
    expect(reasonFor({ ...welcome, active: false })).toBe('inactive');
    expect(reasonFor({ ...welcome, active: true })).toBe('ok');
  });

  it('honours the validity window, bounds included', () => {
    const window = { ...welcome, validFrom: '2025-06-01T00:00:00Z', validUntil: new Date('2025-06-30T23:59:59Z') };
    expect(reasonFor(window, { now: new Date('2025-05-31T23:59:59Z') })).toBe('not_yet_valid');
    expect(reasonFor(window, { now: new Date('2025-06-01T00:00:00Z') })).toBe('ok');
    expect(reasonFor(window, { now: '2025-06-30T23:59:59Z' })).toBe('ok');
    expect(reasonFor(window, { now: new Date('2025-07-01T00:00:00Z') })).toBe('expired');
  });

  it('treats an unreadable date as closing the window', () => {
    expect(reasonFor({ ...welcome, validFrom: 'soon' })).toBe('not_yet_valid');
    expect(reasonFor({ ...welcome, validUntil: 'later' })).toBe('expired');
  });

  it('stops at the total usage limit', () => {
    const limited = { ...welcome, usageLimit: 100 };
    expect(reasonFor(limited, { timesUsed: 99 })).toBe('ok');
    expect(reasonFor(limited, { timesUsed: 100 })).toBe('used_up');
  });

  it('stops at the per-user limit', () => {
    const once = { ...welcome, perUserLimit: 1 };
    expect(reasonFor(once, { timesUsedByUser: 0 })).toBe('ok');
    expect(reasonFor(once, { timesUsedByUser: 1 })).toBe('user_used_up');
  });

  it('treats absent limits as unlimited', () => {
    expect(reasonFor(welcome, { timesUsed: 1_000_000, timesUsedByUser: 50 })).toBe('ok');
  });

  it('treats limits stored as null as unlimited', () => {
    const unlimited = { ...welcome, usageLimit: null, perUserLimit: null };
    expect(reasonFor(unlimited, { timesUsed: 1_000_000, timesUsedByUser: 50 })).toBe('ok');
  });

  it('keeps first-order coupons to first orders and subscriber coupons to subscribers', () => {
    expect(reasonFor(welcome, { isFirstOrder: false })).toBe('first_order_only');
    expect(reasonFor(welcome, { isSubscriber: false })).toBe('subscribers_only');
    const open = { code: 'OPEN', type: 'fixed', value: 1000 } as const;
    expect(reasonFor(open, { isFirstOrder: false, isSubscriber: false })).toBe('ok');
  });

  it('requires the minimum subtotal, reached exactly or more', () => {
    const minimum = { ...welcome, minSubtotal: 30_000 };
    expect(reasonFor(minimum, { subtotal: 30_000 })).toBe('ok');
    const result = evaluateCoupon(minimum, { ...context, subtotal: 29_999 });
    expect(result).toEqual({
      ok: false,
      reason: 'minimum_not_reached',
      message: 'A minimum order of 30,000\u00a0RWF is required for this coupon',
    });
  });

  it('explains each rejection in a sentence a shopper understands', () => {
    expect(evaluateCoupon({ ...welcome, validUntil: '2020-01-01' }, context)).toMatchObject({
      message: 'This coupon has expired',
    });
    expect(evaluateCoupon(welcome, { ...context, isFirstOrder: false })).toMatchObject({
      message: 'This coupon is only valid on your first order',
    });
    expect(evaluateCoupon(welcome, { ...context, isSubscriber: false })).toMatchObject({
      message: 'This coupon is only for newsletter subscribers',
    });
  });
});

describe('promo messages', () => {
  it('show success and removal as successes', () => {
    expect(isPromoSuccessMessage(COUPON_APPLIED_MESSAGE)).toBe(true);
    expect(isPromoSuccessMessage(COUPON_REMOVED_MESSAGE)).toBe(true);
    expect(isPromoSuccessMessage('Promo code applied: WELCOME2')).toBe(true);
  });

  it('read success whatever the letter case of the message', () => {
    expect(isPromoSuccessMessage('Coupon Applied')).toBe(true);
    expect(isPromoSuccessMessage('REMOVED SUCCESSFULLY')).toBe(true);
  });

  it('never show a rejection as a success', () => {
    for (const message of Object.values(COUPON_MESSAGES)) {
      expect(isPromoSuccessMessage(message)).toBe(false);
    }
    expect(isPromoSuccessMessage('A minimum order of 30,000 RWF is required for this coupon')).toBe(false);
  });
});
