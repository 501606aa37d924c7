import { afterEach, describe, expect, it } from 'vitest';
import { newId, type InProcessEventBus } from '@shop/platform';
import { startTestNotifications, type TestNotifications } from '../../testing/notifications-test-kit';
import { ORDER_PLACED_CONSUMER, ORDER_STATUS_CONSUMER, PAYMENT_REFUNDED_CONSUMER } from './notification-event-consumers';
import { ORDER_ID, orderPlacedEvent, paymentRefundedEvent, paymentSettledEvent, statusChangedEvent } from '../../testing/order-events';

const running: TestNotifications[] = [];
afterEach(async () => {
  for (const t of running.splice(0)) await t.close();
});

async function start(options: Parameters<typeof startTestNotifications>[0] = {}) {
  const t = await startTestNotifications(options);
  running.push(t);
  return t;
}

describe('the e-mails the shop owes, driven by events (in-process bus)', () => {
  it('sends the order receipt once, however often order.placed is delivered', async () => {
    const t = await start();
    const event = orderPlacedEvent();
    await t.publish(event);
    await t.publish(event);
    await t.publish({ ...event });
    await t.settle();
    const mails = await t.mails();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([['aline@example.rw', 'We received your order DS-20261114-0042']]);
    expect(mails[0]!.text).toContain('*182*8*1*182000*214620#');
    const log = await t.api.listDeliveries();
    expect(log.emails).toEqual([
      expect.objectContaining({ to: 'aline@example.rw', template: 'order-placed', eventId: event.id, status: 'sent', attempts: 1, subject: 'We received your order DS-20261114-0042' }),
    ]);
  });

  it('lists the variant of each line bought in one, as order.placed names it', async () => {
    const t = await start();
    const hoodie = { productId: 'c'.repeat(24), variantId: 'd'.repeat(24), variantLabel: 'L / Black', name: 'DevShop Hoodie', price: 25_000, quantity: 2 };
    await t.publish(orderPlacedEvent({ items: [hoodie, { productId: 'e'.repeat(24), name: 'Logitech MX Master 3S', price: 89_000, quantity: 1 }] }));
    await t.settle();
    const [mail] = await t.mails();
    expect(mail!.text).toContain('- DevShop Hoodie — L / Black × 2: 50,000\u00a0RWF\n- Logitech MX Master 3S × 1: 89,000\u00a0RWF\n');
  });

  it('texts an order\'s updates to the outbox folder, once each, in the language of the order', async () => {
    const t = await start();
    const placed = orderPlacedEvent({ customer: { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw', phone: '0788123456' }, smsUpdates: true, language: 'rw' });
    await t.publish(placed);
    await t.publish(placed);
    await t.publish(statusChangedEvent({ from: 'processing', to: 'shipped' }));
    await t.settle();
    const texts = await t.texts();
    expect(texts.map(({ to, sender, encoding, segments }) => ({ to, sender, encoding, segments }))).toEqual([
      { to: '+250788123456', sender: 'DevShop', encoding: 'GSM-7', segments: 1 },
      { to: '+250788123456', sender: 'DevShop', encoding: 'GSM-7', segments: 1 },
    ]);
    // Two files written within one millisecond are named in no particular order.
    expect(texts.map((text) => text.text.split('.')[0]).sort()).toEqual(['DevShop: ibyo watumije DS-20261114-0042 biri mu nzira, bizanwa n\'igare', 'DevShop: twakiriye itumiza DS-20261114-0042']);
  });

  it('texts no one for an order placed before SMS updates, whose event names no phone', async () => {
    const t = await start();
    await t.publish(orderPlacedEvent());
    await t.settle();
    expect(await t.mails()).toHaveLength(1);
    expect(await t.texts()).toEqual([]);
  });

  it('tells of a failed payment, and confirms the payment when the order is confirmed by it', async () => {
    const t = await start();
    await t.publish(orderPlacedEvent({ paymentMethod: 'momo' }));
    await t.publish(paymentSettledEvent('failed', { method: 'momo' }));
    await t.settle();
    await t.publish(paymentSettledEvent('paid', { method: 'momo', orderId: ORDER_ID.toUpperCase() }));
    await t.publish(statusChangedEvent({ from: 'pending', to: 'confirmed', reason: 'payment_paid', trackingNumber: undefined, orderId: ORDER_ID.toUpperCase() }));
    await t.settle();
    const subjects = (await t.mails()).map((m) => m.subject);
    expect(subjects).toEqual([
      'We received your order DS-20261114-0042',
      'Payment not received for order DS-20261114-0042',
      'Payment confirmed for order DS-20261114-0042',
    ]);
  });

  it('sends no confirmation for a payment that confirmed no order (approved after the reservation ended)', async () => {
    const t = await start();
    await t.publish(orderPlacedEvent({ paymentMethod: 'momo' }));
    await t.publish(paymentSettledEvent('paid', { method: 'momo', approvedLate: true }));
    await t.settle();
    expect((await t.mails()).map((m) => m.subject)).toEqual(['We received your order DS-20261114-0042']);
  });

  it('waits for order.placed when the payment confirmation comes first', async () => {
    const t = await start();
    await t.publish(statusChangedEvent({ from: 'pending', to: 'confirmed', reason: 'payment_paid', trackingNumber: undefined }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    await t.publish(orderPlacedEvent());
    await t.settle();
    expect((await t.mails()).map((m) => m.subject).sort()).toEqual(['Payment confirmed for order DS-20261114-0042', 'We received your order DS-20261114-0042']);
  });

  it('tells of a refund that went through, once, by e-mail and SMS in the order\'s language, and of a failed one nothing', async () => {
    const t = await start();
    await t.publish(orderPlacedEvent({ paymentMethod: 'stripe', customer: { firstName: 'Aline', lastName: 'Uwase', email: 'aline@example.rw', phone: '0788123456' }, smsUpdates: true, language: 'fr' }));
    await t.settle();
    const refunded = paymentRefundedEvent('succeeded', { method: 'stripe', orderId: ORDER_ID.toUpperCase() });
    await t.publish(refunded);
    await t.publish(refunded);
    await t.publish(paymentRefundedEvent('failed', { method: 'stripe', reason: 'The provider did not confirm the refund in time' }));
    await t.settle();
    const mails = (await t.mails()).filter((m) => m.subject.startsWith('Remboursement'));
    expect(mails.map((m) => m.subject)).toEqual(['Remboursement de la commande DS-20261114-0042']);
    expect(mails[0]!.text).toContain('sur la carte bancaire qui a servi au paiement');
    const texts = (await t.texts()).filter((text) => text.text.includes('rembours'));
    expect(texts.map(({ to, text }) => [to, text])).toEqual([
      ['+250788123456', 'DevShop : 89,000 RWF remboursés pour la commande DS-20261114-0042, sur la carte qui a payé. Délai habituel de la banque : 5 à 10 jours ouvrables.'],
    ]);
  });

  it('waits for order.placed when the refund comes first', async () => {
    const t = await start();
    await t.publish(paymentRefundedEvent('succeeded'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    await t.publish(orderPlacedEvent({ paymentMethod: 'momo' }));
    await t.settle();
    expect((await t.mails()).map((m) => m.subject).sort()).toEqual(['Refund for order DS-20261114-0042', 'We received your order DS-20261114-0042']);
  });

  it('tells the shopper of an admin status change with the tracking number, not of a failed payment twice', async () => {
    const t = await start();
    await t.publish(orderPlacedEvent());
    await t.publish(statusChangedEvent({ from: 'pending', to: 'cancelled', reason: 'payment_failed', trackingNumber: undefined }));
    const shipped = statusChangedEvent();
    await t.publish(shipped);
    await t.publish(shipped);
    await t.publish(statusChangedEvent({ from: 'shipped', to: 'shipped', trackingNumber: undefined, notes: 'internal note' }));
    await t.settle();
    const mails = (await t.mails()).filter((m) => m.subject !== 'We received your order DS-20261114-0042');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Order DS-20261114-0042 is shipped');
    expect(mails[0]!.text).toContain('Hello Aline,');
    expect(mails[0]!.text).toContain('Tracking number: KGL-778899');
  });

  it('dead-letters an unreadable payload and sends nothing', async () => {
    const t = await start();
    const placed = orderPlacedEvent({ items: 'three mice', total: -1 });
    const changed = statusChangedEvent({ email: 42 });
    const refunded = paymentRefundedEvent('succeeded', { amount: -89000 });
    await t.publish(placed);
    await t.publish(changed);
    await t.publish(refunded);
    await t.settle();
    expect(await t.mails()).toEqual([]);
    const bus = t.events as InProcessEventBus;
    expect((await bus.deadLetters(ORDER_PLACED_CONSUMER)).map((letter) => letter.event.id)).toEqual([placed.id]);
    expect((await bus.deadLetters(ORDER_STATUS_CONSUMER)).map((letter) => letter.event.id)).toEqual([changed.id]);
    expect((await bus.deadLetters(PAYMENT_REFUNDED_CONSUMER)).map((letter) => letter.event.id)).toEqual([refunded.id]);
  });

  it('retries a failed send after each delay, then leaves it failed for the admin', async () => {
    let failing = true;
    const sent: string[] = [];
    const t = await start({
      retryDelaysMs: [60_000, 300_000],
      mailer: {
        send: async (mail) => {
          if (failing) throw new Error('SMTP 451 try again later');
          sent.push(mail.subject);
          return { messageId: newId() };
        },
      },
    });
    const first = orderPlacedEvent();
    await t.publish(first);
    await t.settle();
    expect((await t.api.listDeliveries()).emails[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451 try again later' });

    expect(await t.service.retryDueDeliveries()).toBe(0); // not due yet
    t.clock.advance(60_000);
    expect(await t.service.retryDueDeliveries()).toBe(1);
    expect((await t.api.listDeliveries()).emails[0]).toMatchObject({ status: 'pending', attempts: 2 });
    t.clock.advance(300_000);
    expect(await t.service.retryDueDeliveries()).toBe(1);
    const failed = await t.api.listDeliveries({ status: 'failed' });
    expect(failed.emails).toEqual([expect.objectContaining({ template: 'order-placed', status: 'failed', attempts: 3, lastError: 'SMTP 451 try again later', eventId: first.id })]);
    t.clock.advance(3_600_000);
    expect(await t.service.retryDueDeliveries()).toBe(0);

    // A send that recovers on its retry is sent once.
    await t.publish(statusChangedEvent({ from: 'pending', to: 'confirmed', reason: 'payment_paid', trackingNumber: undefined }));
    await t.settle();
    failing = false;
    t.clock.advance(60_000);
    expect(await t.service.retryDueDeliveries()).toBe(1);
    expect(sent).toEqual(['Payment confirmed for order DS-20261114-0042']);
    expect((await t.api.listDeliveries({ status: 'sent' })).pagination.total).toBe(1);
    expect((await t.api.listDeliveries()).pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
  });
});
