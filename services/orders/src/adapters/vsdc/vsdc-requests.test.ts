import { describe, expect, it } from 'vitest';
import type { FiscalSale } from '../../core/ports/fiscal-device.port';
import { DEFAULT_VSDC_ITEM_CODES } from './vsdc-api';
import { discountRate, itemRequest, saleRequest } from './vsdc-requests';

const branch = { tin: '999991130', bhfId: '00' };

const sale: FiscalSale = {
  invoiceNo: 7,
  receiptType: 'S',
  paymentType: '06',
  orderNumber: 'DS-2025-00042',
  customerName: 'Aline Uwase',
  customerPhone: '250788123456',
  // 22:15 UTC on the 31st is 00:15 on the 1st in Kigali.
  soldAt: new Date('2024-12-31T22:15:09Z'),
  lines: [
    { itemCode: 'RW2NTXU0000001', name: 'USB-C charger', quantity: 2, unitPrice: 3500, discount: 0, taxType: 'B' },
    { itemCode: 'RW2NTXU0000002', name: 'Exercise book', quantity: 3, unitPrice: 1000, discount: 300, taxType: 'A' },
  ],
};

describe('the saveSales body', () => {
  it('declares the sale with RRA’s field names, its dates in Kigali time and its totals per tax type', () => {
    const body = saleRequest(branch, sale, DEFAULT_VSDC_ITEM_CODES);
    expect(body).toMatchObject({
      tin: '999991130',
      bhfId: '00',
      invcNo: 7,
      orgInvcNo: 0,
      custNm: 'Aline Uwase',
      salesTyCd: 'N',
      rcptTyCd: 'S',
      pmtTyCd: '06',
      salesSttsCd: '02',
      cfmDt: '20250101001509',
      salesDt: '20250101',
      rfdDt: null,
      rfdRsnCd: null,
      totItemCnt: 2,
      taxblAmtA: 2700,
      taxblAmtB: 7000,
      taxblAmtC: 0,
      taxblAmtD: 0,
      taxRtA: 0,
      taxRtB: 18,
      taxRtC: 0,
      taxRtD: 0,
      taxAmtA: 0,
      taxAmtB: 1068,
      taxAmtC: 0,
      taxAmtD: 0,
      totTaxblAmt: 9700,
      totTaxAmt: 1068,
      totAmt: 9700,
      prchrAcptcYn: 'N',
      remark: 'DS-2025-00042',
      receipt: { custMblNo: '250788123456', prchrAcptcYn: 'N' },
    });
    expect(body.itemList).toEqual([
      expect.objectContaining({ itemSeq: 1, itemCd: 'RW2NTXU0000001', qty: 2, pkg: 2, prc: 3500, splyAmt: 7000, dcRt: 0, dcAmt: 0, taxTyCd: 'B', taxblAmt: 7000, taxAmt: 1068, totAmt: 7000 }),
      expect.objectContaining({ itemSeq: 2, qty: 3, prc: 1000, splyAmt: 3000, dcRt: 10, dcAmt: 300, taxTyCd: 'A', taxblAmt: 2700, taxAmt: 0, totAmt: 2700 }),
    ]);
    expect(body.itemList[0]).toMatchObject({ itemClsCd: '5059690800', pkgUnitCd: 'NT', qtyUnitCd: 'U' });
  });

  it('declares a refund with positive amounts, naming the sale, with the refund date and reason', () => {
    const body = saleRequest(branch, { ...sale, receiptType: 'R', originalInvoiceNo: 3 }, DEFAULT_VSDC_ITEM_CODES);
    expect(body).toMatchObject({ rcptTyCd: 'R', orgInvcNo: 3, rfdDt: '20250101001509', rfdRsnCd: '06', totAmt: 9700 });
  });

  it('cuts text to RRA’s lengths rather than have the VSDC refuse it', () => {
    const long = saleRequest(branch, { ...sale, customerName: 'N'.repeat(80), customerPhone: undefined, lines: [{ ...sale.lines[0]!, name: 'x'.repeat(250) }] }, DEFAULT_VSDC_ITEM_CODES);
    expect(long.custNm).toHaveLength(60);
    expect(long.receipt.custMblNo).toBeNull();
    expect(long.itemList[0]!.itemNm).toHaveLength(200);
  });

  it('refuses lines no VSDC would accept', () => {
    expect(() => saleRequest(branch, { ...sale, lines: [{ ...sale.lines[0]!, discount: 7001 }] }, DEFAULT_VSDC_ITEM_CODES)).toThrow(RangeError);
  });
});

describe('the discount rate', () => {
  it.each([
    [0, 7000, 0],
    [300, 3000, 10],
    [1180, 30_000, 3.93],
    [1, 3, 33.33],
    [3, 3, 100],
    // a franc off a large line still shows a rate, since a zero rate must carry no discount
    [1, 1_000_000, 0.01],
    [0, 0, 0],
  ])('%d off %d is %d%%', (discount, supply, rate) => {
    expect(discountRate(discount, supply)).toBe(rate);
  });
});

describe('the saveItems body', () => {
  it('registers the product with its tax type, default price and the shop’s codes', () => {
    expect(itemRequest(branch, { itemCode: 'RW2NTXU0000001', name: 'USB-C charger', taxType: 'B', unitPrice: 15_000 }, { ...DEFAULT_VSDC_ITEM_CODES, itemClsCd: '4321150100' })).toMatchObject({
      tin: '999991130',
      bhfId: '00',
      itemCd: 'RW2NTXU0000001',
      itemClsCd: '4321150100',
      itemTyCd: '2',
      itemNm: 'USB-C charger',
      orgnNatCd: 'RW',
      pkgUnitCd: 'NT',
      qtyUnitCd: 'U',
      taxTyCd: 'B',
      dftPrc: 15_000,
      isrcAplcbYn: 'N',
      useYn: 'Y',
      regrId: 'online-shop',
      modrNm: 'Online shop',
    });
  });
});
