// Request bodies of the VSDC API, field names as RRA's reference writes them.
import { fiscalTotals, FISCAL_TAX_TYPES, vsdcDate, vsdcTimestamp, type FiscalTaxType } from '@shop/domain';
import type { FiscalItem, FiscalSale } from '../../core/ports/fiscal-device.port';
import { VSDC_ACTOR, VSDC_SALE_CODES, type VsdcItemCodes } from './vsdc-api';

export interface VsdcBranch {
  tin: string;
  bhfId: string;
}

type PerTaxType<Prefix extends string> = { [K in `${Prefix}${FiscalTaxType}`]: number };

export interface VsdcSaleLine {
  itemSeq: number;
  itemCd: string;
  itemClsCd: string;
  itemNm: string;
  bcd: null;
  pkgUnitCd: string;
  pkg: number;
  qtyUnitCd: string;
  qty: number;
  prc: number;
  splyAmt: number;
  dcRt: number;
  dcAmt: number;
  isrccCd: null;
  isrccNm: null;
  isrcRt: null;
  isrcAmt: null;
  taxTyCd: FiscalTaxType;
  taxblAmt: number;
  taxAmt: number;
  totAmt: number;
}

export type VsdcSaleRequest = VsdcBranch &
  PerTaxType<'taxblAmt'> &
  PerTaxType<'taxRt'> &
  PerTaxType<'taxAmt'> & {
    invcNo: number;
    orgInvcNo: number;
    custTin: null;
    custNm: string;
    salesTyCd: string;
    rcptTyCd: 'S' | 'R';
    pmtTyCd: string;
    salesSttsCd: string;
    cfmDt: string;
    salesDt: string;
    stockRlsDt: null;
    cnclReqDt: null;
    cnclDt: null;
    rfdDt: string | null;
    rfdRsnCd: string | null;
    totItemCnt: number;
    totTaxblAmt: number;
    totTaxAmt: number;
    totAmt: number;
    prchrAcptcYn: 'N';
    remark: string;
    regrId: string;
    regrNm: string;
    modrId: string;
    modrNm: string;
    receipt: {
      custTin: null;
      custMblNo: string | null;
      rptNo: null;
      trdeNm: null;
      adrs: null;
      topMsg: null;
      btmMsg: null;
      prchrAcptcYn: 'N';
    };
    itemList: VsdcSaleLine[];
  };

/** RRA's field lengths: longer text is cut here rather than refused there. */
const CUSTOMER_NAME_MAX = 60;
const ITEM_NAME_MAX = 200;
const MOBILE_MAX = 20;
const REMARK_MAX = 400;

