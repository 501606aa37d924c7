import { describe, expect, it } from 'vitest';
import { DEFAULT_FISCAL_TAX_TYPE, FISCAL_TAX_TYPES, isFiscalTaxType } from './tax-type';

describe('RRA tax types', () => {
  it('are A, B, C and D, the shop selling at B (18% VAT) unless told otherwise', () => {
    expect(FISCAL_TAX_TYPES).toEqual(['A', 'B', 'C', 'D']);
    expect(DEFAULT_FISCAL_TAX_TYPE).toBe('B');
    expect(FISCAL_TAX_TYPES.every(isFiscalTaxType)).toBe(true);
    for (const other of ['b', 'E', '', 'AB', undefined, 2]) expect(isFiscalTaxType(other)).toBe(false);
  });
});
