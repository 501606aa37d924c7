import { beforeAll, describe, expect, it } from 'vitest';
import { formatRwf } from '@shop/domain';
import { speak } from '@/lib/i18n/testing/speak';
import { pendingRefundReceipt, signedSale } from '../testing/sample-fiscal';
import { fiscalBlock, fiscalBlocks } from './fiscal-receipt-view';

beforeAll(() => speak('en'));

describe('fiscalBlock of a signed sale', () => {
  // Made once English is spoken: a test before it in the same worker may have left another language.
  let block: ReturnType<typeof fiscalBlock>;
  beforeAll(async () => {
    await speak('en');
    block = fiscalBlock(signedSale(), 'en', 'page');
  });

  it('prints the SDC information RRA requires, internal data and signature in groups of four', () => {
    expect(block.title).toBe('Fiscal receipt (EBM)');
    expect(block.label).toBe('Normal sale');
    expect(block.copy).toBeNull();
    expect(block.pending).toBeNull();
    expect(block.sdcTitle).toBe('SDC information');
    expect(block.sdc).toEqual([
      ['Date', 'November 23, 2026'],
      ['Time', '11:05:12'],
      ['SDC ID', 'SDC010000123'],
      ['Receipt number', '152/302 NS'],
      ['Internal data', 'TE68-SLC4-XCZC-WK5X-NX6Y-DRMQ-X4'],
      ['Receipt signature', 'LS5R-FWQT-GHKW-4OZV'],
      ['MRC', 'WIS00012345'],
    ]);
  });

  it('gives the QR code RRA’s content, with the VSDC’s date and time in Kigali', () => {
    expect(block.qr).toEqual({
      content: '23112026#110512#SDC010000123#152#TE68SLC4XCZCWK5XNX6YDRMQX4#LS5RFWQTGHKW4OZV',
      label: 'QR code of fiscal receipt 152/302',
    });
  });

  it('shows the invoice number, the amount and the VAT inside it', () => {
    expect(block.summary).toEqual([
      ['Invoice number', '41'],
      ['Total', formatRwf(31000)],
      ['VAT (B, 18%)', formatRwf(4729)],
    ]);
  });

  it('marks a reprint COPY, with its own counter type and the notice that it is not the official receipt', () => {
    const copy = fiscalBlock(signedSale(), 'en', 'pdf', true);
    expect(copy.label).toBe('Copy of sale');
    expect(copy.copy).toEqual({ mark: 'COPY', notice: 'THIS IS NOT AN OFFICIAL RECEIPT' });
    expect(copy.sdc).toContainEqual(['Receipt number', '152/302 CS']);
  });
});

describe('fiscalBlock of a receipt the VSDC has not signed', () => {
  it('says it is pending and shows no number, signature or QR code', () => {
    const block = fiscalBlock(pendingRefundReceipt(), 'en', 'page');
    expect(block.pending).toBe('The fiscal receipt is pending: the tax authority (RRA) has not confirmed it yet. It will appear here as soon as it has.');
    expect(block.sdc).toEqual([]);
    expect(block.qr).toBeNull();
    expect(block.label).toBe('Normal refund');
  });

  it('never prints what a pending receipt might carry', () => {
    const block = fiscalBlock(pendingRefundReceipt({ signed: signedSale().signed }), 'en', 'pdf');
    expect(block.sdc).toEqual([]);
    expect(block.qr).toBeNull();
    expect(block.pending).toContain('download it again');
  });

  it('names the sale a refund reverses, its amounts with a minus sign', () => {
    expect(fiscalBlock(pendingRefundReceipt(), 'en', 'page').summary).toEqual([
      ['Invoice number', '42'],
      ['Refund of invoice', '41'],
      ['Total', formatRwf(-15000)],
      ['VAT (B, 18%)', formatRwf(-2288)],
    ]);
  });
});

describe('fiscalBlocks', () => {
  it('lists every receipt of the order in order, and none for an order without any', () => {
    expect(fiscalBlocks({ fiscalReceipts: [signedSale(), pendingRefundReceipt()] }, 'en', 'page').map((block) => block.key)).toEqual(['S-41', 'R-42']);
    expect(fiscalBlocks({}, 'en', 'page')).toEqual([]);
  });

  it('speaks the shopper’s language, dates included', async () => {
    await speak('fr');
    try {
      const [sale, refund] = fiscalBlocks({ fiscalReceipts: [signedSale(), pendingRefundReceipt()] }, 'fr', 'page');
      expect(sale!.title).toBe('Reçu fiscal (EBM)');
      expect(sale!.sdc[0]).toEqual(['Date', '23 novembre 2026']);
      expect(sale!.sdc[1]).toEqual(['Heure', '11:05:12']);
      expect(refund!.pending).toContain('en attente');
    } finally {
      await speak('en');
    }
  });
});
