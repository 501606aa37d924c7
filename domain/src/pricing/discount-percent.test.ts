import { describe, expect, it } from 'vitest';
import { discountPercent } from './discount-percent';

describe('discountPercent', () => {
  it('is 0 without an original price', () => {
    expect(discountPercent(45_000)).toBe(0);
    expect(discountPercent(45_000, null)).toBe(0);
  });

  it('is 0 when the original price is not above the price', () => {
    expect(discountPercent(45_000, 45_000)).toBe(0);
    expect(discountPercent(45_000, 40_000)).toBe(0);
  });

  it('is the saving as a rounded percentage of the original price', () => {
    expect(discountPercent(75_000, 100_000)).toBe(25);
    expect(discountPercent(20_000, 30_000)).toBe(33);
    expect(discountPercent(10_000, 30_000)).toBe(67);
    expect(discountPercent(99_500, 100_000)).toBe(1); // 0.5 rounds up
    expect(discountPercent(0, 30_000)).toBe(100);
  });

  // A badge must never read 'NaN%': an unreadable price shows no discount.
  it('is 0 when either price is not a finite number', () => {
    expect(discountPercent(Number.NaN, 30_000)).toBe(0);
    expect(discountPercent(20_000, Number.NaN)).toBe(0);
    expect(discountPercent(20_000, Number.POSITIVE_INFINITY)).toBe(0);
    expect(discountPercent(Number.NEGATIVE_INFINITY, 30_000)).toBe(0);
  });
});
