import { isOrderStatus, type Language, type OrderDelivery, type OrderStatus } from '@shop/domain';
import type { OutgoingMail, Translator } from '@shop/platform';
import { textsIn, type MessageTexts } from '../message-texts';
import { composeMail, type MailBlock } from './mail-layout';
import { deliveryEstimate, greeting, orderLink, type ShopContacts } from './order-mail-facts';

export const STATUS_CHANGED_TEMPLATE = 'order-status-changed';

export interface StatusChange {
  orderNumber: string;
  email: string;
  firstName?: string;
  from: string;
  to: string;
  trackingNumber?: string;
  /** The order's language; absent (no copy of the order, or an older one): English. */
  language?: Language;
  /** The order's delivery zone and estimate; absent (no copy, or an older order): SPEC's 3-4 days. */
  delivery?: OrderDelivery | undefined;
}

/** Each status's name, and what it means for the shopper, by key of the catalogues. */
const STATUS_TEXTS: Record<OrderStatus, { label: string; whatNow: string }> = {
  pending: { label: 'status.pending', whatNow: 'statusChanged.whatNow.pending' },
  confirmed: { label: 'status.confirmed', whatNow: 'statusChanged.whatNow.confirmed' },
  processing: { label: 'status.processing', whatNow: 'statusChanged.whatNow.processing' },
  shipped: { label: 'status.shipped', whatNow: 'statusChanged.whatNow.shipped' },
  delivered: { label: 'status.delivered', whatNow: 'statusChanged.whatNow.delivered' },
  cancelled: { label: 'status.cancelled', whatNow: 'statusChanged.whatNow.cancelled' },
};

/** A status's name in the mail's language; a status the shop does not know, as it came. */
function label(status: string, { t }: MessageTexts): string {
  return isOrderStatus(status) ? t(STATUS_TEXTS[status].label) : status;
}

/** What the new status means for the shopper; nothing for a status the shop does not know. */
function whatNow(status: string, texts: MessageTexts, delivery: OrderDelivery | undefined): string | undefined {
  return isOrderStatus(status) ? texts.t(STATUS_TEXTS[status].whatNow, { estimate: deliveryEstimate(texts, delivery) }) : undefined;
}

/** An order moved to a new status (or got its tracking number), in the order's language. */
export function statusChangedEmail(change: StatusChange, contacts: ShopContacts, translate: Translator): OutgoingMail {
  const texts = textsIn(translate, change.language);
  const { t } = texts;
  const { orderNumber } = change;
  const moved = change.from !== change.to;
  const status = label(change.to, texts);
  const explanation = whatNow(change.to, texts, change.delivery);
  const blocks: MailBlock[] = [
    { paragraph: greeting(texts, change.firstName) },
    { paragraph: t(moved ? 'statusChanged.now' : 'statusChanged.news', { orderNumber, status }), strong: true },
  ];
  if (explanation) blocks.push({ paragraph: explanation });
  if (change.trackingNumber) blocks.push({ paragraph: t('statusChanged.tracking', { trackingNumber: change.trackingNumber }) });
  blocks.push({ paragraph: t('mail.followOrder'), link: orderLink(contacts.publicUrl, orderNumber) }, { paragraph: t('mail.questions', { supportPhone: contacts.supportPhone }) });
  const subject = moved ? t('statusChanged.subject', { orderNumber, status: status.toLocaleLowerCase(texts.language) }) : t('statusChanged.updateSubject', { orderNumber });
  return composeMail({ to: change.email, subject, blocks, shopUrl: contacts.publicUrl, texts });
}
