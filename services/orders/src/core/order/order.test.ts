import { describe, expect, it } from 'vitest';
import { anOrderRecord as placed } from '../../testing/order-record';
import { toOrderView } from './order';

describe('the order a shopper or admin sees', () => {
  it('shows no tracking number, notes, coupon or payment details before there are any', () => {
    const view = toOrderView(placed({ trackingNumber: '', adminNotes: '', couponCode: '' }));
    for (const field of ['trackingNumber', 'adminNotes', 'couponCode', 'reservationExpiresAt', 'attention']) expect(view).not.toHaveProperty(field);
    expect(view.paymentInfo).toStrictEqual({ method: 'momo', status: 'pending', amount: 11_000, currency: 'RWF' });
  });

  it('shows the tracking number, notes, coupon and payment details once they are set', () => {
    const paidAt = '2026-11-24T10:05:00.000Z';
    const view = toOrderView(
      placed({
        trackingNumber: 'TRK-1',
        adminNotes: 'Fragile',
        couponCode: 'WELCOME10',
        paymentInfo: { method: 'momo', status: 'paid', amount: 11_000, currency: 'RWF', reference: 'MP-1', failureReason: 'First try timed out', paidAt },
      }),
    );
    expect(view).toMatchObject({ trackingNumber: 'TRK-1', adminNotes: 'Fragile', couponCode: 'WELCOME10' });
    expect(view.paymentInfo).toStrictEqual({ method: 'momo', status: 'paid', amount: 11_000, currency: 'RWF', reference: 'MP-1', failureReason: 'First try timed out', paidAt });
  });

  it('shows the variant bought and its label on a variant line, and neither on a product sold as one thing', () => {
    const hoodie = { productId: 'a0a0a0a0a0a0a0a0a0a0a0a0', variantId: 'a1a1a1a1a1a1a1a1a1a1a1a1', variantLabel: 'L / Black', name: 'Hoodie', price: 25_000, quantity: 2, category: 'clothing', image: '/h.svg' };
    const mouse = { productId: 'b0b0b0b0b0b0b0b0b0b0b0b0', name: 'Mouse', price: 9000, quantity: 1, category: 'mice', image: '/m.svg' };
    expect(toOrderView(placed({ items: [hoodie, mouse] })).items).toStrictEqual([
      { product: hoodie.productId, variant: hoodie.variantId, variantLabel: 'L / Black', name: 'Hoodie', price: 25_000, quantity: 2, productSnapshot: { name: 'Hoodie', category: 'clothing', image: '/h.svg' } },
      { product: mouse.productId, name: 'Mouse', price: 9000, quantity: 1, productSnapshot: { name: 'Mouse', category: 'mice', image: '/m.svg' } },
    ]);
  });
});
