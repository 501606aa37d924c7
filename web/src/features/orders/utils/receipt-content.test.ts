import { beforeAll, describe, expect, it } from 'vitest';
import { formatRwf, splitVat, type Language } from '@shop/domain';
import { speak } from '@/lib/i18n/testing/speak';
import { pendingRefundReceipt, sampleRefund, signedSale } from '../testing/sample-fiscal';
import { sampleOrder } from '../testing/sample-order';
import { receiptContent, receiptFileName } from './receipt-content';

const issued = new Date('2026-11-23T09:00:00.000Z');

beforeAll(() => speak('en'));

describe('receiptContent', () => {
  it('names the file after the order number', () => {
    expect(receiptFileName('DS-2611-7K3F9Q')).toBe('receipt-DS-2611-7K3F9Q.pdf');
    expect(receiptFileName('../x y')).toBe('receipt-xy.pdf');
  });

  it('lists the order, the people, the lines and the totals with the VAT split', () => {
    const content = receiptContent(sampleOrder(), issued, 'en');
    expect(content.title).toBe('Receipt');
    expect(content.details).toContainEqual(['Order number', 'DS-2611-7K3F9Q']);
    expect(content.details).toContainEqual(['Order date', 'November 22, 2026']);
    expect(content.details).toContainEqual(['Payment method', 'Card']);
    expect(content.details).toContainEqual(['Payment status', 'Paid']);
    expect(content.customer).toEqual(['Demo Shopper', 'shopper@devshop.rw']);
    expect(content.deliveryAddress).toEqual([
      'Aline Uwase',
      'KG 11 Ave',
      'Kigali, Gasabo',
      'Rwanda',
      'Phone: 0788123456',
      'Email: aline@example.rw',
    ]);
    expect(content.lines).toEqual([
      {
        name: 'DevShop Developer Sticker Pack (50 pieces)',
        detail: 'Other',
        quantity: '2',
        unitPrice: formatRwf(15000),
        lineTotal: formatRwf(30000),
      },
    ]);
    expect(content.totals).toEqual([
      ['Subtotal', formatRwf(30000)],
      ['Discount', formatRwf(0)],
      ['Delivery (Bike)', formatRwf(1000)],
    ]);
    expect(content.total).toEqual(['Total', formatRwf(31000)]);
    const { net, vat } = splitVat(31000);
    expect(net + vat).toBe(31000);
    expect(content.vat).toEqual([
      ['Amount excluding VAT', formatRwf(net)],
      ['VAT (18%) included', formatRwf(vat)],
    ]);
    expect(content.notes.join(' ')).toContain('commissionaire');
    expect(content.supportLines.join(' ')).toContain('support@devshop.rw');
    expect(content.supportLines).toContain('Receipt issued on November 23, 2026.');
    expect(content.headings).toMatchObject({ details: 'Order details', unitPrice: 'Unit price', thanks: 'Thank you for shopping with DevShop.' });
    expect(content.headings.page(2)).toBe('page 2');
  });

  it('shows the coupon discount and free delivery', () => {
    const content = receiptContent(sampleOrder({ subtotal: 60000, discount: 1200, couponCode: 'WELCOME2', deliveryFee: 0, total: 58800 }), issued, 'en');
    expect(content.totals).toEqual([
      ['Subtotal', formatRwf(60000)],
      ['Discount (WELCOME2)', `-${formatRwf(1200)}`],
      ['Delivery (Bike)', 'Free'],
    ]);
  });
});

