import { DEFAULT_LANGUAGE, DELIVERY_ESTIMATE_BUSINESS_DAYS, formatRwf, merchantDialCode } from '@shop/domain';
import { orderLink, type ShopContacts } from '../mail/order-mail-facts';
import type { OrderProjection } from '../ports/order-projection.port';
import { ORDER_SMS_TEXTS, type OrderSmsFacts, type OrderSmsTexts } from './order-sms-texts';

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

const RECEIVED_BY_METHOD: Record<OrderProjection['paymentMethod'], keyof OrderSmsTexts> = {
  manual_momo: 'receivedManual',
  momo: 'receivedMomo',
  stripe: 'receivedCard',
};

/**
 * The SMS an order owes at `moment`, in the order's language; null when the shopper did not ask
 * for SMS updates (or the order predates the choice) or gave no phone.
 */
export function orderSms(moment: OrderSmsMoment, order: OrderProjection, contacts: ShopContacts, trackingNumber?: string): OrderSms | null {
  if (order.smsUpdates !== true || !order.phone) return null;
  const texts = ORDER_SMS_TEXTS[order.language ?? DEFAULT_LANGUAGE];
  const facts: OrderSmsFacts = {
    orderNumber: order.orderNumber,
    // A no-break space is not in GSM-7: one would make the whole message UCS-2, at less than half the length.
    amount: formatRwf(order.total).replace(/\u00a0/g, ' '),
    dialCode: merchantDialCode(contacts.merchantCode, order.total),
    supportPhone: contacts.supportPhone,
    link: orderLink(contacts.publicUrl, order.orderNumber),
    deliveryDays: DELIVERY_ESTIMATE_BUSINESS_DAYS,
    ...(trackingNumber ? { trackingNumber } : {}),
  };
  const key = moment === 'received' ? RECEIVED_BY_METHOD[order.paymentMethod] : moment;
  return { to: order.phone, template: ORDER_SMS[moment], text: texts[key](facts) };
}
