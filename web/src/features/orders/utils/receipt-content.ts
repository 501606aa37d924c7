import { DELIVERY_ESTIMATE_BUSINESS_DAYS, VAT_RATE, formatRwf, splitVat } from '@shop/domain';
import { orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from '@/lib/order-labels';
import { categoryLabel, support } from '@/lib/shop-info';
import type { Order } from '@shop/contracts';
import { longDate } from './order-progress';

/** What a receipt says, as text, before it is laid out on a page (see receipt-pdf.ts). */
export interface ReceiptLine {
  name: string;
  detail: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
}

export type LabelledValue = readonly [label: string, value: string];

export interface ReceiptContent {
  fileName: string;
  title: string;
  shopName: string;
  tagline: string;
  orderNumber: string;
  details: LabelledValue[];
  customer: string[];
  deliveryAddress: string[];
  lines: ReceiptLine[];
  totals: LabelledValue[];
  total: LabelledValue;
  vat: LabelledValue[];
  notes: string[];
  supportLines: string[];
}

export const SHOP_NAME = 'DevShop';
export const VAT_PERCENT = Math.round(VAT_RATE * 100);

export const COMMISSIONAIRE_NOTE =
  'DevShop is a commissionaire platform: it acts as an intermediary between buyers and suppliers and does not own or make the products it lists. Its liability is limited to the commission fees it receives. Warranties are given by the manufacturers or suppliers.';

/** 'Free' when delivery costs nothing, else the fee. */
export function deliveryFeeLabel(fee: number): string {
  return fee > 0 ? formatRwf(fee) : 'Free';
}

export function receiptFileName(orderNumber: string): string {
  const safe = orderNumber.replace(/[^A-Za-z0-9-]+/g, '') || 'order';
  return `receipt-${safe}.pdf`;
}

const joined = (parts: (string | undefined)[], separator = ', ') => parts.filter(Boolean).join(separator);

/** The receipt of an order: every amount through formatRwf, the VAT split from the domain. */
export function receiptContent(order: Order, issuedAt: Date): ReceiptContent {
  const ship = order.shippingAddress;
  const { net, vat } = splitVat(order.total);
  const customerName = joined([order.user.firstName, order.user.lastName], ' ') || joined([ship.firstName, ship.lastName], ' ');
  const discountLabel = order.couponCode ? `Discount (${order.couponCode})` : 'Discount';
  const { min, max } = DELIVERY_ESTIMATE_BUSINESS_DAYS;

  const details: LabelledValue[] = [
    ['Order number', order.orderNumber],
    ['Order date', longDate(order.createdAt)],
    ['Order status', orderStatusLabel(order.status)],
    ['Payment method', paymentMethodLabel(order.paymentInfo.method)],
    ['Payment status', paymentStatusLabel(order.paymentInfo.status)],
  ];
  if (order.paymentInfo.reference) details.push(['Payment reference', order.paymentInfo.reference]);
  if (order.trackingNumber) details.push(['Tracking number', order.trackingNumber]);

  return {
    fileName: receiptFileName(order.orderNumber),
    title: 'Receipt',
    shopName: SHOP_NAME,
    tagline: 'Developer hardware and accessories - Kigali, Rwanda',
    orderNumber: order.orderNumber,
    details,
    customer: [customerName, order.user.email || ship.email].filter(Boolean),
    deliveryAddress: [
      joined([ship.firstName, ship.lastName], ' '),
      ship.street,
      joined([ship.city, ship.district, ship.postalCode]),
      ship.country,
      ship.phone ? `Phone: ${ship.phone}` : '',
      ship.email ? `Email: ${ship.email}` : '',
    ].filter(Boolean),
    lines: order.items.map((item) => ({
      name: item.productSnapshot.name || item.name,
      detail: item.productSnapshot.category ? categoryLabel(item.productSnapshot.category) : '',
      quantity: String(item.quantity),
      unitPrice: formatRwf(item.price),
      lineTotal: formatRwf(item.price * item.quantity),
    })),
    totals: [
      ['Subtotal', formatRwf(order.subtotal)],
      [discountLabel, order.discount > 0 ? `-${formatRwf(order.discount)}` : formatRwf(0)],
      ['Delivery (Bike)', deliveryFeeLabel(order.deliveryFee)],
    ],
    total: ['Total', formatRwf(order.total)],
    vat: [
      ['Amount excluding VAT', formatRwf(net)],
      [`VAT (${VAT_PERCENT}%) included`, formatRwf(vat)],
    ],
    notes: [
      `All prices include ${VAT_PERCENT}% VAT, as required by Rwandan law.`,
      `Delivered by bike in ${min}-${max} business days.`,
      COMMISSIONAIRE_NOTE,
    ],
    supportLines: [
      `Email: ${support.email}`,
      `Phone: ${support.phone} (${support.hours})`,
      `Receipt issued on ${longDate(issuedAt)}.`,
    ],
  };
}