describe('receiptContent with fiscal receipts and refunds', () => {
  const order = sampleOrder({ fiscalReceipts: [signedSale(), pendingRefundReceipt()], refunds: [sampleRefund({ state: 'requested', settledAt: undefined })] });

  it('carries the signed sale’s SDC information and QR code, and says the refund’s receipt is pending', () => {
    const [sale, refund] = receiptContent(order, issued, 'en').fiscal;
    expect(sale!.label).toBe('Normal sale');
    expect(sale!.sdc).toContainEqual(['Receipt number', '152/302 NS']);
    expect(sale!.sdc).toContainEqual(['Receipt signature', 'LS5R-FWQT-GHKW-4OZV']);
    expect(sale!.qr?.content).toBe('23112026#110512#SDC010000123#152#TE68SLC4XCZCWK5XNX6YDRMQX4#LS5RFWQTGHKW4OZV');
    expect(refund!.pending).toMatch(/^The fiscal receipt is pending/);
    expect(refund!.qr).toBeNull();
  });

  it('marks a fiscal receipt printed before COPY, and one printed for the first time not', () => {
    const reprint = { ...order, fiscalReceipts: order.fiscalReceipts!.map((receipt, index) => (index === 0 ? { ...receipt, printedAt: '2026-11-23T12:00:00.000Z' } : receipt)) };
    const { fiscal } = receiptContent(reprint, issued, 'en');
    expect(fiscal.map((block) => [block.label, block.copy?.mark ?? null])).toEqual([
      ['Copy of sale', 'COPY'],
      ['Normal refund', null],
    ]);
  });

  it('lists the refunds and keeps the VAT lines of the order as they were', () => {
    const content = receiptContent(order, issued, 'en');
    expect(content.refunds?.entries.map((entry) => [entry.stateLabel, entry.amount])).toEqual([['Requested', formatRwf(15000)]]);
    expect(content.headings).toMatchObject({ refunds: 'Refunds', refundedTotal: 'Refunded in total' });
    expect(content.vat).toEqual(receiptContent(sampleOrder(), issued, 'en').vat);
  });

  it('has no fiscal block or refund on an order that has none yet', () => {
    const content = receiptContent(sampleOrder(), issued, 'en');
    expect(content.fiscal).toEqual([]);
    expect(content.refunds).toBeNull();
  });
});

describe('receiptContent in the shopper’s language', () => {
  const contentIn = async (language: Language) => {
    await speak(language);
    try {
      return receiptContent(sampleOrder({ couponCode: 'WELCOME2', discount: 600, deliveryFee: 0 }), issued, language);
    } finally {
      await speak('en');
    }
  };

  it('writes a French receipt, with French dates and the same amounts', async () => {
    const content = await contentIn('fr');
    expect(content.title).toBe('Reçu');
    expect(content.details).toContainEqual(['Numéro de commande', 'DS-2611-7K3F9Q']);
    expect(content.details).toContainEqual(['Date de commande', '22 novembre 2026']);
    expect(content.details).toContainEqual(['Moyen de paiement', 'Carte bancaire']);
    expect(content.deliveryAddress).toContain('Téléphone : 0788123456');
    expect(content.lines[0]!.detail).toBe('Autres');
    expect(content.totals).toEqual([
      ['Sous-total', formatRwf(30000)],
      ['Remise (WELCOME2)', `-${formatRwf(600)}`],
      ['Livraison (vélo)', 'Gratuite'],
    ]);
    expect(content.vat[1]![0]).toBe('TVA (18 %) incluse');
    expect(content.notes.join(' ')).toContain('plateforme commissionnaire');
    expect(content.supportLines).toContain('Reçu émis le 23 novembre 2026.');
    expect(content.headings.page(2)).toBe('page 2');
    expect(content.fileName).toBe('receipt-DS-2611-7K3F9Q.pdf');
  });

  it('writes a Kinyarwanda receipt', async () => {
    const content = await contentIn('rw');
    expect(content.title).toBe('Inyemezabwishyu');
    expect(content.details).toContainEqual(['Itariki yatumirijweho', '22 Ugushyingo 2026']);
    expect(content.details).toContainEqual(['Uburyo bwo kwishyura', 'Ikarita ya banki']);
    expect(content.totals[0]).toEqual(['Igiteranyo gito', formatRwf(30000)]);
    expect(content.total).toEqual(['Igiteranyo', formatRwf(31000)]);
    expect(content.vat[0]![0]).toBe('Amafaranga atarimo TVA');
    expect(content.headings.page(3)).toBe('paji 3');
  });
});
