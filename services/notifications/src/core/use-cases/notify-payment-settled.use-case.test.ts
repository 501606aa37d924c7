import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest } from '../../testing/embedded-ports';
import { placedOrder, TEST_CONTACTS } from '../../testing/order-projections';
import { paymentFailedEmail } from '../mail/payment-settled-emails';
import { NotifyPaymentSettled } from './notify-payment-settled.use-case';
import { causeOf } from '../../testing/mail-cause';
import { translate } from '../../testing/translate';

const start = embeddedPortsPerTest();

const order = placedOrder();

describe('telling the shopper a payment settled', () => {
  it('sends the payment failed e-mail of a failed payment, once per event', async () => {
    const t = await start();
    await t.ports.orders.save(order);
    const notify = new NotifyPaymentSettled(t.ports);
    expect(await notify.execute(causeOf('event-1'), { orderId: order.orderId, status: 'failed', amount: 214620 })).toBe(true);
    expect(await notify.execute(causeOf('event-1'), { orderId: order.orderId, status: 'failed', amount: 214620 })).toBe(true);
    expect(t.mailer.sent).toEqual([paymentFailedEmail(order, TEST_CONTACTS, translate)]);
    const { deliveries } = await t.ports.deliveries.list({ skip: 0, limit: 10 });
    expect(deliveries.map((record) => [record.template, record.eventId, record.to])).toEqual([['payment-failed', 'event-1', 'aline@example.rw']]);
  });

  it('texts a shopper who asked for SMS updates that the payment failed, with the link to try again', async () => {
    const t = await start();
    await t.ports.orders.save({ ...order, phone: '+250788123456', smsUpdates: true });
    await new NotifyPaymentSettled(t.ports).execute(causeOf('event-1'), { orderId: order.orderId, status: 'failed' });
    expect(t.sms.sent.map((sms) => sms.text)).toEqual([
      'DevShop: the payment for order DS-20261114-0042 did not go through. Try again here: https://shop.example.rw/order-confirmation/DS-20261114-0042',
    ]);
  });

  it('sends nothing for a paid settlement: the order\'s confirmation tells it', async () => {
    const t = await start();
    await t.ports.orders.save(order);
    expect(await new NotifyPaymentSettled(t.ports).execute(causeOf('event-1'), { orderId: order.orderId, status: 'paid' })).toBe(true);
    expect(t.mailer.sent).toEqual([]);
  });

  it('lets a failed payment come again while its order is not known yet', async () => {
    const t = await start();
    expect(await new NotifyPaymentSettled(t.ports).execute(causeOf('event-1'), { orderId: order.orderId, status: 'failed' })).toBe(false);
    expect(t.mailer.sent).toEqual([]);
  });
});
