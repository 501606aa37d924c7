import { isOrderStatus, ORDER_STATUS_LABELS } from '@shop/domain';
import type { OutgoingMail } from '@shop/platform';
import { composeMail, type MailBlock } from './mail-layout';
import { DELIVERY_ESTIMATE, greeting, orderLink, type ShopContacts } from './order-mail-facts';

export const STATUS_CHANGED_TEMPLATE = 'order-status-changed';

export interface StatusChange {
  orderNumber: string;
  email: string;
  firstName?: string;
  from: string;
  to: string;
  trackingNumber?: string;
}

const WHAT_NOW: Record<string, string> = {
  confirmed: 'Your order is confirmed and will be prepared shortly.',
  processing: 'We are packing your order.',
  shipped: `Your order is on its way (${DELIVERY_ESTIMATE}).`,
  delivered: 'Your order has been delivered. Enjoy your new gear, and tell others what you think with a review!',
  cancelled: 'Your order has been cancelled. If you had already paid for it, call us and we will sort it out with you.',
  pending: 'Your order is waiting for its next step.',
};

function label(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}

/** An order moved to a new status (or got its tracking number). */
export function statusChangedEmail(change: StatusChange, contacts: ShopContacts): OutgoingMail {
  const moved = change.from !== change.to;
  const blocks: MailBlock[] = [
    { paragraph: greeting(change.firstName) },
    {
      paragraph: moved
        ? `Your order ${change.orderNumber} is now ${label(change.to)}.`
        : `There is news about your order ${change.orderNumber} (${label(change.to)}).`,
      strong: true,
    },
    { paragraph: WHAT_NOW[change.to] ?? '' },
  ];
  if (change.trackingNumber) blocks.push({ paragraph: `Tracking number: ${change.trackingNumber}` });
  blocks.push({ paragraph: 'Follow your order:', link: orderLink(contacts.publicUrl, change.orderNumber) }, { paragraph: `Questions? Call us on ${contacts.supportPhone}.` });
  const subject = moved ? `Order ${change.orderNumber} is ${label(change.to).toLowerCase()}` : `Update on order ${change.orderNumber}`;
  return composeMail({ to: change.email, subject, blocks: blocks.filter((block) => !('paragraph' in block) || block.paragraph !== ''), shopUrl: contacts.publicUrl });
}
