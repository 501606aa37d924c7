import { formatRwf } from '@shop/domain';
import type { OrderProjection } from '../ports/order-projection.port';
import type { OutgoingMail } from '@shop/platform';
import { composeMail } from './mail-layout';
import { DELIVERY_ESTIMATE, greeting, itemLines, orderLink, totalRows, VAT_NOTE, type ShopContacts } from './order-mail-facts';

export const PAYMENT_CONFIRMED_TEMPLATE = 'payment-confirmed';
export const PAYMENT_FAILED_TEMPLATE = 'payment-failed';

/** The payment of an order arrived: the order is on its way to being packed. */
export function paymentConfirmedEmail(order: OrderProjection, contacts: ShopContacts, amount = order.total): OutgoingMail {
  return composeMail({
    to: order.email,
    subject: `Payment confirmed for order ${order.orderNumber}`,
    shopUrl: contacts.publicUrl,
    blocks: [
      { paragraph: greeting(order.firstName) },
      { paragraph: `Good news: we received your payment of ${formatRwf(amount)} for order ${order.orderNumber}. We are now preparing your order.` },
      { list: itemLines(order) },
      totalRows(order),
      { paragraph: VAT_NOTE },
      { paragraph: `Estimated delivery: ${DELIVERY_ESTIMATE}.` },
      { paragraph: 'Follow your order:', link: orderLink(contacts.publicUrl, order.orderNumber) },
      { paragraph: `Questions? Call us on ${contacts.supportPhone}.` },
    ],
  });
}

/** The payment of an order did not go through: what to do now. */
export function paymentFailedEmail(order: OrderProjection, contacts: ShopContacts): OutgoingMail {
  const why =
    order.paymentMethod === 'manual_momo'
      ? 'We could not verify your Mobile Money payment from the screenshot you sent.'
      : 'Your payment did not go through.';
  return composeMail({
    to: order.email,
    subject: `Payment not received for order ${order.orderNumber}`,
    shopUrl: contacts.publicUrl,
    blocks: [
      { paragraph: greeting(order.firstName) },
      { paragraph: `${why} Order ${order.orderNumber} (total ${formatRwf(order.total)}) is not paid yet.` },
      { paragraph: 'You can try again from your order in the shop:', link: orderLink(contacts.publicUrl, order.orderNumber) },
      { paragraph: `If money left your account, call us on ${contacts.supportPhone} and we will sort it out.` },
    ],
  });
}
