import { describe, expect, it } from 'vitest';
import type { Fields } from './field-checks';
import { checkSale } from './sale-checks';

/** RRA's own sample sale (VSDC API reference, saveSales): what the VSDC accepts. */
function rraSample(): Fields {
  return {
    tin: '999991130',
    bhfId: '00',
    invcNo: 1,
    orgInvcNo: 0,
    custTin: '999991112',
    custNm: 'Taxpayer1112',
    salesTyCd: 'N',
    rcptTyCd: 'S',
    pmtTyCd: '01',
    salesSttsCd: '02',
    cfmDt: '20200127210300',
    salesDt: '20200127',
    stockRlsDt: '20200127210300',
    cnclReqDt: null,
    cnclDt: null,
    rfdDt: null,
    rfdRsnCd: null,
    totItemCnt: 2,
    taxblAmtA: 0,
    taxblAmtB: 10500,
    taxblAmtC: 0,
    taxblAmtD: 0,
    taxRtA: 0,
    taxRtB: 18,
    taxRtC: 0,
    taxRtD: 0,
    taxAmtA: 0,
    taxAmtB: 1602,
    taxAmtC: 0,
    taxAmtD: 0,
    totTaxblAmt: 10500,
    totTaxAmt: 1602,
    totAmt: 10500,
    prchrAcptcYn: 'N',
    remark: null,
    regrId: 'Admin',
    regrNm: 'Admin',
    modrId: 'Admin',
    modrNm: 'Admin',
    receipt: { custTin: null, custMblNo: null, rptNo: 1, trdeNm: null, adrs: null, topMsg: null, btmMsg: null, prchrAcptcYn: 'N' },
    itemList: [
      { itemSeq: 1, itemCd: 'RW1NTXU0000001', itemClsCd: '5059690800', itemNm: 'test item 1', bcd: null, pkgUnitCd: 'NT', pkg: 2, qtyUnitCd: 'U', qty: 2, prc: 3500, splyAmt: 7000, dcRt: 0, dcAmt: 0, taxTyCd: 'B', taxblAmt: 7000, taxAmt: 1068, totAmt: 7000 },
      { itemSeq: 2, itemCd: 'RW1NTXU0000002', itemClsCd: '5022110801', itemNm: 'test item 2', bcd: null, pkgUnitCd: 'NT', pkg: 1, qtyUnitCd: 'U', qty: 1, prc: 3500, splyAmt: 3500, dcRt: 0, dcAmt: 0, taxTyCd: 'B', taxblAmt: 3500, taxAmt: 534, totAmt: 3500 },
    ],
  };
}

type Change = (body: Fields, items: Fields[]) => void;

describe('the VSDC’s checks of a sale', () => {
  it('accept RRA’s sample sale', () => {
    expect(checkSale(rraSample())).toEqual({
      invcNo: 1,
      orgInvcNo: 0,
      rcptTyCd: 'S',
      totAmt: 10500,
      totTaxAmt: 1602,
      items: [
        { itemCd: 'RW1NTXU0000001', qty: 2, totAmt: 7000 },
        { itemCd: 'RW1NTXU0000002', qty: 1, totAmt: 3500 },
      ],
    });
  });

  it('accept two-decimal tax, as other cash registers send it, and a discounted line', () => {
    const body = rraSample();
    const items = body.itemList as Fields[];
    Object.assign(items[0]!, { dcRt: 10, dcAmt: 700, taxblAmt: 6300, taxAmt: 961.02, totAmt: 6300 });
    Object.assign(body, { taxblAmtB: 9800, taxAmtB: 1495.02, totTaxblAmt: 9800, totTaxAmt: 1495.02, totAmt: 9800 });
    expect(checkSale(body)).toMatchObject({ totAmt: 9800 });
  });

  it.each<[string, Change, RegExp]>([
    ['a missing invoice number', (b) => delete b.invcNo, /invcNo/],
    ['a sale naming an original invoice', (b) => (b.orgInvcNo = 3), /orgInvcNo/],
    ['a refund naming none', (b) => (b.rcptTyCd = 'R'), /orgInvcNo/],
    ['an unknown receipt type', (b) => (b.rcptTyCd = 'X'), /rcptTyCd/],
    ['an unknown payment type', (b) => (b.pmtTyCd = '09'), /pmtTyCd/],
    ['a confirmation date that is not one', (b) => (b.cfmDt = '20200231210300'), /cfmDt/],
    ['no registrant', (b) => (b.regrId = ''), /regrId/],
    ['no receipt block', (b) => delete b.receipt, /receipt/],
    ['a wrong item count', (b) => (b.totItemCnt = 3), /totItemCnt/],
    ['no items', (b) => (b.itemList = []), /itemList/],
    ['items out of sequence', (_, i) => (i[1]!.itemSeq = 3), /itemList\[1\]\.itemSeq/],
    ['a supply amount that is not price × quantity', (_, i) => (i[0]!.splyAmt = 7001), /itemList\[0\]\.splyAmt/],
    ['a discount amount under a zero rate', (_, i) => Object.assign(i[0]!, { dcAmt: 100, taxblAmt: 6900 }), /dcRt and dcAmt/],
    ['a discount that is not its rate', (_, i) => Object.assign(i[0]!, { dcRt: 10, dcAmt: 100, taxblAmt: 6900 }), /dcAmt must be splyAmt × dcRt/],
    ['a taxable amount that ignores the discount', (_, i) => Object.assign(i[0]!, { dcRt: 10, dcAmt: 700 }), /taxblAmt must be splyAmt - dcAmt/],
    ['a line tax off by a franc', (_, i) => (i[0]!.taxAmt = 1069), /itemList\[0\]\.taxAmt/],
    ['tax on an exempt line', (_, i) => (i[1]!.taxTyCd = 'A'), /itemList\[1\]\.taxAmt/],
    ['an unknown tax type', (_, i) => (i[1]!.taxTyCd = 'E'), /taxTyCd/],
    ['a negative quantity', (_, i) => (i[1]!.qty = -1), /qty/],
    ['amounts with three decimals', (_, i) => (i[1]!.prc = 3500.001), /prc/],
    ['a type total that is not the sum of its lines', (b) => (b.taxblAmtB = 10_000), /taxblAmtB/],
    ['a type tax that is not the sum of its lines', (b) => (b.taxAmtB = 1603), /taxAmtB/],
    ['a wrong rate', (b) => (b.taxRtB = 16), /taxRtB/],
    ['a total that is not the sum of the types', (b) => (b.totAmt = 10_501), /totAmt/],
    ['a total tax that is not the sum of the types', (b) => (b.totTaxAmt = 1601), /totTaxAmt/],
  ])('refuse %s', (_, change, message) => {
    const body = rraSample();
    change(body, body.itemList as Fields[]);
    expect(checkSale(body)).toMatch(message);
  });
});
