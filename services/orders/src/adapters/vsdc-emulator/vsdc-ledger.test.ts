import { describe, expect, it } from 'vitest';
import { newState } from './emulator-state';
import type { Fields } from './field-checks';
import { VsdcLedger } from './vsdc-ledger';

const BRANCH = { tin: '999991130', bhfId: '00' };
// 21:30 UTC is 23:30 in Kigali.
const NOW = new Date('2025-03-14T21:30:05Z');

function ledger() {
  const state = newState({ ...BRANCH, sdcId: 'SDC010000007', mrcNo: 'WIS01000070' });
  const vsdc = new VsdcLedger(state, () => NOW);
  for (const [itemCd, taxTyCd] of [['ITEM-B', 'B'], ['ITEM-A', 'A']]) {
    vsdc.saveItem({ ...BRANCH, itemCd, itemClsCd: '5059690800', itemTyCd: '2', itemNm: itemCd, orgnNatCd: 'RW', pkgUnitCd: 'NT', qtyUnitCd: 'U', taxTyCd, dftPrc: 1180, isrcAplcbYn: 'N', useYn: 'Y', regrId: 'r', regrNm: 'r', modrId: 'r', modrNm: 'r' });
  }
  return { state, vsdc };
}

/** A valid sale of `quantity` × ITEM-B at 1,180 (180 of tax each). */
function sale(invcNo: number, quantity = 1, extra: Fields = {}): Fields {
  const amount = 1180 * quantity;
  const tax = 180 * quantity;
  return {
    ...BRANCH,
    invcNo,
    orgInvcNo: 0,
    salesTyCd: 'N',
    rcptTyCd: 'S',
    pmtTyCd: '06',
    salesSttsCd: '02',
    cfmDt: '20250314233000',
    salesDt: '20250314',
    totItemCnt: 1,
    taxblAmtA: 0,
    taxblAmtB: amount,
    taxblAmtC: 0,
    taxblAmtD: 0,
    taxRtA: 0,
    taxRtB: 18,
    taxRtC: 0,
    taxRtD: 0,
    taxAmtA: 0,
    taxAmtB: tax,
    taxAmtC: 0,
    taxAmtD: 0,
    totTaxblAmt: amount,
    totTaxAmt: tax,
    totAmt: amount,
    prchrAcptcYn: 'N',
    regrId: 'shop',
    regrNm: 'Shop',
    modrId: 'shop',
    modrNm: 'Shop',
    receipt: { prchrAcptcYn: 'N' },
    itemList: [{ itemSeq: 1, itemCd: 'ITEM-B', itemNm: 'Item', pkgUnitCd: 'NT', pkg: quantity, qtyUnitCd: 'U', qty: quantity, prc: 1180, splyAmt: amount, dcRt: 0, dcAmt: 0, taxTyCd: 'B', taxblAmt: amount, taxAmt: tax, totAmt: amount }],
    ...extra,
  };
}

const refund = (invcNo: number, orgInvcNo: number, quantity = 1) => sale(invcNo, quantity, { rcptTyCd: 'R', orgInvcNo });

