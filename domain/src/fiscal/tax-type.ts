/** RRA's tax types: A exempt, B 18% VAT, C zero-rated (export), D non-taxable. */
export const FISCAL_TAX_TYPES = ['A', 'B', 'C', 'D'] as const;
export type FiscalTaxType = (typeof FISCAL_TAX_TYPES)[number];

/** A product's tax type when none is set: the shop sells at 18% VAT. */
export const DEFAULT_FISCAL_TAX_TYPE: FiscalTaxType = 'B';

export function isFiscalTaxType(value: unknown): value is FiscalTaxType {
  return typeof value === 'string' && (FISCAL_TAX_TYPES as readonly string[]).includes(value);
}
