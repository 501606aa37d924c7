import { ITEM_CODE_PATTERN } from '@shop/contracts';
import { AppError, isBlank, isFiscalTaxType, type FieldError, type FiscalTaxType } from '@shop/domain';
import type { ProductFiscal } from '../../api/catalog-api';
import { CATALOG_MESSAGES as M } from '../catalog-messages';

/**
 * The shop's own item codes: made in Rwanda (RW), a finished product (2), net packaging (NT),
 * counted by the piece (U), then the number the catalog's sequence gives.
 */
export const SHOP_ITEM_CODE_PREFIX = 'RW2NTU';
/** The last number a 7-digit sequence can write. */
export const LAST_ITEM_CODE_NUMBER = 9_999_999;

export function shopItemCode(number: number): string {
  return `${SHOP_ITEM_CODE_PREFIX}${String(number).padStart(7, '0')}`;
}

/** What a form says of the EBM fields; a field left out or blank is undefined (assigned or kept). */
export interface FiscalDraft {
  itemCode?: string;
  taxType?: FiscalTaxType;
}

/** The form's EBM fields checked: an item code of the RRA pattern (read in capitals), a tax type A to D. */
export function parseFiscal(input: unknown): { value: FiscalDraft; errors: FieldError[] } {
  if (input === undefined || input === null) return { value: {}, errors: [] };
  if (typeof input !== 'object' || Array.isArray(input)) return { value: {}, errors: [{ path: 'fiscal', message: M.fiscalInvalid }] };
  const { itemCode, taxType } = input as { itemCode?: unknown; taxType?: unknown };
  const value: FiscalDraft = {};
  const errors: FieldError[] = [];
  if (!isBlank(itemCode)) {
    const code = typeof itemCode === 'string' ? itemCode.trim().toUpperCase() : '';
    if (ITEM_CODE_PATTERN.test(code)) value.itemCode = code;
    else errors.push({ path: 'fiscal.itemCode', message: M.itemCodeInvalid });
  }
  if (!isBlank(taxType)) {
    if (isFiscalTaxType(taxType)) value.taxType = taxType;
    else errors.push({ path: 'fiscal.taxType', message: M.taxTypeInvalid });
  }
  return { value, errors };
}

/** A copy of the stored EBM fields (none for a product stored before they were kept). */
export const copyFiscal = (fiscal: ProductFiscal | undefined): ProductFiscal | undefined =>
  fiscal ? { itemCode: fiscal.itemCode, taxType: fiscal.taxType } : undefined;

/** Refuses an item code another product has (conflict, under the field). */
export function itemCodeTaken(itemCode: string): AppError {
  return new AppError('conflict', M.itemCodeTaken, [{ path: 'fiscal.itemCode', message: M.itemCodeTaken }], { itemCode });
}
