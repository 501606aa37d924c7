import { deliver, type MailCause } from '../mail/deliver';
import { ORDER_PLACED_TEMPLATE, orderPlacedEmail } from '../mail/order-placed-email';
import type { NotificationsPorts } from '../notifications-ports';
import type { OrderProjection } from '../ports/order-projection.port';
import { orderSms } from '../sms/order-sms';
import { sendSms } from '../sms/send-sms';

/**
 * order.placed: keeps the service's copy of the order and sends the shopper the receipt, and an SMS
 * when they asked for SMS updates, once, in the order's language.
 */
export class RecordOrderPlaced {
  constructor(private readonly deps: NotificationsPorts) {}

  async execute(event: MailCause, order: OrderProjection): Promise<void> {
    await this.deps.orders.save(order);
    await deliver(this.deps, { mail: orderPlacedEmail(order, contactsOf(this.deps), this.deps.translate), template: ORDER_PLACED_TEMPLATE, cause: event });
    const sms = orderSms('received', order, contactsOf(this.deps), this.deps.translate);
    if (sms) await sendSms(this.deps, sms, event);
  }
}

export function contactsOf(deps: Pick<NotificationsPorts, 'settings'>) {
  const { publicUrl, supportPhone, merchantCode } = deps.settings;
  return { publicUrl, supportPhone, merchantCode };
}
