import { formatRwf } from '@shop/domain';
import type { OutgoingMail, Translator } from '@shop/platform';
import { textsIn } from '../message-texts';
import type { OrderProjection } from '../ports/order-projection.port';
import { composeMail } from './mail-layout';
import { greeting, orderLink, type ShopContacts } from './order-mail-facts';
import { CARD_REFUND_BUSINESS_DAYS, refundRoute, type RefundFacts, type RefundRoute } from './refund-route';

export const REFUND_TEMPLATE = 'payment-refunded';

/** What the shopper reads of a refund, by the way it goes back. */
const REFUND_TEXTS: Record<RefundRoute, { sent: string; when: string }> = {
  mobileMoney: { sent: 'refund.sent.mobileMoney', when: 'refund.when.mobileMoney' },
  card: { sent: 'refund.sent.card', when: 'refund.when.card' },
  byHand: { sent: 'refund.sent.byHand', when: 'refund.when.mobileMoney' },
};

/** Money of an order went back to the shopper: how much, where to and when it arrives. In the order's language. */
export function refundEmail(order: OrderProjection, refund: RefundFacts, contacts: ShopContacts, translate: Translator): OutgoingMail {
  const texts = textsIn(translate, order.language);
  const { t } = texts;
  const { orderNumber } = order;
  const keys = REFUND_TEXTS[refundRoute(refund)];
  return composeMail({
    to: order.email,
    subject: t('refund.subject', { orderNumber }),
    shopUrl: contacts.publicUrl,
    texts,
    blocks: [
      { paragraph: greeting(texts, order.firstName) },
      { paragraph: t(keys.sent, { amount: formatRwf(refund.amount), orderNumber }), strong: true },
      { paragraph: t(keys.when, CARD_REFUND_BUSINESS_DAYS) },
      { paragraph: t('mail.followOrder'), link: orderLink(contacts.publicUrl, orderNumber) },
      { paragraph: t('mail.questions', { supportPhone: contacts.supportPhone }) },
    ],
  });
}
