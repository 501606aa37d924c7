// The amounts a VSDC sale carries, computed the way the VSDC checks them: each line's tax is
// rounded on its own and the per-type tax is the sum of its lines (a live EBM receipt whose
// header tax only the sum of rounded lines reproduces settles this; RRA's sample sale agrees).
import { vatPart } from '../money/vat';
import { FISCAL_TAX_TYPES, type FiscalTaxType } from './tax-type';

/** The rate RRA programs for each tax type, in percent. */
export const FISCAL_TAX_RATES: Readonly<Record<FiscalTaxType, number>> = { A: 0, B: 18, C: 0, D: 0 };

export interface FiscalLineInput {
  quantity: number;
  /** VAT included, whole RWF. */
  unitPrice: number;
  /** The line's share of the order's discount, whole RWF, at most quantity × unitPrice. */
  discount: number;
  taxType: FiscalTaxType;
}

/** One line as the VSDC takes it: splyAmt, dcAmt, taxblAmt (= totAmt) and taxAmt. */
export interface FiscalLineAmounts {
  supply: number;
  discount: number;
  taxable: number;
  tax: number;
  taxType: FiscalTaxType;
}

export interface FiscalTaxBucket {
  /** VAT-inclusive amount of the type's lines after discount. */
  taxable: number;
  rate: number;
  tax: number;
}

export interface FiscalTotals {
  lines: FiscalLineAmounts[];
  byTaxType: Record<FiscalTaxType, FiscalTaxBucket>;
  totalTaxable: number;
  totalTax: number;
  /** What the buyer pays: prices include the tax, so it equals totalTaxable. */
  total: number;
}

/** The tax inside a VAT-inclusive taxable amount: taxable × rate / (100 + rate), half-up. */
export function fiscalLineTax(taxable: number, taxType: FiscalTaxType): number {
  // vatPart is taxable × 18 / 118 rounded; with whole francs it never lands on .5.
  return FISCAL_TAX_RATES[taxType] === 0 ? 0 : vatPart(taxable);
}

export function fiscalTotals(lines: readonly FiscalLineInput[]): FiscalTotals {
  const amounts = lines.map(lineAmounts);
  const byTaxType = Object.fromEntries(
    FISCAL_TAX_TYPES.map((taxType) => [taxType, { taxable: 0, rate: FISCAL_TAX_RATES[taxType], tax: 0 }]),
  ) as Record<FiscalTaxType, FiscalTaxBucket>;
  for (const line of amounts) {
    byTaxType[line.taxType].taxable += line.taxable;
    byTaxType[line.taxType].tax += line.tax;
  }
  const totalTaxable = amounts.reduce((sum, line) => sum + line.taxable, 0);
  const totalTax = amounts.reduce((sum, line) => sum + line.tax, 0);
  return { lines: amounts, byTaxType, totalTaxable, totalTax, total: totalTaxable };
}

function lineAmounts(line: FiscalLineInput, index: number): FiscalLineAmounts {
  const where = `line ${index + 1}`;
  if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) throw new RangeError(`${where}: quantity must be a positive whole number`);
  if (!isWholeFrancs(line.unitPrice)) throw new RangeError(`${where}: unit price must be whole francs`);
  if (!isWholeFrancs(line.discount)) throw new RangeError(`${where}: discount must be whole francs`);
  if (!(FISCAL_TAX_TYPES as readonly string[]).includes(line.taxType)) throw new RangeError(`${where}: unknown tax type`);
  const supply = line.quantity * line.unitPrice;
  if (line.discount > supply) throw new RangeError(`${where}: discount exceeds the line's amount`);
  const taxable = supply - line.discount;
  return { supply, discount: line.discount, taxable, tax: fiscalLineTax(taxable, line.taxType), taxType: line.taxType };
}

const isWholeFrancs = (value: number) => Number.isSafeInteger(value) && value >= 0;
