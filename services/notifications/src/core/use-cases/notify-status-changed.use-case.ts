import { deliver, type MailCause } from '../mail/deliver';
import { PAYMENT_CONFIRMED_TEMPLATE, paymentConfirmedEmail } from '../mail/payment-settled-emails';
import { STATUS_CHANGED_TEMPLATE, statusChangedEmail } from '../mail/status-changed-email';
import type { NotificationsPorts } from '../notifications-ports';
import type { OrderProjection } from '../ports/order-projection.port';
import { orderSms, type OrderSmsMoment } from '../sms/order-sms';
import { sendSms } from '../sms/send-sms';
import { contactsOf } from './record-order-placed.use-case';

export interface OrderStatusChange {
  orderId: string;
  orderNumber: string;
  email: string;
  from: string;
  to: string;
  trackingNumber?: string;
  /** Why: admin, payment_paid, payment_failed or reservation_expired. */
  reason: string;
}

/** A failed payment is told by the payment-failed e-mail; the shopper hears of it once. */
const TOLD_BY_PAYMENT_EMAILS = new Set(['payment_failed']);

/**
 * order.status-changed: tells the shopper the order's new status, with the tracking number when
 * there is one, and by SMS too once it is shipped or delivered, when they asked for SMS updates,
 * in the order's language (English when the service has no copy of the order); an order confirmed by its payment gets the payment confirmation instead. An update that neither
 * moves the status nor adds a tracking number (notes only) sends nothing. Returns whether an
 * e-mail was due; false too for a payment confirmation whose order is not known yet, so the
 * caller lets the event come again.
 */
export class NotifyStatusChanged {
  constructor(private readonly deps: NotificationsPorts) {}

  async execute(event: MailCause, change: OrderStatusChange): Promise<boolean> {
    if (TOLD_BY_PAYMENT_EMAILS.has(change.reason)) return false;
    if (change.from === change.to && !change.trackingNumber) return false;
    const order = await this.deps.orders.find(change.orderId);
    if (change.reason === 'payment_paid') {
      if (!order) return false;
      await deliver(this.deps, { mail: paymentConfirmedEmail(order, contactsOf(this.deps), this.deps.translate), template: PAYMENT_CONFIRMED_TEMPLATE, cause: event });
      await this.text('paymentConfirmed', order, event);
      return true;
    }
    const mail = statusChangedEmail({ ...change, firstName: order?.firstName, language: order?.language, delivery: order?.delivery }, contactsOf(this.deps), this.deps.translate);
    await deliver(this.deps, { mail, template: STATUS_CHANGED_TEMPLATE, cause: event });
    const moment = SMS_FOR_STATUS[change.to];
    if (order && moment) await this.text(moment, order, event, change.trackingNumber);
    return true;
  }

  private async text(moment: OrderSmsMoment, order: OrderProjection, event: MailCause, trackingNumber?: string): Promise<void> {
    const sms = orderSms(moment, order, contactsOf(this.deps), this.deps.translate, trackingNumber);
    if (sms) await sendSms(this.deps, sms, event);
  }
}

/** The statuses a shopper hears of by SMS too: the order on its way (and its tracking number), and delivered. */
const SMS_FOR_STATUS: Partial<Record<string, OrderSmsMoment>> = { shipped: 'shipped', delivered: 'delivered' };
