import { formatRwf, merchantDialCode } from '@shop/domain';
import type { OrderProjection } from '../ports/order-projection.port';
import type { OutgoingMail } from '@shop/platform';
import { composeMail, type MailBlock } from './mail-layout';
import { DELIVERY_ESTIMATE, greeting, itemLines, orderLink, totalRows, VAT_NOTE, VERIFICATION_PROMISE, type ShopContacts } from './order-mail-facts';

export const ORDER_PLACED_TEMPLATE = 'order-placed';

/** What the shopper does next to pay, by method. */
function paymentBlocks(order: OrderProjection, contacts: ShopContacts): MailBlock[] {
  if (order.paymentMethod === 'manual_momo') {
    return [
      { paragraph: 'How to pay with MTN Mobile Money:', strong: true },
      {
        list: [
          `Dial ${merchantDialCode(contacts.merchantCode, order.total)} on your MTN phone`,
          `Pay the total of ${formatRwf(order.total)}`,
          'Upload the confirmation screenshot on the checkout page if you have not already',
        ],
      },
      { paragraph: VERIFICATION_PROMISE },
    ];
  }
  if (order.paymentMethod === 'momo') {
    return [{ paragraph: 'Approve the Mobile Money request on your phone with your PIN. We will e-mail you as soon as your payment is confirmed.' }];
  }
  return [{ paragraph: 'We will e-mail you as soon as your card payment is confirmed.' }];
}

/** The receipt of a new order: items, totals with the VAT note, delivery estimate and how to pay. */
export function orderPlacedEmail(order: OrderProjection, contacts: ShopContacts): OutgoingMail {
  const blocks: MailBlock[] = [
    { paragraph: greeting(order.firstName) },
    { paragraph: `Thank you for your order! We have received order ${order.orderNumber}.` },
    { paragraph: 'Your items:', strong: true },
    { list: itemLines(order) },
    totalRows(order),
    { paragraph: VAT_NOTE },
    { paragraph: `Estimated delivery: ${DELIVERY_ESTIMATE}.` },
    ...paymentBlocks(order, contacts),
    { paragraph: 'See your order at any time:', link: orderLink(contacts.publicUrl, order.orderNumber) },
    { paragraph: `Questions? Call us on ${contacts.supportPhone}.` },
  ];
  return composeMail({ to: order.email, subject: `We received your order ${order.orderNumber}`, blocks, shopUrl: contacts.publicUrl });
}
