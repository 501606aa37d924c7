import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRwf, splitVat, type Language } from '@shop/domain';
import { pdfBlackAreas } from '../../../../e2e/harness/pdf-paths';
import { pdfText } from '../../../../e2e/harness/pdf-text';
import { readQrCode } from '../../../../e2e/harness/qr-reader';
import { speak } from '@/lib/i18n/testing/speak';
import { pendingRefundReceipt, sampleRefund, signedSale } from '../testing/sample-fiscal';
import { sampleOrder } from '../testing/sample-order';
import { receiptContent, type ReceiptContent } from './receipt-content';
import { renderReceiptPdf } from './receipt-pdf';

const issued = new Date('2026-11-23T09:00:00.000Z');
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

beforeAll(() => speak('en'));

describe('renderReceiptPdf', () => {
  it('writes a PDF that draws the receipt, with amounts the standard font can show', async () => {
    const order = sampleOrder({ items: [{ ...sampleOrder().items[0]!, productSnapshot: { name: 'Split → keyboard 🚀', category: 'keyboards', image: '' } }] });
    const bytes = await renderReceiptPdf(receiptContent(order, issued, 'en'), issued);
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
    const bytes = await renderReceiptPdf(receiptContent(sampleOrder({ items }), issued, 'en'), issued);
    const text = pdfText(bytes).join('\n');
    expect(text).toContain('page 2');
    expect(text).toContain('Product number 39');
    expect(text).toContain('Thank you for shopping with DevShop.');
  });
});

