import { formatRwf, MANUAL_PAYMENT_VERIFICATION_HOURS, merchantDialCode } from '@shop/domain';
import type { OutgoingMail, Translator } from '@shop/platform';
import { textsIn, type MessageTexts } from '../message-texts';
import type { OrderProjection } from '../ports/order-projection.port';
import { composeMail, type MailBlock } from './mail-layout';
import { greeting, orderLink, orderSummary, type ShopContacts } from './order-mail-facts';

export const ORDER_PLACED_TEMPLATE = 'order-placed';

/** What the shopper does next to pay, by method. */
function paymentBlocks(order: OrderProjection, contacts: ShopContacts, { t }: MessageTexts): MailBlock[] {
  if (order.paymentMethod === 'manual_momo') {
    return [
      { paragraph: t('orderPlaced.manual.heading'), strong: true },
      {
        list: [
          t('orderPlaced.manual.dial', { dialCode: merchantDialCode(contacts.merchantCode, order.total) }),
          t('orderPlaced.manual.pay', { amount: formatRwf(order.total) }),
          t('orderPlaced.manual.upload'),
        ],
      },
      { paragraph: t('orderPlaced.manual.promise', { hours: MANUAL_PAYMENT_VERIFICATION_HOURS }) },
    ];
  }
  if (order.paymentMethod === 'momo') return [{ paragraph: t('orderPlaced.momo') }];
  return [{ paragraph: t('orderPlaced.card') }];
}

/** The receipt of a new order, in the order's language: items, totals with the VAT note, delivery estimate and how to pay. */
export function orderPlacedEmail(order: OrderProjection, contacts: ShopContacts, translate: Translator): OutgoingMail {
  const texts = textsIn(translate, order.language);
  const { t } = texts;
  const blocks: MailBlock[] = [
    { paragraph: greeting(texts, order.firstName) },
    { paragraph: t('orderPlaced.thanks', { orderNumber: order.orderNumber }) },
    { paragraph: t('orderPlaced.items'), strong: true },
    ...orderSummary(order, texts),
    ...paymentBlocks(order, contacts, texts),
    { paragraph: t('orderPlaced.seeOrder'), link: orderLink(contacts.publicUrl, order.orderNumber) },
    { paragraph: t('mail.questions', { supportPhone: contacts.supportPhone }) },
  ];
  return composeMail({ to: order.email, subject: t('orderPlaced.subject', { orderNumber: order.orderNumber }), blocks, shopUrl: contacts.publicUrl, texts });
}
