// What the VSDC checks in an `/items/saveItems` body.
import { isFiscalTaxType, type FiscalTaxType } from '@shop/domain';
import { field, isAmount, isText, type Fields } from './field-checks';

export interface CheckedItem {
  itemCd: string;
  itemNm: string;
  taxTyCd: FiscalTaxType;
  dftPrc: number;
  useYn: 'Y' | 'N';
}

/** The item, or what is wrong with it. */
export function checkItem(body: Fields): CheckedItem | string {
  const problem =
    field(body, 'itemCd', (v) => isText(v, 1, 20)) ??
    field(body, 'itemClsCd', (v) => isText(v, 1, 10)) ??
    field(body, 'itemTyCd', (v) => ['1', '2', '3'].includes(v as string)) ??
    field(body, 'itemNm', (v) => isText(v, 1, 200)) ??
    field(body, 'orgnNatCd', (v) => isText(v, 2, 5)) ??
    field(body, 'pkgUnitCd', (v) => isText(v, 1, 5)) ??
    field(body, 'qtyUnitCd', (v) => isText(v, 1, 5)) ??
    field(body, 'taxTyCd', isFiscalTaxType) ??
    field(body, 'dftPrc', isAmount) ??
    field(body, 'isrcAplcbYn', (v) => v === 'Y' || v === 'N') ??
    field(body, 'useYn', (v) => v === 'Y' || v === 'N') ??
    field(body, 'regrId', (v) => isText(v, 1, 20)) ??
    field(body, 'regrNm', (v) => isText(v, 1, 60)) ??
    field(body, 'modrId', (v) => isText(v, 1, 20)) ??
    field(body, 'modrNm', (v) => isText(v, 1, 60));
  if (problem) return problem;
  return {
    itemCd: body.itemCd as string,
    itemNm: body.itemNm as string,
    taxTyCd: body.taxTyCd as FiscalTaxType,
    dftPrc: body.dftPrc as number,
    useYn: body.useYn as 'Y' | 'N',
  };
}
