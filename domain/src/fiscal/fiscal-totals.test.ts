import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fiscalTotals, type FiscalLineInput } from './fiscal-totals';
import { FISCAL_TAX_TYPES } from './tax-type';

const line = (overrides: Partial<FiscalLineInput>): FiscalLineInput => ({ quantity: 1, unitPrice: 0, discount: 0, taxType: 'B', ...overrides });

describe('fiscal totals of a sale', () => {
  it('matches RRA’s own sample sale: two 18% lines of 7,000 and 3,500 hold 1,068 and 534 of tax', () => {
    const totals = fiscalTotals([line({ quantity: 2, unitPrice: 3500 }), line({ quantity: 1, unitPrice: 3500 })]);
    expect(totals.lines.map((l) => [l.supply, l.taxable, l.tax])).toEqual([
      [7000, 7000, 1068],
      [3500, 3500, 534],
    ]);
    expect(totals.byTaxType.B).toEqual({ taxable: 10_500, rate: 18, tax: 1602 });
    expect(totals).toMatchObject({ totalTaxable: 10_500, totalTax: 1602, total: 10_500 });
  });

  it('rounds the tax of each line and adds the lines, as the VSDC checks it, not the tax of the type’s total', () => {
    // 100 × 18/118 = 15.25 → 15 per line; the 200 total alone would give 30.51 → 31.
    const totals = fiscalTotals([line({ unitPrice: 100 }), line({ unitPrice: 100 })]);
    expect(totals.byTaxType.B).toEqual({ taxable: 200, rate: 18, tax: 30 });
    expect(totals.totalTax).toBe(30);
  });

  it('rounds a line’s tax half-up to whole francs', () => {
    // 59 × 18/118 = 9 exactly; 62 → 9.46 → 9; 63 → 9.61 → 10.
    expect(fiscalTotals([line({ unitPrice: 59 }), line({ unitPrice: 62 }), line({ unitPrice: 63 })]).lines.map((l) => l.tax)).toEqual([9, 9, 10]);
  });

  it('takes the discount off the line before the tax, and charges no tax on exempt, zero-rated or non-taxable lines', () => {
    const totals = fiscalTotals([
      line({ quantity: 3, unitPrice: 10_000, discount: 1_180, taxType: 'B' }),
      line({ unitPrice: 5_000, discount: 500, taxType: 'A' }),
      line({ unitPrice: 7_000, taxType: 'C' }),
      line({ unitPrice: 2_000, taxType: 'D' }),
    ]);
    expect(totals.lines[0]).toEqual({ supply: 30_000, discount: 1_180, taxable: 28_820, tax: 4_396, taxType: 'B' });
    expect(totals.byTaxType).toEqual({
      A: { taxable: 4_500, rate: 0, tax: 0 },
      B: { taxable: 28_820, rate: 18, tax: 4_396 },
      C: { taxable: 7_000, rate: 0, tax: 0 },
      D: { taxable: 2_000, rate: 0, tax: 0 },
    });
    expect(totals).toMatchObject({ totalTaxable: 42_320, totalTax: 4_396, total: 42_320 });
  });

  it('gives zero buckets for an empty sale', () => {
    expect(fiscalTotals([])).toMatchObject({ totalTaxable: 0, totalTax: 0, total: 0, byTaxType: { B: { taxable: 0, rate: 18, tax: 0 } } });
  });

  it.each([
    ['a discount above the line', line({ unitPrice: 100, discount: 101 })],
    ['a fractional price', line({ unitPrice: 99.5 })],
    ['a negative discount', line({ unitPrice: 100, discount: -1 })],
    ['no quantity', line({ quantity: 0, unitPrice: 100 })],
    ['a fractional quantity', line({ quantity: 1.5, unitPrice: 100 })],
    ['an unknown tax type', line({ unitPrice: 100, taxType: 'E' as never })],
  ])('refuses %s', (_, bad) => {
    expect(() => fiscalTotals([line({ unitPrice: 10 }), bad])).toThrow(/line 2/);
  });

  it('adds up: buckets to totals, lines to buckets, and each tax within half a franc of the exact share', () => {
    const input = fc
      .record({
        quantity: fc.integer({ min: 1, max: 20 }),
        unitPrice: fc.integer({ min: 0, max: 2_500_000 }),
        discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
        taxType: fc.constantFrom(...FISCAL_TAX_TYPES),
      })
      .map(({ discountShare, ...rest }) => ({ ...rest, discount: Math.floor(rest.quantity * rest.unitPrice * discountShare) }));
    fc.assert(
      fc.property(fc.array(input, { maxLength: 12 }), (lines) => {
        const totals = fiscalTotals(lines);
        const buckets = Object.values(totals.byTaxType);
        expect(buckets.reduce((sum, b) => sum + b.taxable, 0)).toBe(totals.totalTaxable);
        expect(buckets.reduce((sum, b) => sum + b.tax, 0)).toBe(totals.totalTax);
        expect(totals.total).toBe(lines.reduce((sum, l) => sum + l.quantity * l.unitPrice - l.discount, 0));
        for (const taxType of FISCAL_TAX_TYPES) {
          const ofType = totals.lines.filter((l) => l.taxType === taxType);
          expect(totals.byTaxType[taxType].tax).toBe(ofType.reduce((sum, l) => sum + l.tax, 0));
        }
        for (const l of totals.lines) {
          expect(Number.isInteger(l.tax)).toBe(true);
          const exact = l.taxType === 'B' ? (l.taxable * 18) / 118 : 0;
          expect(Math.abs(l.tax - exact)).toBeLessThanOrEqual(0.5);
        }
      }),
    );
  });
});
