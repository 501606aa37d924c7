import { deliver, type MailCause } from '../mail/deliver';
import { REFUND_TEMPLATE, refundEmail } from '../mail/refund-email';
import type { RefundFacts } from '../mail/refund-route';
import type { NotificationsPorts } from '../notifications-ports';
import { refundSms } from '../sms/refund-sms';
import { sendSms } from '../sms/send-sms';
import { contactsOf } from './record-order-placed.use-case';

export interface SettledRefund extends RefundFacts {
  orderId: string;
  status: 'succeeded' | 'failed';
}

/**
 * payment.refunded: tells the shopper money of an order went back to them (how much, where to and
 * when it arrives) by e-mail and, when they asked for SMS updates, by SMS, in the order's
 * language, from the service's copy of the order. A failed refund sends the shopper nothing: the
 * admin sees it on the order and tries again. False when the order is not known (yet):
 * order.placed travels on another queue, so the caller lets the event come again.
 */
export class NotifyRefund {
  constructor(private readonly deps: NotificationsPorts) {}

  async execute(event: MailCause, refund: SettledRefund): Promise<boolean> {
    if (refund.status === 'failed') return true;
    const order = await this.deps.orders.find(refund.orderId);
    if (!order) return false;
    await deliver(this.deps, { mail: refundEmail(order, refund, contactsOf(this.deps), this.deps.translate), template: REFUND_TEMPLATE, cause: event });
    const sms = refundSms(order, refund, contactsOf(this.deps), this.deps.translate);
    if (sms) await sendSms(this.deps, sms, event);
    return true;
  }
}
