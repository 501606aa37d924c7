import { DELIVERY_ESTIMATE_BUSINESS_DAYS, formatRwf, MANUAL_PAYMENT_VERIFICATION_HOURS, VAT_RATE } from '@shop/domain';
import type { OrderProjection } from '../ports/order-projection.port';
import type { MailBlock } from './mail-layout';

/** SPEC's VAT note under every total. */
export const VAT_NOTE = `* All prices include ${Math.round(VAT_RATE * 100)}% VAT`;
/** SPEC section 9: bike delivery takes 3-4 business days. */
export const DELIVERY_ESTIMATE = `${DELIVERY_ESTIMATE_BUSINESS_DAYS.min}-${DELIVERY_ESTIMATE_BUSINESS_DAYS.max} business days via bike delivery`;
export const VERIFICATION_PROMISE = `We verify manual payments within ${MANUAL_PAYMENT_VERIFICATION_HOURS} hours and e-mail you as soon as yours is confirmed.`;

/** Where the shop can be reached; the e-mails name the same phone as checkout. */
export interface ShopContacts {
  publicUrl: string;
  supportPhone: string;
  /** MOMO_MERCHANT_CODE: the USSD dial code of a manual payment. */
  merchantCode: string;
}

/** How a shopper is greeted: by first name when the order gave one. */
export function greeting(firstName: string | undefined): string {
  const name = firstName?.trim();
  return name ? `Hello ${name},` : 'Hello,';
}

/** The order's items, one line each: name, quantity and line total. */
export function itemLines(order: Pick<OrderProjection, 'items'>): string[] {
  return order.items.map((item) => `${item.name} × ${item.quantity}: ${formatRwf(item.price * item.quantity)}`);
}

/** Subtotal, discount, delivery and total, as checkout shows them. */
export function totalRows(order: OrderProjection): MailBlock {
  const rows: Array<{ label: string; value: string; strong?: boolean }> = [{ label: 'Subtotal', value: formatRwf(order.subtotal) }];
  if (order.discount > 0) rows.push({ label: order.couponCode ? `Discount (${order.couponCode})` : 'Discount', value: `-${formatRwf(order.discount)}` });
  rows.push({ label: 'Delivery', value: order.deliveryFee > 0 ? formatRwf(order.deliveryFee) : 'Free' });
  rows.push({ label: 'Total', value: formatRwf(order.total), strong: true });
  return { rows };
}

/** The order's page in the shop. */
export function orderLink(publicUrl: string, orderNumber: string): string {
  return `${publicUrl}/order-confirmation/${encodeURIComponent(orderNumber)}`;
}
