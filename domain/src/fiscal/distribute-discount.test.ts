import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distributeDiscount } from './distribute-discount';

describe('an order’s discount spread over its lines', () => {
  it.each([
    [[100, 200, 300], 60, [10, 20, 30]],
    [[15_000, 45_000], 1_200, [300, 900]],
    [[100, 50], 1, [1, 0]],
    // equal remainders: the larger line first, then the earlier one
    [[1, 1, 1], 2, [1, 1, 0]],
    [[10, 20, 10], 2, [1, 1, 0]],
    [[0, 10], 10, [0, 10]],
    [[500, 700], 1_200, [500, 700]],
    [[500, 700], 0, [0, 0]],
    [[], 0, []],
  ])('%j with %d off gives %j', (amounts, discount, expected) => {
    expect(distributeDiscount(amounts, discount)).toEqual(expected);
  });

  it('refuses a discount larger than the lines, or amounts that are not whole francs', () => {
    expect(() => distributeDiscount([100, 50], 151)).toThrow(RangeError);
    expect(() => distributeDiscount([], 1)).toThrow(RangeError);
    expect(() => distributeDiscount([100.5], 1)).toThrow(RangeError);
    expect(() => distributeDiscount([100], -1)).toThrow(RangeError);
  });

  it('always adds up to the discount exactly, each share within a franc of its exact part and never above its line', () => {
    const case_ = fc
      .array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 15 })
      .chain((amounts) => fc.tuple(fc.constant(amounts), fc.integer({ min: 0, max: amounts.reduce((s, a) => s + a, 0) })));
    fc.assert(
      fc.property(case_, ([amounts, discount]) => {
        const shares = distributeDiscount(amounts, discount);
        const total = amounts.reduce((s, a) => s + a, 0);
        expect(shares.reduce((s, a) => s + a, 0)).toBe(discount);
        shares.forEach((share, i) => {
          const amount = amounts[i]!;
          expect(Number.isInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(amount);
          expect(Math.abs(share - (total === 0 ? 0 : (amount * discount) / total))).toBeLessThan(1);
        });
      }),
    );
  });
});
