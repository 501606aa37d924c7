import { describe, expect, it } from 'vitest';
import { ORDER_MAIL_SIGN_OFF, PLACED_ORDER_SUMMARY, placedOrder, rwf, TEST_CONTACTS } from '../../testing/order-projections';
import { PAYMENT_CONFIRMED_TEMPLATE, PAYMENT_FAILED_TEMPLATE, paymentConfirmedEmail, paymentFailedEmail } from './payment-settled-emails';
import { translate } from '../../testing/translate';


describe('the payment confirmed e-mail word for word', () => {
  it('confirms the amount, repeats the order and says where to follow it', () => {
    expect(paymentConfirmedEmail(placedOrder(), TEST_CONTACTS, translate).text).toBe(
      [
        'Hello Aline,',
        '',
        `Good news: we received your payment of ${rwf('214,620')} for order DS-20261114-0042. We are now preparing your order.`,
        '',
        ...PLACED_ORDER_SUMMARY,
        '',
        'Follow your order: https://shop.example.rw/order-confirmation/DS-20261114-0042',
        '',
        'Questions? Call us on +250 788 123 456.',
        '',
        ...ORDER_MAIL_SIGN_OFF,
      ].join('\n'),
    );
  });
});

describe('the payment failed e-mail word for word', () => {
  it('tells a manual payer the screenshot could not be verified', () => {
    expect(paymentFailedEmail(placedOrder(), TEST_CONTACTS, translate).text).toBe(
      [
        'Hello Aline,',
        '',
        `We could not verify your Mobile Money payment from the screenshot you sent. Order DS-20261114-0042 (total ${rwf('214,620')}) is not paid yet.`,
        '',
        'You can try again from your order in the shop: https://shop.example.rw/order-confirmation/DS-20261114-0042',
        '',
        'If money left your account, call us on +250 788 123 456 and we will sort it out.',
        '',
        ...ORDER_MAIL_SIGN_OFF,
      ].join('\n'),
    );
  });

  it('tells a Mobile Money or card payer the payment did not go through', () => {
    for (const paymentMethod of ['momo', 'stripe'] as const) {
      const mail = paymentFailedEmail(placedOrder({ paymentMethod }), TEST_CONTACTS, translate);
      expect(mail.text).toContain(`\n\nYour payment did not go through. Order DS-20261114-0042 (total ${rwf('214,620')}) is not paid yet.\n\n`);
      expect(mail.text).not.toContain('screenshot');
    }
  });

  it('are logged under their own template names', () => {
    expect([PAYMENT_CONFIRMED_TEMPLATE, PAYMENT_FAILED_TEMPLATE]).toEqual(['payment-confirmed', 'payment-failed']);
  });
});
