// What the VSDC checks in a `/trnsSales/saveSales` body before it signs: required fields, code
// values, each line's arithmetic, and the header totals and tax per type against the lines.
import { FISCAL_TAX_RATES, FISCAL_TAX_TYPES, isFiscalTaxType, vsdcTimestampToIso, type FiscalTaxType } from '@shop/domain';
import { field, isAmount, isText, same, type Fields } from './field-checks';

/** The parts of a checked sale the ledger keeps. */
export interface CheckedSale {
  invcNo: number;
  orgInvcNo: number;
  rcptTyCd: 'S' | 'R';
  totAmt: number;
  totTaxAmt: number;
  items: Array<{ itemCd: string; qty: number; totAmt: number }>;
}

const SALES_TYPES = ['C', 'N', 'P', 'T'];
const PAYMENT_TYPES = ['01', '02', '03', '04', '05', '06', '07'];
const SALES_STATUSES = ['01', '02', '03', '04', '05', '06'];

/** The sale, or what is wrong with it (the first problem found). */
export function checkSale(body: Fields): CheckedSale | string {
  const header = checkHeader(body);
  if (typeof header === 'string') return header;
  const lines = body.itemList;
  if (!Array.isArray(lines) || lines.length === 0) return 'itemList must list at least one item';
  if (body.totItemCnt !== lines.length) return 'totItemCnt must be the number of items in itemList';
  const sums = Object.fromEntries(FISCAL_TAX_TYPES.map((t) => [t, { taxable: 0, tax: 0 }])) as Record<FiscalTaxType, { taxable: number; tax: number }>;
  const items: CheckedSale['items'] = [];
  for (const [index, line] of lines.entries()) {
    const checked = checkLine(line, index);
    if (typeof checked === 'string') return checked;
    sums[checked.taxTyCd].taxable += checked.taxblAmt;
    sums[checked.taxTyCd].tax += checked.taxAmt;
    items.push({ itemCd: checked.itemCd, qty: checked.qty, totAmt: checked.taxblAmt });
  }
  const totals = checkTotals(body, sums);
  if (totals) return totals;
  return { ...header, totAmt: body.totAmt as number, totTaxAmt: body.totTaxAmt as number, items };
}

function checkHeader(body: Fields): Pick<CheckedSale, 'invcNo' | 'orgInvcNo' | 'rcptTyCd'> | string {
  const { invcNo, orgInvcNo, rcptTyCd } = body;
  if (!Number.isSafeInteger(invcNo) || (invcNo as number) < 1) return 'invcNo must be a positive whole number';
  if (!Number.isSafeInteger(orgInvcNo) || (orgInvcNo as number) < 0) return 'orgInvcNo must be 0 or an invoice number';
  if (rcptTyCd !== 'S' && rcptTyCd !== 'R') return 'rcptTyCd must be S or R';
  if (rcptTyCd === 'S' && orgInvcNo !== 0) return 'orgInvcNo must be 0 for a sale';
  if (rcptTyCd === 'R' && orgInvcNo === 0) return 'orgInvcNo must name the sale a refund reverses';
  const problem =
    field(body, 'salesTyCd', (v) => SALES_TYPES.includes(v as string)) ??
    field(body, 'pmtTyCd', (v) => v === null || v === undefined || PAYMENT_TYPES.includes(v as string)) ??
    field(body, 'salesSttsCd', (v) => SALES_STATUSES.includes(v as string)) ??
    field(body, 'cfmDt', (v) => typeof v === 'string' && vsdcTimestampToIso(v) !== null) ??
    field(body, 'salesDt', (v) => typeof v === 'string' && vsdcTimestampToIso(`${v}000000`) !== null) ??
    field(body, 'custNm', (v) => v === null || v === undefined || isText(v, 0, 60)) ??
    field(body, 'remark', (v) => v === null || v === undefined || isText(v, 0, 400)) ??
    field(body, 'prchrAcptcYn', (v) => v === 'Y' || v === 'N') ??
    field(body, 'regrId', (v) => isText(v, 1, 20)) ??
    field(body, 'regrNm', (v) => isText(v, 1, 60)) ??
    field(body, 'modrId', (v) => isText(v, 1, 20)) ??
    field(body, 'modrNm', (v) => isText(v, 1, 60)) ??
    field(body, 'receipt', (v) => typeof v === 'object' && v !== null && ['Y', 'N'].includes((v as Fields).prchrAcptcYn as string));
  return problem ?? { invcNo: invcNo as number, orgInvcNo: orgInvcNo as number, rcptTyCd };
}