describe('renderReceiptPdf with fiscal receipts', () => {
  const QR_CONTENT = '23112026#110512#SDC010000123#152#TE68SLC4XCZCWK5XNX6YDRMQX4#LS5RFWQTGHKW4OZV';
  const render = (order = sampleOrder({ fiscalReceipts: [signedSale()] })) => renderReceiptPdf(receiptContent(order, issued, 'en'), issued);

  it('draws a QR code that a reader decodes to RRA’s exact content', async () => {
    const bytes = await render();
    expect(readQrCode(pdfBlackAreas(bytes))).toBe(QR_CONTENT);
  });

  it('prints the SDC information beside it', async () => {
    const text = pdfText(await render()).join('\n');
    for (const expected of ['FISCAL RECEIPT (EBM)', 'Normal sale', 'SDC INFORMATION', 'SDC010000123', '152/302 NS', 'TE68-SLC4-XCZC-WK5X-NX6Y-DRMQ-X4', 'LS5R-FWQT-GHKW-4OZV', 'WIS00012345', '11:05:12']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('COPY');
  });

  it('marks a reprint COPY and says it is not the official receipt', async () => {
    const text = pdfText(await render(sampleOrder({ fiscalReceipts: [{ ...signedSale(), printedAt: '2026-11-23T12:00:00.000Z' }] }))).join('\n');
    expect(text).toContain('COPY');
    expect(text).toContain('THIS IS NOT AN OFFICIAL RECEIPT');
    expect(text).toContain('152/302 CS');
  });

  it('says a receipt the VSDC has not signed is pending, and draws no number, signature or QR code for it', async () => {
    const bytes = await render(sampleOrder({ fiscalReceipts: [pendingRefundReceipt({ receiptType: 'S', originalInvoiceNo: undefined })] }));
    const text = pdfText(bytes).join('\n');
    expect(text).toContain('The fiscal receipt is pending');
    for (const absent of ['SDC INFORMATION', 'Receipt signature', 'Internal data']) expect(text).not.toContain(absent);
    expect(pdfBlackAreas(bytes)).toEqual([]);
  });

  it('lists the refunds with their state, reason and the total refunded', async () => {
    const failed = sampleRefund({ refundId: 'rf_2', state: 'failed', amount: 16000, failureReason: 'The wallet refused the transfer', lines: [] });
    const text = pdfText(await render(sampleOrder({ refunds: [sampleRefund(), failed] }))).join('\n');
    for (const expected of ['REFUNDS', 'Refunded', plain(formatRwf(15000)), '1 × DevShop Developer Sticker Pack (50 pieces)', 'Reason: Damaged in delivery', 'Failed', 'Why it failed: The wallet refused the transfer', 'Refunded in total']) {
      expect(text).toContain(expected);
    }
  });
});

/** The receipt's content in `language`, the shop speaking it meanwhile. */
async function contentIn(
  language: Language,
  order = sampleOrder({
    trackingNumber: 'RW-BIKE-4821',
    couponCode: 'WELCOME2',
    discount: 600,
    fiscalReceipts: [signedSale(), pendingRefundReceipt()],
    refunds: [sampleRefund({ manual: true }), sampleRefund({ refundId: 'rf_2', state: 'failed', failureReason: 'Refused' })],
  }),
) {
  await speak(language);
  try {
    return receiptContent(order, issued, language);
  } finally {
    await speak('en');
  }
}

/** Every text of a receipt, as the PDF draws it (section titles in capitals, page footers). */
function textsOf(content: ReceiptContent): string[] {
  const { headings } = content;
  return [
    content.title,
    content.tagline,
    ...content.details.flat(),
    ...content.customer,
    ...content.deliveryAddress,
    ...content.lines.flatMap((line) => Object.values(line)),
    ...content.totals.flat(),
    ...content.total,
    ...content.vat.flat(),
    ...content.fiscal.flatMap((block) => [block.title.toUpperCase(), block.label, block.sdcTitle.toUpperCase(), block.pending ?? '', ...block.summary.flat(), ...block.sdc.flat()]),
    ...(content.refunds?.entries.flatMap((entry) => [entry.stateLabel, entry.amount, ...entry.lines, entry.when, entry.reason ?? '', entry.failure ?? '', entry.manual ?? '']) ?? []),
    ...content.notes,
    ...content.supportLines,
    ...Object.values(headings).filter((value): value is string => typeof value === 'string'),
    ...[headings.details, headings.customer, headings.deliverTo, headings.items, headings.vatBreakdown, headings.notes, headings.support, headings.refunds].map((h) => h.toUpperCase()),
    headings.page(12),
  ];
}

// The PDF keeps WinAnsi bytes; pdfText reads them as Latin-1, where ’ (0x92) is U+0092.
const asPdfText = (text: string) => text.replace(/\u2019/g, '\u0092');

describe.each<Language>(['fr', 'rw'])('renderReceiptPdf in %s', (language) => {
  it('uses only characters the standard fonts draw (WinAnsi), so nothing becomes "?"', async () => {
    const doc = await PDFDocument.create();
    const charsets = await Promise.all(
      [StandardFonts.Helvetica, StandardFonts.HelveticaBold].map(async (name) => new Set((await doc.embedFont(name)).getCharacterSet())),
    );
    const undrawable = textsOf(await contentIn(language))
      .flatMap((text) => [...plain(text)])
      .filter((char) => charsets.some((set) => !set.has(char.codePointAt(0)!)));
    expect([...new Set(undrawable)]).toEqual([]);
  });

  it('draws the receipt with its translated headings', async () => {
    const content = await contentIn(language);
    const bytes = await renderReceiptPdf(content, issued);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes).join('\n');
    const expected: Record<'fr' | 'rw', string[]> = {
      fr: ['Reçu', 'DÉTAILS DE LA COMMANDE', 'Numéro de commande', '22 novembre 2026', 'CLIENT', 'LIVRER À', 'Téléphone : 0788123456', 'Qté', 'Prix unitaire', 'Montant', 'Sous-total', 'Remise (WELCOME2)', 'Livraison (vélo)', 'Montant hors TVA', 'TVA (18 %) incluse', 'DÉTAIL DE LA TVA (PRIX TVA COMPRISE)', 'REMARQUES', 'ASSISTANCE', 'Numéro de suivi', 'Reçu émis le 23 novembre 2026.', 'Merci d’avoir fait vos achats chez DevShop.', 'page 1'],
      rw: ['Inyemezabwishyu', 'AMAKURU Y’ITUMIZA', 'Nimero y’ibyo watumije', '22 Ugushyingo 2026', 'UMUKIRIYA', 'BIGEZWE KURI', 'Telefoni: 0788123456', 'Umubare', 'Igiciro cya kimwe', 'Igiteranyo gito', 'Igabanuka (WELCOME2)', 'Kubigeza (igare)', 'Amafaranga atarimo TVA', 'TVA (18%) irimo', 'ICYITONDERWA', 'UBUFASHA', 'Murakoze guhahira kuri DevShop.', 'paji 1'],
    };
    for (const heading of expected[language as 'fr' | 'rw']) expect(text).toContain(asPdfText(heading));
    for (const english of ['Order details', 'Unit price', 'Amount excluding VAT', 'Thank you for shopping']) expect(text).not.toContain(english);
    expect(text).not.toContain('?');
  });
});
