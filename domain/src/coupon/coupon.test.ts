import { describe, expect, it } from 'vitest';
import { couponDiscount, isDiscountType, normaliseCouponCode } from './coupon';

describe('couponDiscount', () => {
  it('takes a percentage of the subtotal, rounded to whole francs', () => {
    expect(couponDiscount(30_000, { discountType: 'percentage', discountValue: 2 })).toBe(600);
    expect(couponDiscount(12_345, { discountType: 'percentage', discountValue: 2 })).toBe(247); // 246.9
    expect(couponDiscount(100_025, { discountType: 'percentage', discountValue: 2 })).toBe(2001); // 2000.5
  });

  it('never takes more than 100 percent', () => {
    expect(couponDiscount(30_000, { discountType: 'percentage', discountValue: 150 })).toBe(30_000);
  });

  it('takes a fixed amount off', () => {
    expect(couponDiscount(30_000, { discountType: 'fixed', discountValue: 5000 })).toBe(5000);
  });

  it('caps a fixed amount above the subtotal at the subtotal', () => {
    expect(couponDiscount(3000, { discountType: 'fixed', discountValue: 5000 })).toBe(3000);
  });

  it('gives nothing on an empty cart or for a zero, negative or missing value', () => {
    expect(couponDiscount(0, { discountType: 'fixed', discountValue: 5000 })).toBe(0);
    expect(couponDiscount(30_000, { discountType: 'fixed', discountValue: 0 })).toBe(0);
    expect(couponDiscount(30_000, { discountType: 'fixed', discountValue: -500 })).toBe(0);
    expect(couponDiscount(30_000, { discountType: 'percentage', discountValue: Number.NaN })).toBe(0);
  });

  // A corrupt figure must never turn a discount into a surcharge or give the whole cart away.
  it('is never negative, even on a negative subtotal', () => {
    expect(couponDiscount(-3000, { discountType: 'fixed', discountValue: 500 })).toBe(0);
    expect(couponDiscount(-3000, { discountType: 'percentage', discountValue: 10 })).toBe(0);
  });

  it('gives nothing for a coupon of unbounded value', () => {
    expect(couponDiscount(30_000, { discountType: 'fixed', discountValue: Number.POSITIVE_INFINITY })).toBe(0);
    expect(couponDiscount(30_000, { discountType: 'percentage', discountValue: Number.POSITIVE_INFINITY })).toBe(0);
  });
});

describe('coupon codes', () => {
  it('are matched trimmed and upper-cased', () => {
    expect(normaliseCouponCode('  welcome2 ')).toBe('WELCOME2');
    expect(normaliseCouponCode('Welcome2')).toBe('WELCOME2');
  });

  it('come in two discount types', () => {
    expect(isDiscountType('percentage')).toBe(true);
    expect(isDiscountType('fixed')).toBe(true);
    expect(isDiscountType('bogus')).toBe(false);
  });
});
