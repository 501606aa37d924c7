import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest } from '../../testing/embedded-ports';
import { causeOf } from '../../testing/mail-cause';
import { placedOrder, TEST_CONTACTS } from '../../testing/order-projections';
import { translate } from '../../testing/translate';
import { refundEmail } from '../mail/refund-email';
import { NotifyRefund, type SettledRefund } from './notify-refund.use-case';

const start = embeddedPortsPerTest();

const order = placedOrder({ paymentMethod: 'momo' });
const refund: SettledRefund = { orderId: order.orderId, status: 'succeeded', amount: 89000, method: 'momo' };

describe('telling the shopper of a refund', () => {
  it('sends the refund e-mail of a refund that went through, once per event', async () => {
    const t = await start();
    await t.ports.orders.save(order);
    const notify = new NotifyRefund(t.ports);
    expect(await notify.execute(causeOf('event-1'), refund)).toBe(true);
    expect(await notify.execute(causeOf('event-1'), refund)).toBe(true);
    expect(t.mailer.sent).toEqual([refundEmail(order, refund, TEST_CONTACTS, translate)]);
    expect(t.mailer.sent[0]!.subject).toBe('Refund for order DS-20261114-0042');
    const { deliveries } = await t.ports.deliveries.list({ skip: 0, limit: 10 });
    expect(deliveries.map((record) => [record.template, record.eventId, record.to])).toEqual([['payment-refunded', 'event-1', 'aline@example.rw']]);
  });

  it('tells each refund of an order, when part of it is refunded twice', async () => {
    const t = await start();
    await t.ports.orders.save(order);
    const notify = new NotifyRefund(t.ports);
    await notify.execute(causeOf('event-1'), refund);
    await notify.execute(causeOf('event-2'), { ...refund, amount: 65000 });
    expect(t.mailer.sent.map((mail) => mail.text.split('\n')[2])).toEqual([
      'We have refunded 89,000\u00a0RWF for order DS-20261114-0042 to the Mobile Money number that paid.',
      'We have refunded 65,000\u00a0RWF for order DS-20261114-0042 to the Mobile Money number that paid.',
    ]);
  });

  it('texts a shopper who asked for SMS updates, once per event, in the order’s language', async () => {
    const t = await start();
    await t.ports.orders.save({ ...order, phone: '+250788123456', smsUpdates: true, language: 'rw' });
    const notify = new NotifyRefund(t.ports);
    await notify.execute(causeOf('event-1'), refund);
    await notify.execute(causeOf('event-1'), refund);
    expect(t.sms.sent.map((sms) => [sms.to, sms.text])).toEqual([
      ['+250788123456', "DevShop: twagusubije amafaranga 89,000 RWF y'itumiza DS-20261114-0042 kuri nimero ya mobile money wakoresheje wishyura. Akunze kugera mu minota mike."],
    ]);
    expect(t.mailer.sent.map((mail) => mail.subject)).toEqual(['Gusubizwa amafaranga y’itumiza DS-20261114-0042']);
    const { messages } = await t.ports.texts.list({ skip: 0, limit: 10 });
    expect(messages.map((record) => [record.template, record.eventId])).toEqual([['sms-payment-refunded', 'event-1']]);
  });

  it('texts no one whose order takes no SMS updates', async () => {
    const t = await start();
    await t.ports.orders.save({ ...order, phone: '+250788123456', smsUpdates: false });
    await new NotifyRefund(t.ports).execute(causeOf('event-1'), refund);
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.sms.sent).toEqual([]);
  });

  it('tells the shopper nothing of a failed refund: the admin sees it on the order', async () => {
    const t = await start();
    await t.ports.orders.save({ ...order, phone: '+250788123456', smsUpdates: true });
    expect(await new NotifyRefund(t.ports).execute(causeOf('event-1'), { ...refund, status: 'failed' })).toBe(true);
    expect(t.mailer.sent).toEqual([]);
    expect(t.sms.sent).toEqual([]);
  });

  it('lets a refund come again while its order is not known yet', async () => {
    const t = await start();
    expect(await new NotifyRefund(t.ports).execute(causeOf('event-1'), refund)).toBe(false);
    expect(t.mailer.sent).toEqual([]);
    expect(t.sms.sent).toEqual([]);
  });
});