describe('the emulated VSDC', () => {
  it('signs with its ids and its own time in Kigali, counting per receipt type and overall', () => {
    const { vsdc } = ledger();
    const first = vsdc.saveSale(sale(1, 2));
    expect(first).toMatchObject({ changed: true, envelope: { resultCd: '000', resultDt: '20250314233005' } });
    expect(first.envelope.data).toMatchObject({ rcptNo: 1, totRcptNo: 1, sdcId: 'SDC010000007', mrcNo: 'WIS01000070', vsdcRcptPbctDate: '20250314233005' });
    expect(vsdc.saveSale(refund(2, 1)).envelope.data).toMatchObject({ rcptNo: 1, totRcptNo: 2 });
    expect(vsdc.saveSale(sale(3)).envelope.data).toMatchObject({ rcptNo: 2, totRcptNo: 3 });
  });

  it('answers 994 with no receipt for an invoice number it has, whatever the body, and changes nothing', () => {
    const { vsdc, state } = ledger();
    vsdc.saveSale(sale(1));
    const before = structuredClone(state);
    expect(vsdc.saveSale(sale(1))).toMatchObject({ changed: false, envelope: { resultCd: '994', data: null } });
    expect(vsdc.saveSale({ invcNo: 1, ...BRANCH })).toMatchObject({ envelope: { resultCd: '994', data: null } });
    expect(state).toEqual(before);
  });

  it('answers 922 for an invoice number beyond the next one, and takes the next one', () => {
    const { vsdc } = ledger();
    expect(vsdc.saveSale(sale(2)).envelope).toMatchObject({ resultCd: '922', data: null });
    expect(vsdc.saveSale(sale(1)).envelope.resultCd).toBe('000');
    expect(vsdc.saveSale(sale(3)).envelope.resultCd).toBe('922');
  });

  it('refuses another branch’s data with 901, and a sale that fails the checks with 910, keeping the number free', () => {
    const { vsdc } = ledger();
    expect(vsdc.saveSale({ ...sale(1), tin: '999991131' }).envelope.resultCd).toBe('901');
    expect(vsdc.saveSale({ ...sale(1), bhfId: '01' }).envelope.resultCd).toBe('901');
    expect(vsdc.saveSale({ ...sale(1), totAmt: 1 }).envelope).toMatchObject({ resultCd: '910', resultMsg: expect.stringMatching(/totAmt/) });
    expect(vsdc.saveSale(sale(1)).envelope.resultCd).toBe('000');
  });

  it('refuses an item that was never registered, or was withdrawn', () => {
    const { vsdc } = ledger();
    const unknown = sale(1);
    (unknown.itemList as Fields[])[0]!.itemCd = 'ITEM-X';
    expect(vsdc.saveSale(unknown).envelope).toMatchObject({ resultCd: '910', resultMsg: expect.stringMatching(/ITEM-X/) });
    const withdrawn = vsdc.saveItem({ ...BRANCH, itemCd: 'ITEM-B', itemClsCd: '5059690800', itemTyCd: '2', itemNm: 'Item', orgnNatCd: 'RW', pkgUnitCd: 'NT', qtyUnitCd: 'U', taxTyCd: 'B', dftPrc: 1180, isrcAplcbYn: 'N', useYn: 'N', regrId: 'r', regrNm: 'r', modrId: 'r', modrNm: 'r' });
    expect(withdrawn.envelope.resultCd).toBe('000');
    expect(vsdc.saveSale(sale(1)).envelope.resultCd).toBe('910');
  });

  it('takes a refund only of a sale of the branch, and never more than is left of it', () => {
    const { vsdc } = ledger();
    vsdc.saveSale(sale(1, 3));
    expect(vsdc.saveSale(refund(2, 7)).envelope).toMatchObject({ resultCd: '910', resultMsg: expect.stringMatching(/not a sale/) });
    expect(vsdc.saveSale(refund(2, 1, 4)).envelope).toMatchObject({ resultCd: '910', resultMsg: expect.stringMatching(/exceeds/) });
    expect(vsdc.saveSale(refund(2, 1, 2)).envelope.resultCd).toBe('000');
    expect(vsdc.saveSale(refund(3, 1, 2)).envelope.resultCd).toBe('910');
    expect(vsdc.saveSale(refund(3, 2)).envelope).toMatchObject({ resultCd: '910', resultMsg: expect.stringMatching(/not a sale/) });
    expect(vsdc.saveSale(refund(3, 1, 1)).envelope.resultCd).toBe('000');
  });

  it('finds a sale by invoice number with the receipt it answered, and answers 001 for one it does not have', () => {
    const { vsdc } = ledger();
    const receipt = vsdc.saveSale(sale(1)).envelope.data as Fields;
    expect(vsdc.selectSale({ ...BRANCH, invcNo: 1 }).envelope).toMatchObject({ resultCd: '000', data: { invcNo: 1, rcptTyCd: 'S', totAmt: 1180, ...receipt } });
    expect(vsdc.selectSale({ ...BRANCH, invcNo: 2 }).envelope).toMatchObject({ resultCd: '001', data: null });
  });

  it('initialises one device serial per branch: 000 with its ids and keys, 902 when asked again, 901 for another serial', () => {
    const { vsdc } = ledger();
    const first = vsdc.init({ ...BRANCH, dvcSrlNo: 'dvc-1' });
    expect(first).toMatchObject({ changed: true, envelope: { resultCd: '000', data: { info: { sdicId: 'SDC010000007', mrcNo: 'WIS01000070', lastSaleInvcNo: 0 } } } });
    expect((first.envelope.data as { info: { cmcKey: string } }).info.cmcKey).toMatch(/^[0-9a-f]{32}$/);
    expect(vsdc.init({ ...BRANCH, dvcSrlNo: 'dvc-1' }).envelope.resultCd).toBe('902');
    expect(vsdc.init({ ...BRANCH, dvcSrlNo: 'dvc-2' }).envelope.resultCd).toBe('901');
  });

  it('lists the code tables the shop’s sales use', () => {
    const { vsdc } = ledger();
    const answer = vsdc.codes({ ...BRANCH, lastReqDt: '20180520000000' });
    const classes = (answer.envelope.data as { clsList: Array<{ cdCls: string; dtlList: Array<{ cd: string; userDfnCd1: string | null }> }> }).clsList;
    expect(classes.find((c) => c.cdCls === '04')?.dtlList.map((d) => [d.cd, d.userDfnCd1])).toEqual([['A', '0'], ['B', '18'], ['C', '0'], ['D', '0']]);
    expect(classes.find((c) => c.cdCls === '07')?.dtlList.map((d) => d.cd)).toContain('06');
    expect(vsdc.codes({ ...BRANCH }).envelope.resultCd).toBe('910');
  });
});
