// A refund's SMS: like the order SMS, one GSM-7 part in every language, its words the `sms.`
// messages of the service's catalogues.
import type { Translator } from '@shop/platform';
import type { ShopContacts } from '../mail/order-mail-facts';
import { CARD_REFUND_BUSINESS_DAYS, refundRoute, type RefundFacts, type RefundRoute } from '../mail/refund-route';
import { textsIn } from '../message-texts';
import type { OrderProjection } from '../ports/order-projection.port';
import { smsAmount, smsRecipientOf, type OrderSms } from './order-sms';

/** The SMS log's template of a refund's SMS. */
export const REFUND_SMS_TEMPLATE = 'sms-payment-refunded';

const MESSAGE_BY_ROUTE: Record<RefundRoute, string> = {
  mobileMoney: 'sms.refundMobileMoney',
  card: 'sms.refundCard',
  byHand: 'sms.refundManual',
};

/** The SMS a refund of `order` owes, in the order's language; null when the order takes no SMS. */
export function refundSms(order: OrderProjection, refund: RefundFacts, contacts: ShopContacts, translate: Translator): OrderSms | null {
  const to = smsRecipientOf(order);
  if (!to) return null;
  const { t } = textsIn(translate, order.language);
  const text = t(MESSAGE_BY_ROUTE[refundRoute(refund)], {
    orderNumber: order.orderNumber,
    amount: smsAmount(refund.amount),
    supportPhone: contacts.supportPhone,
    ...CARD_REFUND_BUSINESS_DAYS,
  });
  return { to, template: REFUND_SMS_TEMPLATE, text };
}
