// The FiscalDevice contract, run against a device that talks to the VSDC emulator over HTTP:
// signing and counters, the VSDC's checks, the order of submissions, duplicates and lookups,
// each way the VSDC can fail, and a restart that keeps the counters.
import { fiscalTotals } from '@shop/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FiscalDevice, FiscalItem, FiscalLine, FiscalReceipt, FiscalSale, FiscalSubmission } from '../../core/ports/fiscal-device.port';
import type { VsdcEmulator } from '../../adapters/vsdc-emulator/vsdc-emulator';

export interface FiscalDeviceContext {
  device: FiscalDevice;
  emulator: VsdcEmulator;
  /** The device's time-out per call: a held answer must be given up on within it. */
  clientTimeoutMs?: number;
  close(): Promise<void>;
}

const ITEMS: FiscalItem[] = [
  { itemCode: 'RW2NTXU0000001', name: 'USB-C charger 65 W', taxType: 'B', unitPrice: 15_000 },
  { itemCode: 'RW2NTXU0000002', name: 'Wireless headset', taxType: 'B', unitPrice: 45_000 },
  { itemCode: 'RW2NTXU0000003', name: 'Exercise book', taxType: 'A', unitPrice: 5_000 },
];

const line = (item: FiscalItem, quantity = 1, discount = 0): FiscalLine => ({
  itemCode: item.itemCode,
  name: item.name,
  quantity,
  unitPrice: item.unitPrice,
  discount,
  taxType: item.taxType,
});

const SOLD_AT = new Date('2025-03-14T21:30:00Z');

function sale(invoiceNo: number, overrides: Partial<FiscalSale> = {}): FiscalSale {
  return {
    invoiceNo,
    receiptType: 'S',
    paymentType: '06',
    orderNumber: `DS-2025-${String(invoiceNo).padStart(5, '0')}`,
    customerName: 'Aline Uwase',
    customerPhone: '250788123456',
    soldAt: SOLD_AT,
    lines: [line(ITEMS[0]!)],
    ...overrides,
  };
}

const refund = (invoiceNo: number, originalInvoiceNo: number, lines = [line(ITEMS[0]!)]) =>
  sale(invoiceNo, { receiptType: 'R', originalInvoiceNo, lines });

function signed(submission: FiscalSubmission): FiscalReceipt {
  if (submission.outcome !== 'signed') throw new Error(`expected a signed receipt, got ${JSON.stringify(submission)}`);
  return submission.receipt;
}

