import { beforeAll, describe, expect, it } from 'vitest';
import { formatRwf, splitVat } from '@shop/domain';
import { speak } from '@/lib/i18n/testing/speak';
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
    const content = receiptContent(sampleOrder(), issued);
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
  });

  it('shows the coupon discount and free delivery', () => {
    const content = receiptContent(sampleOrder({ subtotal: 60000, discount: 1200, couponCode: 'WELCOME2', deliveryFee: 0, total: 58800 }), issued);
    expect(content.totals).toEqual([
      ['Subtotal', formatRwf(60000)],
      ['Discount (WELCOME2)', `-${formatRwf(1200)}`],
      ['Delivery (Bike)', 'Free'],
    ]);
  });
});
