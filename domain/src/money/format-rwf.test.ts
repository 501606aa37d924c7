import { describe, expect, it } from 'vitest';
import { formatRwf, groupThousands } from './format-rwf';
import { isRwfAmount, roundRwf } from './rwf';

// SPEC's texts write "50,000 RWF": commas between thousands, RWF after a no-break space.
const NBSP = '\u00a0';

describe('formatRwf', () => {
  it.each([
    [0, `0${NBSP}RWF`],
    [7, `7${NBSP}RWF`],
    [999, `999${NBSP}RWF`],
    [1000, `1,000${NBSP}RWF`],
    [49_999, `49,999${NBSP}RWF`],
    [50_000, `50,000${NBSP}RWF`],
    [218_000, `218,000${NBSP}RWF`],
    [2_500_000, `2,500,000${NBSP}RWF`],
    [1_234_567, `1,234,567${NBSP}RWF`],
  ])('shows %d as %s', (amount, expected) => {
    expect(formatRwf(amount)).toBe(expected);
  });

  it('never shows decimals: amounts are rounded to whole francs', () => {
    expect(formatRwf(1499.4)).toBe(`1,499${NBSP}RWF`);
    expect(formatRwf(1499.5)).toBe(`1,500${NBSP}RWF`);
  });

  it('does not print a negative zero', () => {
    expect(formatRwf(-0.2)).toBe(`0${NBSP}RWF`);
  });

  it('shows a negative amount with its sign', () => {
    expect(formatRwf(-1500)).toBe(`-1,500${NBSP}RWF`);
  });

  it('shows 0 RWF instead of NaN for a missing amount', () => {
    expect(formatRwf(Number.NaN)).toBe(`0${NBSP}RWF`);
    expect(formatRwf(Number.POSITIVE_INFINITY)).toBe(`0${NBSP}RWF`);
  });

  it('reads as SPEC writes its amounts once the no-break space is a space', () => {
    expect(formatRwf(50_000).replace(NBSP, ' ')).toBe('50,000 RWF');
  });

  it('does not depend on the locale of the machine it runs on', () => {
    const original = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = () => 'locale was used';
    try {
      expect(formatRwf(1_234_567)).toBe(`1,234,567${NBSP}RWF`);
    } finally {
      Number.prototype.toLocaleString = original;
    }
  });
});

describe('groupThousands', () => {
  it('puts commas between thousands only', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(100)).toBe('100');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(100_000)).toBe('100,000');
    expect(groupThousands(1_000_000)).toBe('1,000,000');
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
