import { describe, expect, it } from 'vitest';
import { placedOrder, TEST_CONTACTS } from '../../testing/order-projections';
import { orderPlacedEmail } from './order-placed-email';
import { paymentConfirmedEmail, paymentFailedEmail } from './payment-settled-emails';
import { statusChangedEmail } from './status-changed-email';
import { translate } from '../../testing/translate';

const contacts = TEST_CONTACTS;
const order = placedOrder();
const NBSP = '\u00a0';

describe('the order placed e-mail', () => {
  it('lists the order number, each item, the totals in RWF, the VAT note and the delivery estimate, in both parts', () => {
    const mail = orderPlacedEmail(order, contacts, translate);
    expect(mail.to).toBe('aline@example.rw');
    expect(mail.subject).toContain('DS-20261114-0042');
    expect(mail.text).toContain('Hello Aline,');
    expect(mail.text).toContain(`Logitech MX Master 3S × 1: 89,000${NBSP}RWF`);
    expect(mail.text).toContain(`Keychron <K2> & "co" × 2: 130,000${NBSP}RWF`);
    expect(mail.text).toMatch(new RegExp(`Subtotal:\\s+219,000${NBSP}RWF`));
    expect(mail.text).toMatch(new RegExp(`Discount \\(WELCOME2\\):\\s+-4,380${NBSP}RWF`));
    expect(mail.text).toMatch(/Delivery:\s+Free/);
    expect(mail.text).toMatch(new RegExp(`Total:\\s+214,620${NBSP}RWF`));
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('DS-20261114-0042');
      expect(part).toContain('* All prices include 18% VAT');
      expect(part).toContain('3-4 business days via bike delivery');
      expect(part).toContain(`214,620${NBSP}RWF`);
      expect(part).toContain('+250 788 123 456');
    }
    expect(mail.html).toContain('Keychron &lt;K2&gt; &amp; &quot;co&quot; × 2');
    expect(mail.html).not.toContain('<K2>');
  });

  it('gives a manual payment its dial code with the total and the 24-hour promise', () => {
    const mail = orderPlacedEmail(order, contacts, translate);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Dial *182*8*1*182000*214620# on your MTN phone');
      expect(part).toContain('within 24 hours');
    }
  });

  it('tells a Mobile Money or card shopper to wait for the confirmation instead, with no dial code', () => {
    for (const paymentMethod of ['momo', 'stripe'] as const) {
      const mail = orderPlacedEmail({ ...order, paymentMethod }, contacts, translate);
      expect(mail.text).not.toContain('*182*');
      expect(mail.text).toContain('as soon as your');
    }
  });
});

describe('the payment e-mails', () => {
  it('confirms the amount paid for the order', () => {
    const mail = paymentConfirmedEmail(order, contacts, translate);
    expect(mail.subject).toBe('Payment confirmed for order DS-20261114-0042');
    expect(mail.text).toContain(`we received your payment of 214,620${NBSP}RWF for order DS-20261114-0042`);
    expect(mail.html).toContain('Logitech MX Master 3S × 1');
  });

  it('says a failed payment left the order unpaid and how to try again', () => {
    const mail = paymentFailedEmail(order, contacts, translate);
    expect(mail.subject).toBe('Payment not received for order DS-20261114-0042');
    expect(mail.text).toContain('We could not verify your Mobile Money payment');
    expect(mail.text).toContain('https://shop.example.rw/order-confirmation/DS-20261114-0042');
    expect(mail.text).toContain('+250 788 123 456');
  });
});

describe('the status e-mail', () => {
  it('names the new status and the tracking number', () => {
    const mail = statusChangedEmail({ orderNumber: 'DS-1', email: 'a@example.rw', firstName: 'Aline', from: 'processing', to: 'shipped', trackingNumber: 'KGL-778899' }, contacts, translate);
    expect(mail.subject).toBe('Order DS-1 is shipped');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Your order DS-1 is now Shipped.');
      expect(part).toContain('Tracking number: KGL-778899');
    }
  });

  it('leaves the tracking line out when there is none', () => {
    const mail = statusChangedEmail({ orderNumber: 'DS-1', email: 'a@example.rw', from: 'pending', to: 'cancelled' }, contacts, translate);
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('Your order DS-1 is now Cancelled.');
    expect(mail.text).not.toContain('Tracking');
  });
});
