import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest, type EmbeddedPorts } from '../../testing/embedded-ports';
import { placedOrder, TEST_CONTACTS } from '../../testing/order-projections';
import { paymentConfirmedEmail } from '../mail/payment-settled-emails';
import { statusChangedEmail } from '../mail/status-changed-email';
import { NotifyStatusChanged, type OrderStatusChange } from './notify-status-changed.use-case';
import { causeOf } from '../../testing/mail-cause';
import { translate } from '../../testing/translate';

const start = embeddedPortsPerTest();

const order = placedOrder();
const change = (overrides: Partial<OrderStatusChange> = {}): OrderStatusChange => ({
  orderId: order.orderId,
  orderNumber: order.orderNumber,
  email: order.email,
  from: 'processing',
  to: 'shipped',
  trackingNumber: 'KGL-778899',
  reason: 'admin',
  ...overrides,
});

async function templatesLogged(t: EmbeddedPorts) {
  return (await t.ports.deliveries.list({ skip: 0, limit: 10 })).deliveries.map((record) => [record.template, record.eventId, record.to]);
}

describe('telling the shopper an order changed', () => {
  it('sends the status e-mail, greeting the shopper by the first name of the order', async () => {
    const t = await start();
    await t.ports.orders.save(order);
    expect(await new NotifyStatusChanged(t.ports).execute(causeOf('event-1'), change())).toBe(true);
    expect(t.mailer.sent).toEqual([statusChangedEmail({ ...change(), firstName: 'Aline' }, TEST_CONTACTS, translate)]);
    expect(await templatesLogged(t)).toEqual([['order-status-changed', 'event-1', 'aline@example.rw']]);
  });

  it('writes the status e-mail in the order’s language', async () => {
    const t = await start();
    await t.ports.orders.save({ ...order, language: 'fr' });
    await new NotifyStatusChanged(t.ports).execute(causeOf('event-1'), change());
    const [mail] = t.mailer.sent;
    expect(mail!.subject).toBe('La commande DS-20261114-0042 est expédiée');
    expect(mail!.text).toMatch(/^Bonjour Aline,\n\nVotre commande DS-20261114-0042 a maintenant le statut Expédiée\.\n\nVotre commande est en route \(3 à 4 jours ouvrables, à vélo\)\.\n\nNuméro de suivi : KGL-778899\n/);
  });

  it('still sends the status e-mail, greeting plainly, for an order the service has no copy of', async () => {
    const t = await start();
    expect(await new NotifyStatusChanged(t.ports).execute(causeOf('event-1'), change({ from: 'pending', to: 'cancelled', trackingNumber: undefined, reason: 'reservation_expired' }))).toBe(true);
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]!.text).toMatch(/^Hello,\n\nYour order DS-20261114-0042 is now Cancelled\./);
  });

  it('sends a tracking number added without a move', async () => {
    const t = await start();
    expect(await new NotifyStatusChanged(t.ports).execute(causeOf('event-1'), change({ from: 'shipped', to: 'shipped' }))).toBe(true);
    expect(t.mailer.sent.map((mail) => mail.subject)).toEqual(['Update on order DS-20261114-0042']);
  });

  it('sends nothing for an update that neither moves the order nor adds a tracking number', async () => {
    const t = await start();
    expect(await new NotifyStatusChanged(t.ports).execute(causeOf('event-1'), change({ from: 'shipped', to: 'shipped', trackingNumber: undefined }))).toBe(false);
    expect(t.mailer.sent).toEqual([]);
  });

  it('leaves a failed payment to the payment failed e-mail, so the shopper hears of it once', async () => {
    const t = await start();
    await t.ports.orders.save(order);
    expect(await new NotifyStatusChanged(t.ports).execute(causeOf('event-1'), change({ from: 'pending', to: 'cancelled', trackingNumber: undefined, reason: 'payment_failed' }))).toBe(false);
    expect(t.mailer.sent).toEqual([]);
  });

  it('confirms the payment of an order its payment confirmed, instead of the status e-mail', async () => {
    const t = await start();
    await t.ports.orders.save(order);
    expect(await new NotifyStatusChanged(t.ports).execute(causeOf('event-1'), change({ from: 'pending', to: 'confirmed', trackingNumber: undefined, reason: 'payment_paid' }))).toBe(true);
    expect(t.mailer.sent).toEqual([paymentConfirmedEmail(order, TEST_CONTACTS, translate)]);
    expect(await templatesLogged(t)).toEqual([['payment-confirmed', 'event-1', 'aline@example.rw']]);
  });

  it('texts a shopper who asked for SMS updates when the order is confirmed by its payment, on its way and delivered, and not for the steps between', async () => {
    const t = await start();
    await t.ports.orders.save({ ...order, phone: '+250788123456', smsUpdates: true, language: 'rw' });
    const notify = new NotifyStatusChanged(t.ports);
    await notify.execute(causeOf('event-1'), change({ from: 'pending', to: 'confirmed', trackingNumber: undefined, reason: 'payment_paid' }));
    await notify.execute(causeOf('event-2'), change({ from: 'confirmed', to: 'processing', trackingNumber: undefined }));
    await notify.execute(causeOf('event-3'), change({ from: 'processing', to: 'shipped' }));
    await notify.execute(causeOf('event-3'), change({ from: 'processing', to: 'shipped' }));
    await notify.execute(causeOf('event-4'), change({ from: 'shipped', to: 'delivered' }));
    expect(t.sms.sent.map((sms) => sms.text)).toEqual([
      "DevShop: twakiriye ubwishyu bwa 214,620 RWF bw'itumiza DS-20261114-0042. Bizakugeraho mu minsi y'akazi 3-4.",
      "DevShop: ibyo watumije DS-20261114-0042 biri mu nzira, bizanwa n'igare. Nimero yo kubikurikirana: KGL-778899. Ibibazo: +250 788 123 456",
      'DevShop: ibyo watumije DS-20261114-0042 byakugezeho. Murakoze guhahira iwacu!',
    ]);
    expect(t.mailer.sent).toHaveLength(4);
  });

  it('lets a payment confirmation come again while the order is not known yet', async () => {
    const t = await start();
    expect(await new NotifyStatusChanged(t.ports).execute(causeOf('event-1'), change({ from: 'pending', to: 'confirmed', trackingNumber: undefined, reason: 'payment_paid' }))).toBe(false);
    expect(t.mailer.sent).toEqual([]);
  });
});
