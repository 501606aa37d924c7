import { formatRwf } from '@shop/domain';
import type { OutgoingMail, Translator } from '@shop/platform';
import { textsIn } from '../message-texts';
import type { OrderProjection } from '../ports/order-projection.port';
import { composeMail } from './mail-layout';
import { greeting, orderLink, orderSummary, type ShopContacts } from './order-mail-facts';

export const PAYMENT_CONFIRMED_TEMPLATE = 'payment-confirmed';
export const PAYMENT_FAILED_TEMPLATE = 'payment-failed';

/** The payment of an order arrived: the order is on its way to being packed. In the order's language. */
export function paymentConfirmedEmail(order: OrderProjection, contacts: ShopContacts, translate: Translator, amount = order.total): OutgoingMail {
  const texts = textsIn(translate, order.language);
  const { t } = texts;
  const { orderNumber } = order;
  return composeMail({
    to: order.email,
    subject: t('paymentConfirmed.subject', { orderNumber }),
    shopUrl: contacts.publicUrl,
    texts,
    blocks: [
      { paragraph: greeting(texts, order.firstName) },
      { paragraph: t('paymentConfirmed.received', { amount: formatRwf(amount), orderNumber }) },
      ...orderSummary(order, texts),
      { paragraph: t('mail.followOrder'), link: orderLink(contacts.publicUrl, orderNumber) },
      { paragraph: t('mail.questions', { supportPhone: contacts.supportPhone }) },
    ],
  });
}

/** The payment of an order did not go through: what to do now. In the order's language. */
export function paymentFailedEmail(order: OrderProjection, contacts: ShopContacts, translate: Translator): OutgoingMail {
  const texts = textsIn(translate, order.language);
  const { t } = texts;
  const { orderNumber } = order;
  const unpaid = order.paymentMethod === 'manual_momo' ? 'paymentFailed.screenshotNotVerified' : 'paymentFailed.notThrough';
  return composeMail({
    to: order.email,
    subject: t('paymentFailed.subject', { orderNumber }),
    shopUrl: contacts.publicUrl,
    texts,
    blocks: [
      { paragraph: greeting(texts, order.firstName) },
      { paragraph: t(unpaid, { orderNumber, amount: formatRwf(order.total) }) },
      { paragraph: t('paymentFailed.tryAgain'), link: orderLink(contacts.publicUrl, orderNumber) },
      { paragraph: t('paymentFailed.moneyLeft', { supportPhone: contacts.supportPhone }) },
    ],
  });
}
