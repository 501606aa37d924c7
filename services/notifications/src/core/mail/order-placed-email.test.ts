import { describe, expect, it } from 'vitest';
import { ORDER_MAIL_SIGN_OFF, PLACED_ORDER_SUMMARY, placedOrder, rwf, TEST_CONTACTS } from '../../testing/order-projections';
import { ORDER_PLACED_TEMPLATE, orderPlacedEmail } from './order-placed-email';
import { translate } from '../../testing/translate';


describe('the order placed e-mail word for word', () => {
  it('is the receipt of a manual Mobile Money order, with the dial code and the 24-hour promise', () => {
    const mail = orderPlacedEmail(placedOrder(), TEST_CONTACTS, translate);
    expect(mail.to).toBe('aline@example.rw');
    expect(mail.subject).toBe('We received your order DS-20261114-0042');
    expect(mail.text).toBe(
      [
        'Hello Aline,',
        '',
        'Thank you for your order! We have received order DS-20261114-0042.',
        '',
        'Your items:',
        '',
        ...PLACED_ORDER_SUMMARY,
        '',
        'How to pay with MTN Mobile Money:',
        '',
        '- Dial *182*8*1*182000*214620# on your MTN phone',
        `- Pay the total of ${rwf('214,620')}`,
        '- Upload the confirmation screenshot on the checkout page if you have not already',
        '',
        'We verify manual payments within 24 hours and e-mail you as soon as yours is confirmed.',
        '',
        'See your order at any time: https://shop.example.rw/order-confirmation/DS-20261114-0042',
        '',
        'Questions? Call us on +250 788 123 456.',
        '',
        ...ORDER_MAIL_SIGN_OFF,
      ].join('\n'),
    );
  });

  it('sets the headings and the total in bold in the HTML part', () => {
    const { html } = orderPlacedEmail(placedOrder(), TEST_CONTACTS, translate);
    expect(html).toContain('<p><strong>Your items:</strong></p>');
    expect(html).toContain('<p><strong>How to pay with MTN Mobile Money:</strong></p>');
    expect(html).toContain(
      `<tr><td style="padding:2px 16px 2px 0"><strong>Total</strong></td><td style="padding:2px 0;text-align:right"><strong>${rwf('214,620')}</strong></td></tr>`,
    );
  });

  it('asks a Mobile Money shopper to approve the request on the phone', () => {
    const mail = orderPlacedEmail(placedOrder({ paymentMethod: 'momo' }), TEST_CONTACTS, translate);
    expect(mail.text).toContain(
      'Estimated delivery: 3-4 business days via bike delivery.\n\n' +
        'Approve the Mobile Money request on your phone with your PIN. We will e-mail you as soon as your payment is confirmed.\n\n' +
        'See your order at any time:',
    );
    expect(mail.text).not.toContain('card payment');
  });

  it('tells a card shopper the confirmation follows the card payment', () => {
    const mail = orderPlacedEmail(placedOrder({ paymentMethod: 'stripe' }), TEST_CONTACTS, translate);
    expect(mail.text).toContain(
      'Estimated delivery: 3-4 business days via bike delivery.\n\nWe will e-mail you as soon as your card payment is confirmed.\n\nSee your order at any time:',
    );
    expect(mail.text).not.toContain('Approve the Mobile Money request');
  });

  it('is logged under its own template name', () => {
    expect(ORDER_PLACED_TEMPLATE).toBe('order-placed');
  });
});

describe('the items of an order e-mail', () => {
  it('names the variant bought after the product, and a product sold as one thing by its name alone', () => {
    const items = [
      { name: 'DevShop "It works on my machine" Hoodie', variantLabel: 'L / Black', price: 25_000, quantity: 2 },
      { name: 'Logitech MX Master 3S', price: 89_000, quantity: 1 },
    ];
    const mail = orderPlacedEmail(placedOrder({ items }), TEST_CONTACTS, translate);
    expect(mail.text).toContain(
      `Your items:\n\n- DevShop "It works on my machine" Hoodie — L / Black × 2: ${rwf('50,000')}\n- Logitech MX Master 3S × 1: ${rwf('89,000')}\n`,
    );
  });
});

describe('the totals of an order e-mail', () => {
  it('shows no discount line without a discount, and a delivery fee when there is one', () => {
    const mail = orderPlacedEmail(placedOrder({ subtotal: 40000, discount: 0, couponCode: undefined, deliveryFee: 2000, total: 42000 }), TEST_CONTACTS, translate);
    expect(mail.text).toContain(`Subtotal: ${rwf('40,000')}\nDelivery: ${rwf('2,000')}\nTotal:    ${rwf('42,000')}\n`);
    expect(mail.text).not.toContain('Discount');
  });

  it('names a discount without a coupon plainly', () => {
    const mail = orderPlacedEmail(placedOrder({ couponCode: undefined }), TEST_CONTACTS, translate);
    expect(mail.text).toContain(`Subtotal: ${rwf('219,000')}\nDiscount: -${rwf('4,380')}\nDelivery: Free\n`);
  });

  it('greets the shopper by the first name without stray spaces, or plainly without one', () => {
    expect(orderPlacedEmail(placedOrder({ firstName: '  Aline ' }), TEST_CONTACTS, translate).text).toMatch(/^Hello Aline,\n/);
    expect(orderPlacedEmail(placedOrder({ firstName: '   ' }), TEST_CONTACTS, translate).text).toMatch(/^Hello,\n/);
  });
});
