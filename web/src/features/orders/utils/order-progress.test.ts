import type { Order } from '@shop/contracts';
import type { Language } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { speak } from '@/lib/i18n/testing/speak';
import { sampleOrder } from '../testing/sample-order';
import { estimatedDelivery, orderProgress as progressIn } from './order-progress';

const orderProgress = (order: Order) => progressIn(order, 'en');
const states = (status: Order['status'], payment: Order['paymentInfo']['status'] = 'paid') =>
  orderProgress(sampleOrder({ status, paymentInfo: { ...sampleOrder().paymentInfo, status: payment } })).steps.map((s) => s.state);

beforeAll(() => speak('en'));

describe('orderProgress', () => {
  it('follows the order status along the three steps', () => {
    expect(states('pending')).toEqual(['complete', 'upcoming', 'upcoming']);
    expect(states('confirmed')).toEqual(['complete', 'upcoming', 'upcoming']);
    expect(states('processing')).toEqual(['complete', 'current', 'upcoming']);
    expect(states('shipped')).toEqual(['complete', 'complete', 'current']);
    expect(states('delivered')).toEqual(['complete', 'complete', 'complete']);
    expect(states('cancelled')).toEqual(['complete', 'cancelled', 'cancelled']);
    expect(states('something-new' as Order['status'])).toEqual(['complete', 'upcoming', 'upcoming']);
  });

  it('says when the order was placed and when it is expected, and shows tracking once shipped', () => {
    const placed = orderProgress(sampleOrder({ trackingNumber: 'TRK-1' }));
    expect(placed.headline).toBe('Order Confirmed!');
    expect(placed.subheadline).toBe('Thank you for your purchase');
    expect(placed.steps[0]).toMatchObject({ title: 'Order Placed', detail: 'November 22, 2026' });
    expect(placed.steps[1]).toMatchObject({ title: 'Processing', detail: 'Your order is being prepared' });
    expect(placed.steps[2]).toMatchObject({ title: 'Out for Delivery', detail: 'Estimated November 25, 2026' });
    expect(placed.steps[2]!.trackingNumber).toBeUndefined();

    const shipped = orderProgress(sampleOrder({ status: 'shipped', trackingNumber: 'TRK-1' }));
    expect(shipped.steps[2]).toMatchObject({ state: 'current', trackingNumber: 'TRK-1' });
    expect(shipped.steps[2]!.detail).toContain('November 25, 2026');

    const delivered = orderProgress(sampleOrder({ status: 'delivered', updatedAt: '2026-11-24T10:00:00.000Z' }));
    expect(delivered.steps[2]!.detail).toBe('Delivered on November 24, 2026');
  });

  it('tells a cancelled order and each unpaid payment state apart', () => {
    const cancelled = orderProgress(sampleOrder({ status: 'cancelled' }));
    expect(cancelled.headline).toBe('Order Cancelled');
    expect(cancelled.notice).toMatchObject({ tone: 'danger', title: 'This order was cancelled' });

    const base = sampleOrder().paymentInfo;
    const failed = orderProgress(sampleOrder({ paymentInfo: { ...base, status: 'failed', failureReason: 'Card declined' } }));
    expect(failed.headline).toBe('Payment Failed');
    expect(failed.notice).toMatchObject({ tone: 'danger', title: 'Payment failed' });
    expect(failed.notice!.text).toContain('Card declined');

    const waiting = orderProgress(sampleOrder({ paymentInfo: { ...base, status: 'awaiting_verification' } }));
    expect(waiting.headline).toBe('Order Confirmed!');
    expect(waiting.notice).toMatchObject({ tone: 'info', title: 'Payment awaiting verification' });
    expect(waiting.notice!.text).toContain('24 hours');

    expect(orderProgress(sampleOrder({ paymentInfo: { ...base, status: 'pending' } })).notice?.title).toBe('Payment pending');
    expect(orderProgress(sampleOrder()).notice).toBeNull();
  });

  it('estimates 3 days after placing when the order carries no estimate', () => {
    expect(estimatedDelivery(sampleOrder({ estimatedDelivery: undefined }), 'en')).toBe('November 25, 2026');
    expect(estimatedDelivery(sampleOrder({ estimatedDelivery: 'not a date' }), 'en')).toBe('November 25, 2026');
  });
});

describe('orderProgress for a declined payment', () => {
  it('explains that the order was cancelled because the payment failed', () => {
    const base = sampleOrder().paymentInfo;
    const progress = orderProgress(
      sampleOrder({ status: 'cancelled', paymentInfo: { ...base, status: 'failed', failureReason: 'Your card was declined.' } }),
    );
    expect(progress.headline).toBe('Payment Failed');
    expect(progress.steps.map((s) => s.state)).toEqual(['complete', 'cancelled', 'cancelled']);
    expect(progress.notice).toMatchObject({ tone: 'danger', title: 'Payment failed' });
    expect(progress.notice!.text).toMatch(/^Your card was declined\. This order was cancelled/);
  });
});

describe('orderProgress in French and Kinyarwanda', () => {
  const inLanguage = async (language: Language, order: Order) => {
    await speak(language);
    try {
      return progressIn(order, language);
    } finally {
      await speak('en');
    }
  };

  it('tells the steps, the dates and the notices in the shopper’s language', async () => {
    const base = sampleOrder().paymentInfo;
    const fr = await inLanguage('fr', sampleOrder({ paymentInfo: { ...base, status: 'awaiting_verification' } }));
    expect(fr.headline).toBe('Commande confirmée !');
    expect(fr.steps[0]).toMatchObject({ title: 'Commande passée', detail: '22 novembre 2026' });
    expect(fr.steps[2]).toMatchObject({ title: 'En cours de livraison', detail: 'Prévue le 25 novembre 2026' });
    expect(fr.notice).toMatchObject({ tone: 'info', title: 'Paiement en cours de vérification' });
    expect(fr.notice!.text).toContain('24 heures');

    const rw = await inLanguage('rw', sampleOrder({ status: 'delivered', updatedAt: '2026-11-24T10:00:00.000Z' }));
    expect(rw.headline).toBe('Itumiza ryemejwe!');
    expect(rw.steps[0]!.detail).toBe('22 Ugushyingo 2026');
    expect(rw.steps[2]!.detail).toBe('Byagezeyo ku wa 24 Ugushyingo 2026');
  });
});
