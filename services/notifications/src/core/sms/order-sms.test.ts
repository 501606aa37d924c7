import { LANGUAGES } from '@shop/domain';
import { countSegments } from '@shop/platform/sms';
import { describe, expect, it } from 'vitest';
import { placedOrder, TEST_CONTACTS } from '../../testing/order-projections';
import { ORDER_SMS, orderSms, type OrderSmsMoment } from './order-sms';
import { translate } from '../../testing/translate';

const MOMENTS = Object.keys(ORDER_SMS) as OrderSmsMoment[];
const texting = (overrides: Parameters<typeof placedOrder>[0] = {}) => placedOrder({ phone: '0788 123 456', smsUpdates: true, ...overrides });

describe('the SMS an order owes', () => {
  it('tells a manual Mobile Money payer the amount and the dial code to pay it, in English by default', () => {
    expect(orderSms('received', texting(), TEST_CONTACTS, translate)).toEqual({
      to: '0788 123 456',
      template: 'sms-order-received',
      text: 'DevShop: we received order DS-20261114-0042. To pay 214,620 RWF, dial *182*8*1*182000*214620# on your MTN phone. Questions: +250 788 123 456',
    });
  });

  it('asks a Mobile Money payer to approve the request, and tells a card payer to wait for the confirmation', () => {
    expect(orderSms('received', texting({ paymentMethod: 'momo' }), TEST_CONTACTS, translate)?.text).toContain('Approve the Mobile Money request on your phone with your PIN.');
    expect(orderSms('received', texting({ paymentMethod: 'stripe' }), TEST_CONTACTS, translate)?.text).toContain('We will text you when your card payment is confirmed.');
  });

  it('speaks the order’s language', () => {
    expect(orderSms('received', texting({ language: 'rw' }), TEST_CONTACTS, translate)?.text).toBe(
      'DevShop: twakiriye itumiza DS-20261114-0042. Kugira ngo wishyure 214,620 RWF, kanda *182*8*1*182000*214620# kuri telefoni ya MTN. Ibibazo: +250 788 123 456',
    );
    expect(orderSms('delivered', texting({ language: 'fr' }), TEST_CONTACTS, translate)?.text).toBe('DevShop : la commande DS-20261114-0042 a été livrée. Merci de votre confiance !');
  });

  it('names the tracking number of an order on its way, when there is one', () => {
    expect(orderSms('shipped', texting(), TEST_CONTACTS, translate, 'KGL-778899')?.text).toBe(
      'DevShop: order DS-20261114-0042 is on its way by bike. Tracking number: KGL-778899. Questions: +250 788 123 456',
    );
    expect(orderSms('shipped', texting(), TEST_CONTACTS, translate)?.text).not.toContain('Tracking');
  });

  it('links a failed payment to the order page, where it can be tried again', () => {
    expect(orderSms('paymentFailed', texting(), TEST_CONTACTS, translate)?.text).toContain('https://shop.example.rw/order-confirmation/DS-20261114-0042');
  });

  it('owes nothing to a shopper who said no to SMS updates, to an order from before the choice, or without a phone', () => {
    expect(orderSms('received', texting({ smsUpdates: false }), TEST_CONTACTS, translate)).toBeNull();
    expect(orderSms('received', texting({ smsUpdates: undefined }), TEST_CONTACTS, translate)).toBeNull();
    expect(orderSms('received', texting({ phone: undefined }), TEST_CONTACTS, translate)).toBeNull();
  });

  it('keeps every message in GSM-7 and in one part, in every language, with a long order number and tracking number', () => {
    const order = texting({ orderNumber: 'DS-2611-7K3F9Q', total: 12_345_678, paymentMethod: 'manual_momo' });
    const tooLong: string[] = [];
    for (const language of LANGUAGES) {
      for (const moment of MOMENTS) {
        for (const paymentMethod of ['manual_momo', 'momo', 'stripe'] as const) {
          const text = orderSms(moment, { ...order, language, paymentMethod }, TEST_CONTACTS, translate, 'KGL-2026-778899')!.text;
          const { encoding, segments } = countSegments(text);
          if (encoding !== 'GSM-7' || segments > 1) tooLong.push(`${language} ${moment} ${paymentMethod}: ${encoding}, ${segments} parts, ${text.length} characters`);
        }
      }
    }
    expect(tooLong).toEqual([]);
  });
});