/** A sale or refund as `/trnsSales/saveSales` takes it; amounts are positive in both. */
export function saleRequest(branch: VsdcBranch, sale: FiscalSale, codes: VsdcItemCodes): VsdcSaleRequest {
  const totals = fiscalTotals(sale.lines);
  const confirmedAt = vsdcTimestamp(sale.soldAt);
  const refund = sale.receiptType === 'R';
  const perType = <Prefix extends string>(prefix: Prefix, value: (taxType: FiscalTaxType) => number) =>
    Object.fromEntries(FISCAL_TAX_TYPES.map((taxType) => [`${prefix}${taxType}`, value(taxType)])) as PerTaxType<Prefix>;
  return {
    tin: branch.tin,
    bhfId: branch.bhfId,
    invcNo: sale.invoiceNo,
    orgInvcNo: refund ? (sale.originalInvoiceNo ?? 0) : 0,
    custTin: null,
    custNm: sale.customerName.slice(0, CUSTOMER_NAME_MAX),
    salesTyCd: VSDC_SALE_CODES.salesType,
    rcptTyCd: sale.receiptType,
    pmtTyCd: sale.paymentType,
    salesSttsCd: VSDC_SALE_CODES.approved,
    cfmDt: confirmedAt,
    salesDt: vsdcDate(sale.soldAt),
    stockRlsDt: null,
    cnclReqDt: null,
    cnclDt: null,
    rfdDt: refund ? confirmedAt : null,
    rfdRsnCd: refund ? VSDC_SALE_CODES.refundReason : null,
    totItemCnt: sale.lines.length,
    ...perType('taxblAmt', (taxType) => totals.byTaxType[taxType].taxable),
    ...perType('taxRt', (taxType) => totals.byTaxType[taxType].rate),
    ...perType('taxAmt', (taxType) => totals.byTaxType[taxType].tax),
    totTaxblAmt: totals.totalTaxable,
    totTaxAmt: totals.totalTax,
    totAmt: totals.total,
    prchrAcptcYn: 'N',
    remark: sale.orderNumber.slice(0, REMARK_MAX),
    regrId: VSDC_ACTOR.id,
    regrNm: VSDC_ACTOR.name,
    modrId: VSDC_ACTOR.id,
    modrNm: VSDC_ACTOR.name,
    receipt: {
      custTin: null,
      custMblNo: sale.customerPhone?.slice(0, MOBILE_MAX) ?? null,
      rptNo: null,
      trdeNm: null,
      adrs: null,
      topMsg: null,
      btmMsg: null,
      prchrAcptcYn: 'N',
    },
    itemList: sale.lines.map((line, index) => {
      const amounts = totals.lines[index]!;
      return {
        itemSeq: index + 1,
        itemCd: line.itemCode,
        itemClsCd: codes.itemClsCd,
        itemNm: line.name.slice(0, ITEM_NAME_MAX),
        bcd: null,
        pkgUnitCd: codes.pkgUnitCd,
        pkg: line.quantity,
        qtyUnitCd: codes.qtyUnitCd,
        qty: line.quantity,
        prc: line.unitPrice,
        splyAmt: amounts.supply,
        dcRt: discountRate(amounts.discount, amounts.supply),
        dcAmt: amounts.discount,
        isrccCd: null,
        isrccNm: null,
        isrcRt: null,
        isrcAmt: null,
        taxTyCd: line.taxType,
        taxblAmt: amounts.taxable,
        taxAmt: amounts.tax,
        totAmt: amounts.taxable,
      };
    }),
  };
}

/**
 * dcRt, the discount in percent with two decimals. The VSDC checks dcAmt against splyAmt × dcRt
 * and refuses a discount amount under a zero rate, so a tiny discount still shows 0.01.
 */
export function discountRate(discount: number, supply: number): number {
  if (discount <= 0 || supply <= 0) return 0;
  return Math.max(1, Math.round((discount * 10_000) / supply)) / 100;
}

/** An item as `/items/saveItems` takes it. */
export function itemRequest(branch: VsdcBranch, item: FiscalItem, codes: VsdcItemCodes) {
  return {
    tin: branch.tin,
    bhfId: branch.bhfId,
    itemCd: item.itemCode,
    itemClsCd: codes.itemClsCd,
    itemTyCd: codes.itemTyCd,
    itemNm: item.name.slice(0, ITEM_NAME_MAX),
    itemStdNm: null,
    orgnNatCd: codes.orgnNatCd,
    pkgUnitCd: codes.pkgUnitCd,
    qtyUnitCd: codes.qtyUnitCd,
    taxTyCd: item.taxType,
    btchNo: null,
    bcd: null,
    dftPrc: item.unitPrice,
    grpPrcL1: null,
    grpPrcL2: null,
    grpPrcL3: null,
    grpPrcL4: null,
    grpPrcL5: null,
    addInfo: null,
    sftyQty: null,
    isrcAplcbYn: 'N',
    useYn: 'Y',
    regrId: VSDC_ACTOR.id,
    regrNm: VSDC_ACTOR.name,
    modrId: VSDC_ACTOR.id,
    modrNm: VSDC_ACTOR.name,
  };
}

export type VsdcItemRequest = ReturnType<typeof itemRequest>;
