import { describe, expect, it } from 'vitest';
import { ORDER_MAIL_SIGN_OFF, placedOrder, rwf, TEST_CONTACTS } from '../../testing/order-projections';
import { translate } from '../../testing/translate';
import { REFUND_TEMPLATE, refundEmail } from './refund-email';

const momoOrder = placedOrder({ paymentMethod: 'momo' });

describe('the refund e-mail word for word', () => {
  it('tells a Mobile Money payer how much went back to the number that paid, when it arrives and where to follow the order', () => {
    const mail = refundEmail(momoOrder, { amount: 89000, method: 'momo' }, TEST_CONTACTS, translate);
    expect(mail.to).toBe('aline@example.rw');
    expect(mail.subject).toBe('Refund for order DS-20261114-0042');
    expect(mail.text).toBe(
      [
        'Hello Aline,',
        '',
        `We have refunded ${rwf('89,000')} for order DS-20261114-0042 to the Mobile Money number that paid.`,
        '',
        'Mobile Money refunds usually arrive within minutes.',
        '',
        'Follow your order: https://shop.example.rw/order-confirmation/DS-20261114-0042',
        '',
        'Questions? Call us on +250 788 123 456.',
        '',
        ...ORDER_MAIL_SIGN_OFF,
      ].join('\n'),
    );
    expect(mail.html).toContain(`<strong>We have refunded ${rwf('89,000')} for order DS-20261114-0042 to the Mobile Money number that paid.</strong>`);
    expect(mail.html).toContain('<a href="https://shop.example.rw/order-confirmation/DS-20261114-0042">');
  });
});

describe('the refund e-mail, by the way the money goes back', () => {
  it('tells a card payer the money went to the card and that the bank takes 5-10 business days', () => {
    const mail = refundEmail(placedOrder({ paymentMethod: 'stripe' }), { amount: 214620, method: 'stripe' }, TEST_CONTACTS, translate);
    expect(mail.text).toContain(`\n\nWe have refunded ${rwf('214,620')} for order DS-20261114-0042 to the card that paid.\n\n`);
    expect(mail.text).toContain('\n\nYour bank usually takes 5-10 business days to show a card refund on your account.\n\n');
    expect(mail.text).not.toContain('Mobile Money');
  });

  it('tells a USSD payer the shop sent the money back by Mobile Money itself', () => {
    for (const refund of [{ amount: 65000, method: 'manual_momo' as const, manual: true as const }, { amount: 65000, method: 'manual_momo' as const }]) {
      const mail = refundEmail(placedOrder(), refund, TEST_CONTACTS, translate);
      expect(mail.text).toContain(`\n\nWe have refunded ${rwf('65,000')} for order DS-20261114-0042: we sent it back to you by Mobile Money.\n\n`);
      expect(mail.text).toContain('\n\nMobile Money refunds usually arrive within minutes.\n\n');
      expect(mail.text).not.toContain('number that paid');
    }
  });

  it('says the refund, not the order total, when only part of the order is refunded', () => {
    const mail = refundEmail(momoOrder, { amount: 65000, method: 'momo' }, TEST_CONTACTS, translate);
    expect(mail.text).toContain(rwf('65,000'));
    expect(mail.text).not.toContain(rwf('214,620'));
  });
});

describe('the refund e-mail in the order’s language', () => {
  it('writes the subject and the words in French and in Kinyarwanda', () => {
    const refund = { amount: 89000, method: 'momo' as const };
    const fr = refundEmail({ ...momoOrder, language: 'fr' }, refund, TEST_CONTACTS, translate);
    expect(fr.subject).toBe('Remboursement de la commande DS-20261114-0042');
    expect(fr.text).toContain(`Nous vous avons remboursé ${rwf('89,000')} pour la commande DS-20261114-0042, sur le numéro mobile money qui a servi au paiement.`);
    expect(fr.text).toContain('Bonjour Aline,');
    const rw = refundEmail({ ...momoOrder, language: 'rw' }, refund, TEST_CONTACTS, translate);
    expect(rw.subject).toBe('Gusubizwa amafaranga y’itumiza DS-20261114-0042');
    expect(rw.text).toContain(`Twagusubije amafaranga ${rwf('89,000')} y’itumiza DS-20261114-0042 kuri nimero ya mobile money wakoresheje wishyura.`);
    expect(rw.text).toContain('Muraho Aline,');
  });

  it('names the card delay in every language', () => {
    const refund = { amount: 89000, method: 'stripe' as const };
    expect(refundEmail({ ...momoOrder, language: 'fr' }, refund, TEST_CONTACTS, translate).text).toContain('5 à 10 jours ouvrables');
    expect(refundEmail({ ...momoOrder, language: 'rw' }, refund, TEST_CONTACTS, translate).text).toContain('iminsi y’akazi 5-10');
  });

  it('is logged under its own template name', () => {
    expect(REFUND_TEMPLATE).toBe('payment-refunded');
  });
});