export function fiscalDeviceContract(name: string, open: () => Promise<FiscalDeviceContext>): void {
  describe(`fiscal device contract: ${name}`, () => {
    let context: FiscalDeviceContext;
    let device: FiscalDevice;
    let emulator: VsdcEmulator;

    beforeEach(async () => {
      context = await open();
      ({ device, emulator } = context);
      for (const item of ITEMS) expect(await device.saveItem(item)).toEqual({ outcome: 'saved' });
    });
    afterEach(async () => {
      await emulator.close();
      await context.close();
    });

    it('signs a first sale with counters 1/1, the VSDC’s ids, a signature and the VSDC’s time', async () => {
      const receipt = signed(await device.saveSale(sale(1)));
      expect(receipt).toMatchObject({ rcptNo: 1, totRcptNo: 1, sdcId: expect.stringMatching(/^SDC\d{9}$/), mrcNo: expect.stringMatching(/^[A-Z]{3}\d{8}$/) });
      expect(receipt.intrlData).toMatch(/^[A-Z2-7]{26}$/);
      expect(receipt.rcptSign).toMatch(/^[A-Z2-7]{16}$/);
      expect(Math.abs(Date.parse(receipt.vsdcAt) - Date.now())).toBeLessThan(60_000);
      expect(device.branch).toBe(`${emulator.tin}-${emulator.bhfId}`);
      // What the VSDC holds: the sale as declared, its date in Kigali time.
      const [recorded] = emulator.sales();
      expect(recorded?.request).toMatchObject({ invcNo: 1, orgInvcNo: 0, rcptTyCd: 'S', pmtTyCd: '06', cfmDt: '20250314233000', salesDt: '20250314' });
      expect(recorded?.receipt).toMatchObject({ rcptNo: 1, intrlData: receipt.intrlData, rcptSign: receipt.rcptSign });
    });

    it('counts a second sale on from the first', async () => {
      const first = signed(await device.saveSale(sale(1)));
      const second = signed(await device.saveSale(sale(2, { paymentType: '05' })));
      expect(second).toMatchObject({ rcptNo: 2, totRcptNo: 2 });
      expect(second.intrlData).not.toBe(first.intrlData);
    });

    it('signs a refund naming its sale on a counter of its own, the overall counter going on', async () => {
      signed(await device.saveSale(sale(1, { lines: [line(ITEMS[0]!, 2)] })));
      signed(await device.saveSale(sale(2)));
      expect(signed(await device.saveSale(refund(3, 1)))).toMatchObject({ rcptNo: 1, totRcptNo: 3 });
      expect(signed(await device.saveSale(refund(4, 1)))).toMatchObject({ rcptNo: 2, totRcptNo: 4 });
      expect(emulator.sales()[2]?.request).toMatchObject({ rcptTyCd: 'R', orgInvcNo: 1, totAmt: 15_000 });
      // Invoice 1 is refunded whole now: a third refund would return more than was sold.
      expect(await device.saveSale(refund(5, 1))).toMatchObject({ outcome: 'rejected' });
      expect(await device.saveSale(refund(5, 4))).toMatchObject({ outcome: 'rejected' });
    });

    it('declares discounted and exempt lines with totals and tax per type, and the VSDC refuses a wrong total', async () => {
      const lines = [line(ITEMS[0]!, 2, 1_180), line(ITEMS[2]!, 1, 0), line(ITEMS[1]!, 1, 820)];
      signed(await device.saveSale(sale(1, { lines })));
      const request = emulator.sales()[0]!.request;
      const totals = fiscalTotals(lines);
      expect(request).toMatchObject({
        taxblAmtA: 5_000,
        taxAmtA: 0,
        taxblAmtB: 28_820 + 44_180,
        taxRtB: 18,
        // Each line's tax rounded, then added: 4,396 + 6,739 (the 73,000 total alone would give 11,136).
        taxAmtB: 11_135,
        totTaxAmt: totals.totalTax,
        totAmt: 78_000,
        totItemCnt: 3,
      });
      expect(request.itemList).toEqual([
        expect.objectContaining({ itemSeq: 1, qty: 2, prc: 15_000, splyAmt: 30_000, dcAmt: 1_180, taxblAmt: 28_820, taxAmt: 4_396, taxTyCd: 'B' }),
        expect.objectContaining({ itemSeq: 2, splyAmt: 5_000, dcRt: 0, dcAmt: 0, taxblAmt: 5_000, taxAmt: 0, taxTyCd: 'A' }),
        expect.objectContaining({ itemSeq: 3, splyAmt: 45_000, dcAmt: 820, taxblAmt: 44_180, taxAmt: 6_739 }),
      ]);

      const tampered = { ...request, invcNo: 2, taxAmtB: (request.taxAmtB as number) + 1 };
      const answer = await (await fetch(`${emulator.url}/trnsSales/saveSales`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(tampered) })).json();
      expect(answer).toMatchObject({ resultCd: '910', data: null });
      // A refused sale takes no invoice number.
      expect(signed(await device.saveSale(sale(2)))).toMatchObject({ rcptNo: 2, totRcptNo: 2 });
    });

    it('refuses a line whose discount is larger than the line, declaring nothing', async () => {
      expect(await device.saveSale(sale(1, { lines: [line(ITEMS[0]!, 1, 15_001)] }))).toMatchObject({ outcome: 'rejected' });
      expect(emulator.sales()).toEqual([]);
    });

    it('answers out_of_order for a gap in invoice numbers, then signs once the missing one is sent', async () => {
      expect(await device.saveSale(sale(2))).toMatchObject({ outcome: 'out_of_order', code: expect.stringMatching(/^92[12]$/) });
      signed(await device.saveSale(sale(1)));
      expect(signed(await device.saveSale(sale(2)))).toMatchObject({ rcptNo: 2, totRcptNo: 2 });
    });

    it('answers duplicate for an invoice number sent twice, with no second receipt, and findSale gives the first one', async () => {
      const first = signed(await device.saveSale(sale(1)));
      expect(await device.saveSale(sale(1))).toMatchObject({ outcome: 'duplicate', code: '994' });
      expect(emulator.sales()).toHaveLength(1);
      expect(await device.findSale(1)).toEqual(first);
      expect(await device.findSale(2)).toBeNull();
    });

    it('retries on 894, and the same sale then signs', async () => {
      emulator.failNext('894');
      expect(await device.saveSale(sale(1))).toMatchObject({ outcome: 'retry', code: '894' });
      expect(signed(await device.saveSale(sale(1)))).toMatchObject({ rcptNo: 1, totRcptNo: 1 });
    });

    it('gives up on an answer that never comes within its time-out, and a resend signs', async () => {
      emulator.failNext('timeout');
      const started = Date.now();
      expect(await device.saveSale(sale(1))).toMatchObject({ outcome: 'retry' });
      if (context.clientTimeoutMs !== undefined) expect(Date.now() - started).toBeLessThan(context.clientTimeoutMs + 1_000);
      expect(signed(await device.saveSale(sale(1)))).toMatchObject({ rcptNo: 1, totRcptNo: 1 });
      expect(emulator.sales()).toHaveLength(1);
    });

    it('after a sale recorded but never answered: retry, the resend is a duplicate, and findSale gives its receipt', async () => {
      emulator.failNext('accept-then-timeout');
      expect(await device.saveSale(sale(1))).toMatchObject({ outcome: 'retry' });
      expect(await device.saveSale(sale(1))).toMatchObject({ outcome: 'duplicate' });
      const kept = emulator.sales()[0]!.receipt;
      expect(await device.findSale(1)).toMatchObject({
        rcptNo: kept.rcptNo,
        totRcptNo: kept.totRcptNo,
        intrlData: kept.intrlData,
        rcptSign: kept.rcptSign,
        sdcId: kept.sdcId,
        mrcNo: kept.mrcNo,
      });
    });

    it('retries, and finds the VSDC unreachable, while it is offline; signs once it is back', async () => {
      emulator.goOffline();
      expect(await device.saveSale(sale(1))).toMatchObject({ outcome: 'retry' });
      expect(await device.findSale(1)).toBe('unreachable');
      expect(await device.saveItem(ITEMS[0]!)).toMatchObject({ outcome: 'retry' });
      emulator.goOnline();
      expect(signed(await device.saveSale(sale(1)))).toMatchObject({ rcptNo: 1, totRcptNo: 1 });
    });

    it('keeps its counters, sales and order of submissions across a restart', async (test) => {
      if (emulator.statePath === undefined) return test.skip('the emulator keeps no state file');
      const first = signed(await device.saveSale(sale(1, { lines: [line(ITEMS[1]!)] })));
      signed(await device.saveSale(refund(2, 1, [line(ITEMS[1]!)])));
      emulator = await emulator.restart();
      expect(signed(await device.saveSale(sale(3)))).toMatchObject({ rcptNo: 2, totRcptNo: 3 });
      expect(await device.findSale(1)).toEqual(first);
      expect(await device.saveSale(sale(5))).toMatchObject({ outcome: 'out_of_order' });
      expect(await device.saveSale(sale(3))).toMatchObject({ outcome: 'duplicate' });
    });

    it('saves items, and refuses a sale of an item never registered', async () => {
      expect(emulator.items()).toEqual(
        expect.arrayContaining([expect.objectContaining({ itemCd: 'RW2NTXU0000003', itemNm: 'Exercise book', taxTyCd: 'A', dftPrc: 5_000, useYn: 'Y' })]),
      );
      expect(await device.saveItem({ ...ITEMS[0]!, unitPrice: 14_000 })).toEqual({ outcome: 'saved' });
      expect(emulator.items().find((item) => item.itemCd === ITEMS[0]!.itemCode)?.dftPrc).toBe(14_000);
      const unknown = { ...line(ITEMS[0]!), itemCode: 'RW2NTXU9999999' };
      expect(await device.saveSale(sale(1, { lines: [unknown] }))).toMatchObject({ outcome: 'rejected' });
      expect(emulator.sales()).toEqual([]);
    });
  });
}
