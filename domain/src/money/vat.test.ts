import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netPart, splitVat, VAT_RATE, vatPart } from './vat';

describe('VAT contained in a price', () => {
  it('is 18%', () => {
    expect(VAT_RATE).toBe(0.18);
  });

  it.each([
    [118, 18, 100],
    [1180, 180, 1000],
    [50_000, 7627, 42_373],
    [1000, 153, 847],
    [0, 0, 0],
    [1, 0, 1],
  ])('a price of %d RWF holds %d VAT and %d net', (amount, vat, net) => {
    expect(vatPart(amount)).toBe(vat);
    expect(netPart(amount)).toBe(net);
    expect(splitVat(amount)).toEqual({ net, vat });
  });

  it('splits every price into whole francs that add back up to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (amount) => {
        const { net, vat } = splitVat(amount);
        expect(Number.isInteger(vat) && Number.isInteger(net)).toBe(true);
        expect(net + vat).toBe(amount);
        // within half a franc of the exact amount - amount / 1.18
        expect(Math.abs(vat - (amount - amount / 1.18))).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