interface CheckedLine {
  itemCd: string;
  qty: number;
  taxTyCd: FiscalTaxType;
  taxblAmt: number;
  taxAmt: number;
}

function checkLine(value: unknown, index: number): CheckedLine | string {
  const where = `itemList[${index}]`;
  if (typeof value !== 'object' || value === null) return `${where} must be an object`;
  const line = value as Fields;
  const problem =
    field(line, 'itemSeq', (v) => v === index + 1, where) ??
    field(line, 'itemCd', (v) => isText(v, 1, 20), where) ??
    field(line, 'itemNm', (v) => isText(v, 1, 200), where) ??
    field(line, 'pkgUnitCd', (v) => isText(v, 1, 5), where) ??
    field(line, 'pkg', isAmount, where) ??
    field(line, 'qtyUnitCd', (v) => isText(v, 1, 5), where) ??
    field(line, 'qty', (v) => isAmount(v) && v > 0, where) ??
    field(line, 'prc', isAmount, where) ??
    field(line, 'splyAmt', isAmount, where) ??
    field(line, 'dcRt', (v) => isAmount(v) && v <= 100, where) ??
    field(line, 'dcAmt', isAmount, where) ??
    field(line, 'taxTyCd', isFiscalTaxType, where) ??
    field(line, 'taxblAmt', isAmount, where) ??
    field(line, 'taxAmt', isAmount, where) ??
    field(line, 'totAmt', isAmount, where);
  if (problem) return problem;
  const { qty, prc, splyAmt, dcRt, dcAmt, taxblAmt, taxAmt, totAmt } = line as Record<string, number>;
  const taxTyCd = line.taxTyCd as FiscalTaxType;
  if (!same(splyAmt!, qty! * prc!)) return `${where}.splyAmt must be prc × qty`;
  if (dcAmt! > splyAmt!) return `${where}.dcAmt must not exceed splyAmt`;
  if ((dcRt === 0) !== (dcAmt === 0)) return `${where}.dcRt and dcAmt must both be zero or both be set`;
  // dcRt has two decimals: dcAmt must be splyAmt × dcRt / 100 to within that precision.
  if (Math.abs((splyAmt! * dcRt!) / 100 - dcAmt!) > splyAmt! * 0.0001 + 0.005) return `${where}.dcAmt must be splyAmt × dcRt / 100`;
  if (!same(taxblAmt!, splyAmt! - dcAmt!)) return `${where}.taxblAmt must be splyAmt - dcAmt`;
  const rate = FISCAL_TAX_RATES[taxTyCd];
  // Rounded to whole francs or to cents, half-up: never more than half a franc off.
  if (Math.abs(taxAmt! - (taxblAmt! * rate) / (100 + rate)) > 0.5 + 1e-9) return `${where}.taxAmt must be taxblAmt × ${rate} / ${100 + rate}`;
  if (!same(totAmt!, taxblAmt!)) return `${where}.totAmt must be taxblAmt (prices include the tax)`;
  return { itemCd: line.itemCd as string, qty: qty!, taxTyCd, taxblAmt: taxblAmt!, taxAmt: taxAmt! };
}

function checkTotals(body: Fields, sums: Record<FiscalTaxType, { taxable: number; tax: number }>): string | null {
  let taxable = 0;
  let tax = 0;
  for (const taxType of FISCAL_TAX_TYPES) {
    const given = { taxable: body[`taxblAmt${taxType}`], rate: body[`taxRt${taxType}`], tax: body[`taxAmt${taxType}`] };
    if (!isAmount(given.taxable) || !same(given.taxable, sums[taxType].taxable)) return `taxblAmt${taxType} must be the sum of the type's lines`;
    if (given.rate !== FISCAL_TAX_RATES[taxType]) return `taxRt${taxType} must be ${FISCAL_TAX_RATES[taxType]}`;
    if (!isAmount(given.tax) || !same(given.tax, sums[taxType].tax)) return `taxAmt${taxType} must be the sum of the type's lines`;
    taxable += given.taxable;
    tax += given.tax;
  }
  if (!isAmount(body.totTaxblAmt) || !same(body.totTaxblAmt, taxable)) return 'totTaxblAmt must be the sum of taxblAmtA..D';
  if (!isAmount(body.totTaxAmt) || !same(body.totTaxAmt, tax)) return 'totTaxAmt must be the sum of taxAmtA..D';
  if (!isAmount(body.totAmt) || !same(body.totAmt, taxable)) return 'totAmt must be totTaxblAmt (prices include the tax)';
  return null;
}
