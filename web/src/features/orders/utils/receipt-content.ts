import { VAT_RATE, formatRwf, splitVat, type Language } from '@shop/domain';
import { translate } from '@/lib/i18n/use-t';
import { orderStatusLabel, paymentMethodLabel, paymentStatusLabel } from '@/lib/order-labels';
import { categoryLabel, support } from '@/lib/shop-info';
import type { Order } from '@shop/contracts';
import { deliveryDays } from './delivery-days';
import { fiscalBlocks, type FiscalBlock } from './fiscal-receipt-view';
import { orderLineName } from './line-name';
import { longDate } from './order-progress';
import { refundsView, type RefundsView } from './refund-view';

/** What a receipt says, as text, before it is laid out on a page (see receipt-pdf.ts). */
export interface ReceiptLine {
  name: string;
  detail: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
}

export type LabelledValue = readonly [label: string, value: string];

/** The receipt's own words: section titles, the item table's columns, the closing line. */
export interface ReceiptHeadings {
  subject: string;
  details: string;
  customer: string;
  deliverTo: string;
  items: string;
  item: string;
  quantity: string;
  unitPrice: string;
  lineTotal: string;
  vatBreakdown: string;
  notes: string;
  support: string;
  refunds: string;
  refundedTotal: string;
  thanks: string;
  /** The page footer's 'page 2'. */
  page: (page: number) => string;
}

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
  /** The EBM receipts: each signed one's SDC information and QR code, or the sentence saying it is pending. */
  fiscal: FiscalBlock[];
  refunds: RefundsView | null;
  notes: string[];
  supportLines: string[];
  headings: ReceiptHeadings;
}

export const SHOP_NAME = 'DevShop';
export const VAT_PERCENT = Math.round(VAT_RATE * 100);

/** 'Free' when delivery costs nothing, else the fee. */
export function deliveryFeeLabel(fee: number): string {
  return fee > 0 ? formatRwf(fee) : translate('ui.totals.free');
}

export function receiptFileName(orderNumber: string): string {
  const safe = orderNumber.replace(/[^A-Za-z0-9-]+/g, '') || 'order';
  return `receipt-${safe}.pdf`;
}

const joined = (parts: (string | undefined)[], separator = ', ') => parts.filter(Boolean).join(separator);

/** Where the page number goes in the footer's wording, taken once in the receipt's language. */
const PAGE_SLOT = '{page}';

function receiptHeadings(title: string, orderNumber: string): ReceiptHeadings {
  const pageWording = translate('orders.receipt.page', { page: PAGE_SLOT });
  return {
    subject: translate('orders.receipt.subject', { title, number: orderNumber }),
    details: translate('orders.receipt.details'),
    customer: translate('orders.receipt.customer'),
    deliverTo: translate('orders.receipt.deliverTo'),
    items: translate('orders.receipt.items'),
    item: translate('orders.receipt.item'),
    quantity: translate('orders.receipt.quantity'),
    unitPrice: translate('orders.receipt.unitPrice'),
    lineTotal: translate('orders.receipt.lineTotal'),
    vatBreakdown: translate('orders.receipt.vatBreakdown'),
    notes: translate('orders.receipt.notes'),
    support: translate('orders.receipt.support'),
    refunds: translate('orders.refunds.title'),
    refundedTotal: translate('orders.refunds.total'),
    thanks: translate('orders.receipt.thanks', { shop: SHOP_NAME }),
    page: (page) => pageWording.replace(PAGE_SLOT, String(page)),
  };
}

/**
 * The receipt of an order, in the current language (dates in `language`, the same one): every
 * amount through formatRwf, the VAT split from the domain, the fiscal receipts as RRA requires
 * them (a receipt printed before is a COPY) and the refunds.
 */
export function receiptContent(order: Order, issuedAt: Date, language: Language): ReceiptContent {
  const ship = order.shippingAddress;
  const { net, vat } = splitVat(order.total);
  const customerName = joined([order.user.firstName, order.user.lastName], ' ') || joined([ship.firstName, ship.lastName], ' ');
  const discountLabel = order.couponCode
    ? translate('orders.summary.discountCode', { code: order.couponCode })
    : translate('ui.totals.discount');
  const { min, max } = deliveryDays(order);
  const title = translate('orders.receipt.title');

  const details: LabelledValue[] = [
    [translate('orders.orderNumber'), order.orderNumber],
    [translate('orders.receipt.orderDate'), longDate(order.createdAt, language)],
    [translate('orders.receipt.orderStatus'), orderStatusLabel(order.status)],
    [translate('orders.payment.method'), paymentMethodLabel(order.paymentInfo.method)],
    [translate('orders.payment.status'), paymentStatusLabel(order.paymentInfo.status)],
  ];
  if (order.paymentInfo.reference) details.push([translate('orders.receipt.paymentReference'), order.paymentInfo.reference]);
  if (order.trackingNumber) details.push([translate('orders.receipt.trackingNumber'), order.trackingNumber]);

  return {
    fileName: receiptFileName(order.orderNumber),
    title,
    shopName: SHOP_NAME,
    tagline: translate('orders.receipt.tagline'),
    orderNumber: order.orderNumber,
    details,
    customer: [customerName, order.user.email || ship.email].filter(Boolean),
    deliveryAddress: [
      joined([ship.firstName, ship.lastName], ' '),
      ship.street,
      joined([ship.city, ship.district, ship.postalCode]),
      ship.country,
      ship.phone ? translate('orders.address.phone', { phone: ship.phone }) : '',
      ship.email ? translate('orders.address.email', { email: ship.email }) : '',
    ].filter(Boolean),
    lines: order.items.map((item) => ({
      name: orderLineName(item),
      detail: item.productSnapshot.category ? categoryLabel(item.productSnapshot.category) : '',
      quantity: String(item.quantity),
      unitPrice: formatRwf(item.price),
      lineTotal: formatRwf(item.price * item.quantity),
    })),
    totals: [
      [translate('orders.summary.subtotal'), formatRwf(order.subtotal)],
      [discountLabel, order.discount > 0 ? `-${formatRwf(order.discount)}` : formatRwf(0)],
      [translate('ui.totals.delivery'), deliveryFeeLabel(order.deliveryFee)],
    ],
    total: [translate('ui.totals.total'), formatRwf(order.total)],
    vat: [
      [translate('orders.receipt.net'), formatRwf(net)],
      [translate('orders.receipt.vat', { percent: VAT_PERCENT }), formatRwf(vat)],
    ],
    fiscal: fiscalBlocks(order, language, 'pdf'),
    refunds: refundsView(order, language),
    notes: [
      translate('orders.receipt.vatNote', { percent: VAT_PERCENT }),
      translate('orders.receipt.deliveryNote', { min, max }),
      translate('orders.receipt.commissionaire'),
    ],
    supportLines: [
      translate('orders.address.email', { email: support.email }),
      translate('orders.receipt.supportPhone', { phone: support.phone, hours: support.hours }),
      translate('orders.receipt.issuedOn', { date: longDate(issuedAt, language) }),
    ],
    headings: receiptHeadings(title, order.orderNumber),
  };
}
