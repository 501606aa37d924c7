import { deliver, type MailCause } from '../mail/deliver';
import { PAYMENT_FAILED_TEMPLATE, paymentFailedEmail } from '../mail/payment-settled-emails';
import type { NotificationsPorts } from '../notifications-ports';
import { orderSms } from '../sms/order-sms';
import { sendSms } from '../sms/send-sms';
import { contactsOf } from './record-order-placed.use-case';

export interface SettledPayment {
  orderId: string;
  status: 'paid' | 'failed';
  amount?: number;
}

/**
 * payment.settled: tells the shopper a payment did not go through (they may try again on the same
 * order), by e-mail and, when they asked for SMS updates, by SMS, from the service's copy of the order. A paid settlement sends nothing here: the
 * confirmation follows the order's own move to confirmed (order.status-changed, payment_paid),
 * because a payment approved after the reservation ended confirms no order and is refunded.
 * False when the order is not known (yet): order.placed travels on another queue, so the caller
 * lets the event come again.
 */
export class NotifyPaymentSettled {
  constructor(private readonly deps: NotificationsPorts) {}

  async execute(event: MailCause, payment: SettledPayment): Promise<boolean> {
    if (payment.status === 'paid') return true;
    const order = await this.deps.orders.find(payment.orderId);
    if (!order) return false;
    await deliver(this.deps, { mail: paymentFailedEmail(order, contactsOf(this.deps), this.deps.translate), template: PAYMENT_FAILED_TEMPLATE, cause: event });
    const sms = orderSms('paymentFailed', order, contactsOf(this.deps), this.deps.translate);
    if (sms) await sendSms(this.deps, sms, event);
    return true;
  }
}
