import { describe, expect, it } from 'vitest';
import { ORDER_MAIL_SIGN_OFF, TEST_CONTACTS } from '../../testing/order-projections';
import { STATUS_CHANGED_TEMPLATE, statusChangedEmail, type StatusChange } from './status-changed-email';
import { translate } from '../../testing/translate';

const change = (overrides: Partial<StatusChange>): StatusChange => ({ orderNumber: 'DS-1', email: 'aline@example.rw', firstName: 'Aline', from: 'pending', to: 'confirmed', ...overrides });
const FOOT = ['Follow your order: https://shop.example.rw/order-confirmation/DS-1', '', 'Questions? Call us on +250 788 123 456.', '', ...ORDER_MAIL_SIGN_OFF];

describe('the status e-mail word for word', () => {
  it.each([
    ['confirmed', 'Confirmed', 'Your order is confirmed and will be prepared shortly.'],
    ['processing', 'Processing', 'We are packing your order.'],
    ['shipped', 'Shipped', 'Your order is on its way (3-4 business days via bike delivery).'],
    ['delivered', 'Delivered', 'Your order has been delivered. Enjoy your new gear, and tell others what you think with a review!'],
    ['cancelled', 'Cancelled', 'Your order has been cancelled. If you had already paid for it, call us and we will sort it out with you.'],
    ['pending', 'Pending', 'Your order is waiting for its next step.'],
  ])('says what an order now %s means for the shopper', (to, label, whatNow) => {
    const mail = statusChangedEmail(change({ from: to === 'pending' ? 'confirmed' : 'pending', to }), TEST_CONTACTS, translate);
    expect(mail.to).toBe('aline@example.rw');
    expect(mail.subject).toBe(`Order DS-1 is ${label.toLowerCase()}`);
    expect(mail.text).toBe(['Hello Aline,', '', `Your order DS-1 is now ${label}.`, '', whatNow, '', ...FOOT].join('\n'));
    expect(mail.html).toContain(`<p><strong>Your order DS-1 is now ${label}.</strong></p>\n<p>${whatNow}</p>`);
  });

  it('brings a tracking number added without a move as news about the order', () => {
    const mail = statusChangedEmail(change({ from: 'shipped', to: 'shipped', trackingNumber: 'KGL-778899' }), TEST_CONTACTS, translate);
    expect(mail.subject).toBe('Update on order DS-1');
    expect(mail.text).toBe(
      [
        'Hello Aline,',
        '',
        'There is news about your order DS-1 (Shipped).',
        '',
        'Your order is on its way (3-4 business days via bike delivery).',
        '',
        'Tracking number: KGL-778899',
        '',
        ...FOOT,
      ].join('\n'),
    );
  });

  it('names a status the shop does not know as it came, with no explanation line', () => {
    const mail = statusChangedEmail(change({ from: 'shipped', to: 'lost_in_transit' }), TEST_CONTACTS, translate);
    expect(mail.subject).toBe('Order DS-1 is lost_in_transit');
    expect(mail.text).toBe(['Hello Aline,', '', 'Your order DS-1 is now lost_in_transit.', '', ...FOOT].join('\n'));
    expect(mail.html).not.toContain('<p></p>');
  });

  it('is logged under its own template name', () => {
    expect(STATUS_CHANGED_TEMPLATE).toBe('order-status-changed');
  });
});
