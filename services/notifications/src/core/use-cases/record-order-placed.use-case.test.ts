import { describe, expect, it } from 'vitest';
import { embeddedPortsPerTest } from '../../testing/embedded-ports';
import { placedOrder, rwf, TEST_CONTACTS } from '../../testing/order-projections';
import { orderPlacedEmail } from '../mail/order-placed-email';
import { contactsOf, RecordOrderPlaced } from './record-order-placed.use-case';
import { causeOf } from '../../testing/mail-cause';
import { translate } from '../../testing/translate';

const start = embeddedPortsPerTest();

describe('recording a placed order', () => {
  it('keeps the service\'s copy of the order and sends the receipt once per event', async () => {
    const t = await start();
    const order = placedOrder();
    const record = new RecordOrderPlaced(t.ports);
    await record.execute(causeOf('event-1'), order);
    await record.execute(causeOf('event-1'), order);
    expect(await t.ports.orders.find(order.orderId)).toEqual(order);
    expect(t.mailer.sent).toEqual([orderPlacedEmail(order, TEST_CONTACTS, translate)]);
    const { deliveries } = await t.ports.deliveries.list({ skip: 0, limit: 10 });
    expect(deliveries.map((delivery) => [delivery.template, delivery.eventId, delivery.to])).toEqual([['order-placed', 'event-1', 'aline@example.rw']]);
  });

  it('texts the shopper who asked for SMS updates, in the order\'s language, once per event', async () => {
    const t = await start();
    const order = placedOrder({ phone: '+250788123456', smsUpdates: true, language: 'fr' });
    const record = new RecordOrderPlaced(t.ports);
    await record.execute(causeOf('event-1'), order);
    await record.execute(causeOf('event-1'), order);
    expect(t.sms.sent.map(({ to, text }) => ({ to, text }))).toEqual([
      {
        to: '+250788123456',
        text: 'DevShop : commande DS-20261114-0042 enregistrée. Pour payer 214,620 RWF, composez *182*8*1*182000*214620# sur votre téléphone MTN. Aide : +250 788 123 456',
      },
    ]);
  });

  it('writes an order placed in Kinyarwanda its receipt and its SMS in Kinyarwanda', async () => {
    const t = await start();
    await new RecordOrderPlaced(t.ports).execute(causeOf('event-1'), placedOrder({ phone: '+250788123456', smsUpdates: true, language: 'rw' }));
    const [receipt] = t.mailer.sent;
    expect(receipt!.subject).toBe('Twakiriye ibyo watumije DS-20261114-0042');
    expect(receipt!.text).toMatch(/^Muraho Aline,\n\nMurakoze gutumiza! Twakiriye itumiza DS-20261114-0042\.\n/);
    expect(receipt!.text).toContain(`Igiteranyo:           ${rwf('214,620')}`);
    expect(receipt!.text).toContain('- Kanda *182*8*1*182000*214620# kuri telefoni yawe ya MTN');
    expect(receipt!.text).toMatch(/Murakoze guhahira kuri DevShop,\nItsinda rya DevShop\n$/);
    expect(receipt!.html).toContain('<html lang="rw">');
    expect(t.sms.sent.map((sms) => sms.text)).toEqual([
      'DevShop: twakiriye itumiza DS-20261114-0042. Kugira ngo wishyure 214,620 RWF, kanda *182*8*1*182000*214620# kuri telefoni ya MTN. Ibibazo: +250 788 123 456',
    ]);
  });

  it('writes an order placed in French its receipt and its SMS in French', async () => {
    const t = await start();
    await new RecordOrderPlaced(t.ports).execute(causeOf('event-1'), placedOrder({ phone: '+250788123456', smsUpdates: true, language: 'fr', paymentMethod: 'momo' }));
    const [receipt] = t.mailer.sent;
    expect(receipt!.subject).toBe('Nous avons bien reçu votre commande DS-20261114-0042');
    expect(receipt!.text).toMatch(/^Bonjour Aline,\n\nMerci pour votre commande ! Nous avons bien reçu la commande DS-20261114-0042\.\n/);
    expect(receipt!.text).toContain('* Tous les prix incluent la TVA de 18 %\n\nLivraison estimée : 3 à 4 jours ouvrables, à vélo.\n\nValidez la demande mobile money');
    expect(receipt!.text).toMatch(/Merci pour vos achats chez DevShop,\nL’équipe DevShop\n$/);
    expect(receipt!.html).toContain('<html lang="fr">');
    expect(t.sms.sent.map((sms) => sms.text)).toEqual([
      'DevShop : commande DS-20261114-0042 enregistrée, total 214,620 RWF. Validez la demande mobile money sur votre téléphone avec votre code PIN.',
    ]);
  });

  it('texts no one who said no to SMS updates; the receipt still goes by e-mail', async () => {
    const t = await start();
    await new RecordOrderPlaced(t.ports).execute(causeOf('event-1'), placedOrder({ phone: '0788 123 456', smsUpdates: false }));
    expect(t.sms.sent).toEqual([]);
    expect(t.mailer.sent).toHaveLength(1);
  });

  it('names the shop\'s address, support phone and merchant code from the settings', () => {
    const settings = { publicUrl: 'https://devshop.rw', supportPhone: '+250 700 000 000', merchantCode: '123456', retryDelaysMs: [] };
    expect(contactsOf({ settings })).toEqual({ publicUrl: 'https://devshop.rw', supportPhone: '+250 700 000 000', merchantCode: '123456' });
  });
});
