import { LANGUAGES, PAYMENT_METHODS } from '@shop/domain';
import { countSegments } from '@shop/platform/sms';
import { describe, expect, it } from 'vitest';
import { placedOrder, TEST_CONTACTS } from '../../testing/order-projections';
import { translate } from '../../testing/translate';
import { refundSms } from './refund-sms';

const texting = (overrides: Parameters<typeof placedOrder>[0] = {}) => placedOrder({ phone: '+250788123456', smsUpdates: true, ...overrides });

describe('the SMS a refund owes', () => {
  it('tells a Mobile Money payer the amount went back to the number that paid, within minutes', () => {
    expect(refundSms(texting({ paymentMethod: 'momo' }), { amount: 89000, method: 'momo' }, TEST_CONTACTS, translate)).toEqual({
      to: '+250788123456',
      template: 'sms-payment-refunded',
      text: 'DevShop: we refunded 89,000 RWF for order DS-20261114-0042 to the Mobile Money number that paid. It usually arrives within minutes.',
    });
  });

  it('tells a card payer the bank takes 5-10 business days, and a USSD payer the shop sent it by Mobile Money', () => {
    expect(refundSms(texting({ paymentMethod: 'stripe' }), { amount: 89000, method: 'stripe' }, TEST_CONTACTS, translate)?.text).toBe(
      'DevShop: we refunded 89,000 RWF for order DS-20261114-0042 to the card that paid. Your bank usually shows it within 5-10 business days.',
    );
    expect(refundSms(texting(), { amount: 89000, method: 'manual_momo', manual: true }, TEST_CONTACTS, translate)?.text).toBe(
      'DevShop: we refunded 89,000 RWF for order DS-20261114-0042 and sent it back to you by Mobile Money. Questions: +250 788 123 456',
    );
  });

  it('speaks the order’s language, calling the order itumiza in Kinyarwanda', () => {
    expect(refundSms(texting({ language: 'rw' }), { amount: 89000, method: 'momo' }, TEST_CONTACTS, translate)?.text).toBe(
      "DevShop: twagusubije amafaranga 89,000 RWF y'itumiza DS-20261114-0042 kuri nimero ya mobile money wakoresheje wishyura. Akunze kugera mu minota mike.",
    );
    expect(refundSms(texting({ language: 'fr' }), { amount: 89000, method: 'stripe' }, TEST_CONTACTS, translate)?.text).toBe(
      'DevShop : 89,000 RWF remboursés pour la commande DS-20261114-0042, sur la carte qui a payé. Délai habituel de la banque : 5 à 10 jours ouvrables.',
    );
    expect(refundSms(texting({ language: 'fr' }), { amount: 89000, method: 'momo' }, TEST_CONTACTS, translate)?.text).toContain("qui a payé. L'argent arrive en général en quelques minutes.");
  });

  it('owes nothing to a shopper who said no to SMS updates, to an order from before the choice, or without a phone', () => {
    const refund = { amount: 89000, method: 'momo' as const };
    expect(refundSms(texting({ smsUpdates: false }), refund, TEST_CONTACTS, translate)).toBeNull();
    expect(refundSms(texting({ smsUpdates: undefined }), refund, TEST_CONTACTS, translate)).toBeNull();
    expect(refundSms(texting({ phone: undefined }), refund, TEST_CONTACTS, translate)).toBeNull();
  });

  it('keeps every message in GSM-7 and in one part, in every language, with a long order number and amount', () => {
    const order = texting({ orderNumber: 'DS-2611-7K3F9Q', total: 12_345_678 });
    const tooLong: string[] = [];
    for (const language of LANGUAGES) {
      for (const method of PAYMENT_METHODS) {
        const text = refundSms({ ...order, language, paymentMethod: method }, { amount: 12_345_678, method }, TEST_CONTACTS, translate)!.text;
        const { encoding, segments } = countSegments(text);
        if (encoding !== 'GSM-7' || segments > 1) tooLong.push(`${language} ${method}: ${encoding}, ${segments} parts, ${text.length} characters`);
      }
    }
    expect(tooLong).toEqual([]);
  });
});
