// The order SMS are short and written within GSM-7 (no "ç", no typographic apostrophe) so that a
// message costs one 160-character part where the language allows: their words are the `sms.`
// messages of the service's catalogues.
import { formatRwf, merchantDialCode } from '@shop/domain';
import type { Translator } from '@shop/platform';
import { deliveryDaysOf, orderLink, type ShopContacts } from '../mail/order-mail-facts';
import { textsIn } from '../message-texts';
import type { OrderProjection } from '../ports/order-projection.port';

/** The order's moments a customer hears of by SMS; each is a template of the SMS log. */
export const ORDER_SMS = {
  received: 'sms-order-received',
  paymentConfirmed: 'sms-payment-confirmed',
  paymentFailed: 'sms-payment-failed',
  shipped: 'sms-order-shipped',
  delivered: 'sms-order-delivered',
} as const;
export type OrderSmsMoment = keyof typeof ORDER_SMS;

export interface OrderSms {
  to: string;
  template: string;
  text: string;
}

/** The message an order received says, by how it is paid. */
const RECEIVED_BY_METHOD: Record<OrderProjection['paymentMethod'], string> = {
  manual_momo: 'sms.receivedManual',
  momo: 'sms.receivedMomo',
  stripe: 'sms.receivedCard',
};

/** The message of each other moment; an order on its way names its tracking number when it has one. */
function messageKey(moment: Exclude<OrderSmsMoment, 'received'>, trackingNumber: string | undefined): string {
  if (moment === 'paymentConfirmed') return 'sms.paymentConfirmed';
  if (moment === 'paymentFailed') return 'sms.paymentFailed';
  if (moment === 'delivered') return 'sms.delivered';
  return trackingNumber ? 'sms.shippedWithTracking' : 'sms.shipped';
}

/**
 * The number an order's SMS go to; none when the shopper did not ask for SMS updates (or the
 * order predates the choice) or gave no phone.
 */
export function smsRecipientOf(order: Pick<OrderProjection, 'smsUpdates' | 'phone'>): string | null {
  return order.smsUpdates === true && order.phone ? order.phone : null;
}

/**
 * An amount as an SMS writes it: a no-break space is not in GSM-7, and one would make the whole
 * message UCS-2, at less than half the length.
 */
export function smsAmount(amount: number): string {
  return formatRwf(amount).replace(/\u00a0/g, ' ');
}

/**
 * The SMS an order owes at `moment`, in the order's language; null when the order takes no SMS
 * (smsRecipientOf).
 */
export function orderSms(moment: OrderSmsMoment, order: OrderProjection, contacts: ShopContacts, translate: Translator, trackingNumber?: string): OrderSms | null {
  const to = smsRecipientOf(order);
  if (!to) return null;
  const { t } = textsIn(translate, order.language);
  const key = moment === 'received' ? RECEIVED_BY_METHOD[order.paymentMethod] : messageKey(moment, trackingNumber);
  const text = t(key, {
    orderNumber: order.orderNumber,
    amount: smsAmount(order.total),
    dialCode: merchantDialCode(contacts.merchantCode, order.total),
    supportPhone: contacts.supportPhone,
    link: orderLink(contacts.publicUrl, order.orderNumber),
    ...deliveryDaysOf(order.delivery),
    trackingNumber: trackingNumber ?? '',
  });
  return { to, template: ORDER_SMS[moment], text };
}
