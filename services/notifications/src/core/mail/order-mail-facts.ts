import { DELIVERY_ESTIMATE_BUSINESS_DAYS, formatRwf, lineName, VAT_RATE, type OrderDelivery } from '@shop/domain';
import type { MessageTexts } from '../message-texts';
import type { OrderProjection } from '../ports/order-projection.port';
import type { MailBlock } from './mail-layout';

/** SPEC's VAT note under every total. */
export function vatNote(texts: MessageTexts): string {
  return texts.t('mail.vatNote', { vatPercent: Math.round(VAT_RATE * 100) });
}

/** The business days the order's delivery zone promised; SPEC's 3-4 (Kigali) for an order without one. */
export function deliveryDaysOf(delivery: OrderDelivery | undefined): { min: number; max: number } {
  return delivery ? { min: delivery.estimate.minDays, max: delivery.estimate.maxDays } : { ...DELIVERY_ESTIMATE_BUSINESS_DAYS };
}

/** The bike delivery estimate of the order's zone (SPEC section 9: 3-4 business days in Kigali). */
export function deliveryEstimate(texts: MessageTexts, delivery?: OrderDelivery): string {
  return texts.t('mail.deliveryEstimate', deliveryDaysOf(delivery));
}

/** Where the shop can be reached; the e-mails name the same phone as checkout. */
export interface ShopContacts {
  publicUrl: string;
  supportPhone: string;
  /** MOMO_MERCHANT_CODE: the USSD dial code of a manual payment. */
  merchantCode: string;
}

/** How a shopper is greeted: by first name when the order gave one. */
export function greeting(texts: MessageTexts, firstName: string | undefined): string {
  const name = firstName?.trim();
  return name ? texts.t('mail.greeting.named', { name }) : texts.t('mail.greeting.plain');
}

/** The order's items, one line each: name (and variant: `Hoodie — L / Black`), quantity and line total. */
export function itemLines(order: Pick<OrderProjection, 'items'>): string[] {
  return order.items.map((item) => `${itemTitle(item)} × ${item.quantity}: ${formatRwf(item.price * item.quantity)}`);
}

function itemTitle(item: OrderProjection['items'][number]): string {
  return lineName(item.name, item.variantLabel);
}

/** Subtotal, discount, delivery and total, as checkout shows them. */
export function totalRows(order: OrderProjection, texts: MessageTexts): MailBlock {
  const { t } = texts;
  const rows: Array<{ label: string; value: string; strong?: boolean }> = [{ label: t('mail.totals.subtotal'), value: formatRwf(order.subtotal) }];
  if (order.discount > 0) {
    const label = order.couponCode ? t('mail.totals.discountWithCoupon', { couponCode: order.couponCode }) : t('mail.totals.discount');
    rows.push({ label, value: `-${formatRwf(order.discount)}` });
  }
  rows.push({ label: t('mail.totals.delivery'), value: order.deliveryFee > 0 ? formatRwf(order.deliveryFee) : t('mail.totals.freeDelivery') });
  rows.push({ label: t('mail.totals.total'), value: formatRwf(order.total), strong: true });
  return { rows };
}

/** The order's summary of the receipt and the payment confirmation: items, totals, VAT and delivery. */
export function orderSummary(order: OrderProjection, texts: MessageTexts): MailBlock[] {
  return [
    { list: itemLines(order) },
    totalRows(order, texts),
    { paragraph: vatNote(texts) },
    { paragraph: texts.t('mail.estimatedDelivery', { estimate: deliveryEstimate(texts, order.delivery) }) },
  ];
}

/** The order's page in the shop. */
export function orderLink(publicUrl: string, orderNumber: string): string {
  return `${publicUrl}/order-confirmation/${encodeURIComponent(orderNumber)}`;
}
