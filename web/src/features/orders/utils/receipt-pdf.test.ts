import { beforeAll, describe, expect, it } from 'vitest';
import { formatRwf, splitVat } from '@shop/domain';
import { pdfText } from '../../../../e2e/harness/pdf-text';
import { speak } from '@/lib/i18n/testing/speak';
import { sampleOrder } from '../testing/sample-order';
import { receiptContent } from './receipt-content';
import { renderReceiptPdf } from './receipt-pdf';

const issued = new Date('2026-11-23T09:00:00.000Z');
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

beforeAll(() => speak('en'));

describe('renderReceiptPdf', () => {
  it('writes a PDF that draws the receipt, with amounts the standard font can show', async () => {
    const order = sampleOrder({ items: [{ ...sampleOrder().items[0]!, productSnapshot: { name: 'Split → keyboard 🚀', category: 'keyboards', image: '' } }] });
    const bytes = await renderReceiptPdf(receiptContent(order, issued), issued);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes).join('\n');
    for (const expected of ['DevShop', 'Receipt', 'DS-2611-7K3F9Q', 'November 22, 2026', 'Aline Uwase', 'KG 11 Ave', 'Split -> keyboard ?', 'Amount excluding VAT', 'VAT (18%) included', 'support@devshop.rw']) {
      expect(text).toContain(expected);
    }
    const { net, vat } = splitVat(31000);
    for (const amount of [15000, 30000, 1000, 31000, net, vat]) expect(text).toContain(plain(formatRwf(amount)));
    expect(text).not.toContain('\u00a0');
  });

  it('continues on a second page when there are many items', async () => {
    const item = sampleOrder().items[0]!;
    const items = Array.from({ length: 40 }, (_, i) => ({ ...item, product: `p${i}`, productSnapshot: { ...item.productSnapshot, name: `Product number ${i} with a rather long name that has to wrap onto a second line` } }));
    const bytes = await renderReceiptPdf(receiptContent(sampleOrder({ items }), issued), issued);
    const text = pdfText(bytes).join('\n');
    expect(text).toContain('page 2');
    expect(text).toContain('Product number 39');
    expect(text).toContain('Thank you for shopping with DevShop.');
  });
});
