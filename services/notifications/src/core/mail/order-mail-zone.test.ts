import { describe, expect, it } from 'vitest';
import { placedOrder, TEST_CONTACTS } from '../../testing/order-projections';
import { translate } from '../../testing/translate';
import { orderSms } from '../sms/order-sms';
import { orderPlacedEmail } from './order-placed-email';
import { paymentConfirmedEmail } from './payment-settled-emails';
import { statusChangedEmail } from './status-changed-email';

const musanze = { zone: 'northern', district: 'Musanze', fee: 3000, estimate: { minDays: 4, maxDays: 6 } };
const order = placedOrder({ delivery: musanze, deliveryFee: 3000, total: 217_620 });

describe('the messages of an order delivered upcountry', () => {
  it('give the zone’s estimate in the receipt and the payment confirmation, in both parts', () => {
    for (const mail of [orderPlacedEmail(order, TEST_CONTACTS, translate), paymentConfirmedEmail(order, TEST_CONTACTS, translate)]) {
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Estimated delivery: 4-6 business days via bike delivery.');
        expect(part).not.toContain('3-4 business days');
      }
    }
  });

  it('give it in the shipped e-mail and the SMS, in the order’s language', () => {
    const shipped = statusChangedEmail({ orderNumber: 'DS-1', email: 'a@example.rw', from: 'processing', to: 'shipped', delivery: musanze }, TEST_CONTACTS, translate);
    expect(shipped.text).toContain('Your order is on its way (4-6 business days via bike delivery).');
    const sms = orderSms('paymentConfirmed', { ...order, phone: '0788123456', smsUpdates: true }, TEST_CONTACTS, translate);
    expect(sms?.text).toContain('delivery in 4-6 business days');
    const fr = orderPlacedEmail({ ...order, language: 'fr' }, TEST_CONTACTS, translate);
    expect(fr.text).toContain('4 à 6 jours ouvrables, à vélo');
  });

  it('keep SPEC’s 3-4 days for an order without a zone', () => {
    expect(orderPlacedEmail(placedOrder(), TEST_CONTACTS, translate).text).toContain('Estimated delivery: 3-4 business days via bike delivery.');
    expect(statusChangedEmail({ orderNumber: 'DS-1', email: 'a@example.rw', from: 'processing', to: 'shipped' }, TEST_CONTACTS, translate).text).toContain('(3-4 business days via bike delivery)');
  });
});
