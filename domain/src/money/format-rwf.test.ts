import { describe, expect, it } from 'vitest';
import { formatRwf } from './format-rwf';
import { isRwfAmount, roundRwf } from './rwf';

// Node's ICU prints rw-RW francs as "RF", a no-break space and dots between thousands.
const NBSP = '\u00a0';

describe('formatRwf', () => {
  it.each([
    [0, `RF${NBSP}0`],
    [1000, `RF${NBSP}1.000`],
    [49_999, `RF${NBSP}49.999`],
    [50_000, `RF${NBSP}50.000`],
    [2_500_000, `RF${NBSP}2.500.000`],
    [1_234_567, `RF${NBSP}1.234.567`],
  ])('shows %d as %s', (amount, expected) => {
    expect(formatRwf(amount)).toBe(expected);
  });

  it('never shows decimals: amounts are rounded to whole francs', () => {
    expect(formatRwf(1499.4)).toBe(`RF${NBSP}1.499`);
    expect(formatRwf(1499.5)).toBe(`RF${NBSP}1.500`);
  });

  it('does not print a negative zero', () => {
    expect(formatRwf(-0.2)).toBe(`RF${NBSP}0`);
  });

  it('shows a negative amount with its sign', () => {
    expect(formatRwf(-1500)).toBe(`-RF${NBSP}1.500`);
  });

  it('shows RF 0 instead of NaN for a missing amount', () => {
    expect(formatRwf(Number.NaN)).toBe(`RF${NBSP}0`);
    expect(formatRwf(Number.POSITIVE_INFINITY)).toBe(`RF${NBSP}0`);
  });
});

describe('roundRwf and isRwfAmount', () => {
  it('rounds to whole francs', () => {
    expect(roundRwf(999.5)).toBe(1000);
    expect(Object.is(roundRwf(-0.4), 0)).toBe(true);
  });

  it('accepts only non-negative whole francs as stored amounts', () => {
    expect(isRwfAmount(0)).toBe(true);
    expect(isRwfAmount(15_000)).toBe(true);
    expect(isRwfAmount(15_000.5)).toBe(false);
    expect(isRwfAmount(-1)).toBe(false);
    expect(isRwfAmount('15000')).toBe(false);
    expect(isRwfAmount(Number.NaN)).toBe(false);
  });
});

describe('formatRwf and the rw-RW locale', () => {
  it('writes exactly what a full rw-RW locale writes, without depending on one', () => {
    const rwRw = new Intl.NumberFormat('rw-RW', { style: 'currency', currency: 'RWF', maximumFractionDigits: 0 });
    for (const amount of [0, 7, 999, 1000, 15_000, 49_999, 50_000, 1_234_567, 2_500_000, -1500]) {
      expect(formatRwf(amount)).toBe(rwRw.format(amount));
    }
  });
});
