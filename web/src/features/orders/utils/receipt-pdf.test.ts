import { PDFDocument, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRwf, splitVat, type Language } from '@shop/domain';
import { pdfText } from '../../../../e2e/harness/pdf-text';
import { speak } from '@/lib/i18n/testing/speak';
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

/** The receipt's content in `language`, the shop speaking it meanwhile. */
async function contentIn(language: Language, order = sampleOrder({ trackingNumber: 'RW-BIKE-4821', couponCode: 'WELCOME2', discount: 600 })) {
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
    ...content.notes,
    ...content.supportLines,
    ...Object.values(headings).filter((value): value is string => typeof value === 'string'),
    ...[headings.details, headings.customer, headings.deliverTo, headings.items, headings.vatBreakdown, headings.notes, headings.support].map((h) => h.toUpperCase()),
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
